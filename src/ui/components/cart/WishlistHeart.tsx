// The heart: adds an item to the wishlist or takes it out. A signed-out visitor is asked to sign
// in and comes back to this page.
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { useSelector } from '@xstate/react';
import { isInWishlist } from '@machines/wishlist.machine';
import { useHere } from '@ui/hooks/useLoginFromHere';
import { useSignedInUid, useSignInKnown } from '@ui/hooks/useSignInKnown';
import { useServices } from '@ui/services/services';
import { ShapeIcon } from '../ShapeIcon';

export function WishlistHeart({ itemId, itemName, sx }: { itemId: string; itemName: string; sx?: SxProps<Theme> }) {
  const { session, wishlist } = useServices();
  const here = useHere();
  const known = useSignInKnown();
  const signedIn = useSignedInUid() !== null;
  const saved = useSelector(wishlist, (s) => isInWishlist(s.context, itemId));
  // While the wishlist loads or a change is on its way, a tap would be lost: the heart waits.
  const busy = useSelector(wishlist, (s) => s.matches({ signedIn: 'loading' }) || s.matches({ signedIn: 'toggling' }));
  const toggle = () =>
    signedIn
      ? wishlist.send({ type: 'wishlist.toggle', itemId })
      : session.send({ type: 'login.requested', returnTo: here });
  return (
    <IconButton
      aria-label={signedIn ? `Save ${itemName} to your wishlist` : `Sign in to save ${itemName} to your wishlist`}
      aria-pressed={signedIn ? saved : undefined}
      disabled={busy || !known}
      onClick={toggle}
      sx={{ color: saved ? 'secondary.main' : 'text.secondary', bgcolor: 'background.paper', ...sx }}
    >
      <ShapeIcon icon={saved ? 'heart' : 'heartOutline'} />
    </IconButton>
  );
}
