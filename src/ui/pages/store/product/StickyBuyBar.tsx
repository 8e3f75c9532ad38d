// On phones, a bar fixed to the bottom of the product page with the price, the quantity, Add to
// cart and Buy now, shown only while the page's own buttons are scrolled away and no keyboard is
// up; it keeps clear of the home indicator (the safe area) and leaves room under the page.
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { maxQuantity } from '@domain/cart';
import type { StoreItemDetail } from '@domain/contract/catalogue';
import { formatRupees } from '@domain/money';
import { AddToCartButton } from '@ui/components/cart/AddToCartButton';
import { BuyNowButton } from '@ui/components/cart/BuyNowButton';
import { QuantityStepper } from '@ui/components/cart/QuantityStepper';

export function StickyBuyBar({
  item,
  quantity,
  onQuantity,
}: {
  item: StoreItemDetail;
  quantity: number;
  onQuantity: (quantity: number) => void;
}) {
  return (
    <>
      {/* Room at the end of the page, so the bar never hides its last lines. */}
      <GlobalStyles styles={{ body: { paddingBottom: 'calc(72px + env(safe-area-inset-bottom))' } }} />
      <Paper
        component="section"
        aria-label={`Buy ${item.name}`}
        elevation={8}
        square
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          pt: 1,
          pb: 'calc(8px + env(safe-area-inset-bottom))',
        }}
      >
        <Typography sx={{ fontWeight: 700, fontSize: 18, mr: 'auto' }}>{formatRupees(item.sellingPrice)}</Typography>
        <QuantityStepper value={quantity} max={maxQuantity(item.stock)} onChange={onQuantity} itemName={item.name} />
        <AddToCartButton itemId={item._id} itemName={item.name} inStock quantity={quantity} size="small" />
        <BuyNowButton itemId={item._id} itemName={item.name} />
      </Paper>
    </>
  );
}
