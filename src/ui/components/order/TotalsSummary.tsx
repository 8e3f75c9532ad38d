// A bill: MRP, savings, coupon, shipping, the cash-on-delivery fee, the total and the GST inside it.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { totalsRows } from '@domain/checkout';
import type { CartTotalsReply } from '@domain/contract/commerce';
import { formatRupees } from '@domain/money';

export function TotalsSummary({ totals }: { totals: CartTotalsReply }) {
  return (
    <Box>
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
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            borderTop: 1,
            borderColor: 'divider',
            pt: 1.5,
            mt: 0.5,
          }}
        >
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            Total
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: 18 }}>
            {formatRupees(totals.total)}
          </Typography>
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Includes {formatRupees(totals.taxIncluded)} GST
      </Typography>
    </Box>
  );
}
