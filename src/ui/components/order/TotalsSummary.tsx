// A bill: MRP, savings, coupon, shipping, the cash-on-delivery fee, the total and the GST inside it.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { totalsRows } from '../../../domain/checkout';
import type { CartTotalsReply } from '../../../domain/contract/commerce';
import { formatRupees } from '../../../domain/money';

export function TotalsSummary({ totals }: { totals: CartTotalsReply }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
      {totalsRows(totals).map((row) => (
        <Box key={row.label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Typography component="dt" color="text.secondary">
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, color: row.saving ? 'success.main' : 'text.primary' }}>
            {row.amount < 0 ? `− ${formatRupees(-row.amount)}` : row.amount === 0 ? 'Free' : formatRupees(row.amount)}
          </Typography>
        </Box>
      ))}
      <Divider sx={{ my: 0.5 }} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          Total
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: 18 }}>
          {formatRupees(totals.total)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        Includes {formatRupees(totals.taxIncluded)} GST
      </Typography>
    </Box>
  );
}
