// The lines of a cart or an order: photo, name, pack size, quantity, unit price and line total.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lineTotal } from '@domain/checkout';
import { formatRupees } from '@domain/money';
import { bareList } from '@ui/theme/sx';
import { Picture } from '../Picture';

export interface ShownLine {
  _id: string;
  name: string;
  packSize: string;
  photoLink: string;
  quantity: number;
  sellingPrice: number;
}

export function OrderLines({ lines }: { lines: readonly ShownLine[] }) {
  return (
    <Box component="ul" sx={{ ...bareList, display: 'grid', gap: 2 }}>
      {lines.map((line) => (
        <Box component="li" key={line._id} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Box sx={{ width: 64, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
            <Picture imageKey={line.photoLink} alt="" sizes={64} width={160} />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{line.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {line.packSize} · Qty {line.quantity} × {formatRupees(line.sellingPrice)}
            </Typography>
          </Box>
          <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatRupees(lineTotal(line))}</Typography>
        </Box>
      ))}
    </Box>
  );
}
