// Under the totals: a signed-in shopper proceeds to checkout; a signed-out visitor is asked to
// sign in to check out, and goes on to the checkout after.
import LoginIcon from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { ROUTES } from '@domain/routes';
import { useServices } from '@ui/services/services';
import { pillRadius } from '@ui/theme/sx';

export function CheckoutAction() {
  const { session } = useServices();
  const signedIn = useSelector(session, (s) => Boolean(s.context.user));
  if (signedIn)
    return (
      <Button
        component={Link}
        href={ROUTES.checkout.href()}
        fullWidth
        variant="contained"
        size="large"
        sx={{ borderRadius: pillRadius, mt: 3 }}
      >
        Proceed to checkout
      </Button>
    );
  return (
    <>
      <Button
        fullWidth
        variant="contained"
        size="large"
        startIcon={<LoginIcon aria-hidden="true" />}
        onClick={() => session.send({ type: 'login.requested', returnTo: ROUTES.checkout.href() })}
        sx={{ borderRadius: pillRadius, mt: 3 }}
      >
        Sign in to check out
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
        Your cart comes with you when you sign in.
      </Typography>
    </>
  );
}
