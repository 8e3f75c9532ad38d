// The app's toasts. The cart and wishlist say what happened to a change wherever it was made; the
// toast stack (and notistack with it) loads with the first toast and stays for the ones after.
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { useToastEmitter } from '../hooks/useToastEmitter';
import { useServices } from '../services/services';

const ToastStack = lazy(() => import('./ToastStack'));

export function Toasts() {
  const { toaster, cart, wishlist } = useServices();
  useToastEmitter(cart);
  useToastEmitter(wishlist);
  const toasts = useSelector(toaster, (s) => s.context.toasts);
  const [shown, setShown] = useState(false);
  if (toasts.length > 0 && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack toasts={toasts} />
    </Suspense>
  );
}
