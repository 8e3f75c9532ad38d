// Phone sign-in's buttons: full-width pills.
import { pillRadius } from '@ui/theme/sx';

export const pillSx = { borderRadius: pillRadius, py: 1.3 } as const;
