// Buying from the product page: how many, add to cart, save to the wishlist, share the link; on
// phones the bottom bar (StickyBuyBar) takes over while these buttons are scrolled away.
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, useState } from 'react';
import { maxQuantity } from '@domain/cart';
import type { StoreItemDetail } from '@domain/contract/catalogue';
import { ROUTES } from '@domain/routes';
import { AddToCartButton } from '@ui/components/cart/AddToCartButton';
import { QuantityStepper } from '@ui/components/cart/QuantityStepper';
import { WishlistHeart } from '@ui/components/cart/WishlistHeart';
import { ShareButton } from '@ui/components/ShareButton';
import { useInView } from '@ui/hooks/useInView';
import { useKeyboardOpen } from '@ui/hooks/useKeyboardOpen';
import { StickyBuyBar } from './StickyBuyBar';

export function ProductPurchase({ item }: { item: StoreItemDetail }) {
  const [quantity, setQuantity] = useState(1);
  const canBuy = item.inStock && maxQuantity(item.stock) > 0;
  const row = useRef<HTMLDivElement>(null);
  const rowInView = useInView(row);
  const keyboardOpen = useKeyboardOpen();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('md'), { noSsr: true });
  return (
    <Box ref={row} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 3 }}>
      {canBuy && (
        <QuantityStepper value={quantity} max={maxQuantity(item.stock)} onChange={setQuantity} itemName={item.name} />
      )}
      <AddToCartButton itemId={item._id} itemName={item.name} inStock={canBuy} quantity={quantity} size="large" />
      <WishlistHeart itemId={item._id} itemName={item.name} sx={{ border: 1, borderColor: 'surface.border' }} />
      <ShareButton path={ROUTES.storeItem.href(item._id)} label={`Share ${item.name}`} />
      {phone && canBuy && !rowInView && !keyboardOpen && (
        <StickyBuyBar item={item} quantity={quantity} onQuantity={setQuantity} />
      )}
    </Box>
  );
}
