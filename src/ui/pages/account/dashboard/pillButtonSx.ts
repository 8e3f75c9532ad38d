// The profile page's buttons: pill-shaped, roomy, on one line.
import { pillRadius } from '@ui/theme/sx';

export const pillButtonSx = { borderRadius: pillRadius, px: 4, py: 1.2, whiteSpace: 'nowrap' } as const;
