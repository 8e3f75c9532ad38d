// Selling price, MRP struck through, and the discount as % OFF.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDiscount, formatRupees } from '@domain/money';

export function Price({
  sellingPrice,
  costPrice,
  discount,
  size = 'medium',
}: {
  sellingPrice: number;
  costPrice: number;
  discount: number;
  size?: 'medium' | 'large';
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: size === 'large' ? 28 : 18 }}>
        {formatRupees(sellingPrice)}
      </Typography>
      {discount > 0 && (
        <>
          <Typography component="span" color="text.secondary" sx={{ fontSize: size === 'large' ? 16 : 14 }}>
            MRP{' '}
            <Box component="s" aria-label={`MRP ${formatRupees(costPrice)}`}>
              {formatRupees(costPrice)}
            </Box>
          </Typography>
          <Typography
            component="span"
            sx={{ color: 'success.main', fontWeight: 700, fontSize: size === 'large' ? 16 : 14 }}
          >
            {formatDiscount(discount)}
          </Typography>
        </>
      )}
    </Box>
  );
}
