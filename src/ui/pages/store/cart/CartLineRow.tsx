// One cart line: photo, name, pack size, unit price and MRP, quantity, remove, line total.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lineTotalRupees } from '@domain/cartChange';
import type { CartLine } from '@domain/contract/commerce';
import { formatRupees } from '@domain/money';
import { ProductNameLink } from '@ui/components/cart/ProductNameLink';
import { ProductThumb } from '@ui/components/cart/ProductThumb';
import { QuantityStepper } from '@ui/components/cart/QuantityStepper';

export function CartLineRow({
  line,
  busy,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '72px 1fr', sm: '96px 1fr auto' },
        gap: { xs: 1.5, sm: 2.5 },
        py: 2.5,
        borderBottom: 1,
        borderColor: 'surface.border',
      }}
    >
      <ProductThumb photoLink={line.photoLink} size={96} />
      <Box sx={{ minWidth: 0 }}>
        <ProductNameLink itemId={line._id} name={line.name} />
        <Typography variant="body2" color="text.secondary">
          {line.brandName} · {line.packSize}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {formatRupees(line.sellingPrice)} each
          {line.mrp > line.sellingPrice && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              MRP <s>{formatRupees(line.mrp)}</s>
            </Typography>
          )}
        </Typography>
        {line.maxQuantity === 0 && (
          <Typography variant="body2" color="error.main" sx={{ fontWeight: 600, mt: 0.5 }}>
            Out of stock
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.25 }}>
          <QuantityStepper
            value={line.quantity}
            max={Math.max(line.quantity, line.maxQuantity)}
            onChange={onQuantity}
            itemName={line.name}
            disabled={busy}
          />
          <Button
            size="small"
            color="inherit"
            startIcon={<DeleteOutlineIcon aria-hidden="true" />}
            aria-label={`Remove ${line.name}`}
            disabled={busy}
            onClick={onRemove}
            sx={{ color: 'text.secondary' }}
          >
            Remove
          </Button>
        </Box>
      </Box>
      <Typography
        sx={{ fontWeight: 700, gridColumn: { xs: '2', sm: 'auto' }, textAlign: { sm: 'right' } }}
        aria-label={`Line total ${formatRupees(lineTotalRupees(line))}`}
      >
        {formatRupees(lineTotalRupees(line))}
      </Typography>
    </Box>
  );
}
