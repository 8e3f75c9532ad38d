// Adds an item to the cart (the local one or the server's: the cart actor knows which).
import Button from '@mui/material/Button';
import { useSelector } from '@xstate/react';
import { useHydrated } from '@ui/hooks/useHydrated';
import { useServices } from '@ui/services/services';
import { ShapeIcon } from '../ShapeIcon';

export function AddToCartButton({
  itemId,
  itemName,
  inStock,
  quantity = 1,
  size = 'medium',
}: {
  itemId: string;
  itemName: string;
  inStock: boolean;
  quantity?: number;
  size?: 'small' | 'medium' | 'large';
}) {
  const { cart } = useServices();
  // Waits while the cart is loading or a change is on its way: the cart takes one change at a time.
  const busy = useSelector(cart, (s) => s.hasTag('busy') || s.hasTag('loading'));
  // The server has no cart: until hydrated, the button is as the server rendered it (waiting).
  const hydrated = useHydrated();
  return (
    <Button
      variant="contained"
      size={size}
      disabled={!inStock || !hydrated || busy}
      startIcon={<ShapeIcon icon="addToCart" />}
      aria-label={inStock ? `Add ${itemName} to cart` : `${itemName} is out of stock`}
      onClick={() => cart.send({ type: 'cart.add', itemId, quantity })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {inStock ? 'Add to cart' : 'Out of stock'}
    </Button>
  );
}
