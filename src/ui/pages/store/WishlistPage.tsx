// The wishlist on a page of its own, where the header's heart and the phone menu lead: the saved
// items with "Move to cart"; a signed-out visitor is asked to sign in and comes back here.
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { WISHLIST_MESSAGES } from '@domain/messages/wishlist';
import { ROUTES } from '@domain/routes';
import { LoadingBlock } from '@ui/components/PageState';
import { usePageTitle } from '@ui/hooks/usePageTitle';
import { useSignedInUid, useSignInKnown } from '@ui/hooks/useSignInKnown';
import { PAGE_TITLES } from '@ui/seo/titles';
import { useServices } from '@ui/services/services';
import { WishlistItems } from './cart/WishlistItems';

export default function WishlistPage() {
  usePageTitle(PAGE_TITLES.wishlist);
  const { session } = useServices();
  const known = useSignInKnown();
  const signedIn = useSignedInUid() !== null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ mb: { xs: 3, md: 4 } }}>
        {PAGE_TITLES.wishlist}
      </Typography>
      {!known ? (
        <LoadingBlock />
      ) : signedIn ? (
        <WishlistItems />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {WISHLIST_MESSAGES.signInPrompt}
          </Typography>
          <Button
            variant="contained"
            onClick={() => session.send({ type: 'login.requested', returnTo: ROUTES.wishlist.href })}
          >
            {WISHLIST_MESSAGES.signIn}
          </Button>
        </>
      )}
    </Container>
  );
}
