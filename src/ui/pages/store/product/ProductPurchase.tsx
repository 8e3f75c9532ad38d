// Buying from the product page: how many, add to cart, save to the wishlist, share the link.
import Box from '@mui/material/Box';
import { useState } from 'react';
import { maxQuantity } from '../../../../domain/cart';
import type { StoreItemDetail } from '../../../../domain/contract/catalogue';
import { ROUTES } from '../../../../domain/routes';
import { AddToCartButton } from '../../../components/cart/AddToCartButton';
import { QuantityStepper } from '../../../components/cart/QuantityStepper';
import { WishlistHeart } from '../../../components/cart/WishlistHeart';
import { ShareButton } from '../../../components/ShareButton';

export function ProductPurchase({ item }: { item: StoreItemDetail }) {
  const [quantity, setQuantity] = useState(1);
  const canBuy = item.inStock && maxQuantity(item.stock) > 0;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 3 }}>
      {canBuy && (
        <QuantityStepper value={quantity} max={maxQuantity(item.stock)} onChange={setQuantity} itemName={item.name} />
      )}
      <AddToCartButton itemId={item._id} itemName={item.name} inStock={canBuy} quantity={quantity} size="large" />
      <WishlistHeart itemId={item._id} itemName={item.name} sx={{ border: 1, borderColor: 'surface.border' }} />
      <ShareButton path={ROUTES.storeItem.href(item._id)} label={`Share ${item.name}`} />
    </Box>
  );
}
