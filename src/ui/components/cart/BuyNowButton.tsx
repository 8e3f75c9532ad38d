// Buy now: adds one of the item to the cart and, once the cart has it, opens the checkout (which
// sends a signed-out visitor to sign in first and back). A refused add stays here with its toast.
import Button from '@mui/material/Button';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { ROUTES } from '@domain/routes';
import { useServices } from '@ui/services/services';

export function BuyNowButton({ itemId, itemName }: { itemId: string; itemName: string }) {
  const { cart } = useServices();
  const [, navigate] = useLocation();
  const busy = useSelector(cart, (s) => s.hasTag('busy') || s.hasTag('loading'));
  const buying = useRef(false);
  useEffect(() => {
    const subscription = cart.on('toast', (toast) => {
      if (!buying.current) return;
      buying.current = false;
      if (toast.kind === 'success') navigate(ROUTES.checkout.href());
    });
    return () => subscription.unsubscribe();
  }, [cart, navigate]);
  return (
    <Button
      variant="outlined"
      disabled={busy}
      aria-label={`Buy ${itemName} now`}
      onClick={() => {
        buying.current = true;
        cart.send({ type: 'cart.add', itemId, quantity: 1 });
      }}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Buy now
    </Button>
  );
}
