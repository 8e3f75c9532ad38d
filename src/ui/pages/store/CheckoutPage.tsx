// Checkout: address → payment method → review → place the order, the step kept in the URL
// (?step=) so Back and a reload land where the shopper was. Signed-in shoppers only.
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { selectedAddress } from '@domain/address';
import { CHECKOUT_STEPS, checkoutStepOf, checkoutTotals } from '@domain/checkout';
import type { Cart } from '@domain/contract/commerce';
import { CHECKOUT_MESSAGES } from '@domain/messages/checkout';
import { SHARED_MESSAGES as LABELS } from '@domain/messages/shared';
import { ROUTES } from '@domain/routes';
import { TotalsSummary } from '@ui/components/order/TotalsSummary';
import { LoadingBlock } from '@ui/components/PageState';
import { PillLink } from '@ui/components/PillLink';
import { SurfaceCard } from '@ui/components/SurfaceCard';
import { useLazyMachine } from '@ui/hooks/useLazyMachine';
import { usePageTitle } from '@ui/hooks/usePageTitle';
import { useSignedInUser } from '@ui/hooks/useSignedInUser';
import { useStepFocus } from '@ui/hooks/useStepFocus';
import { useToastingMachine } from '@ui/hooks/useToastingMachine';
import { PAGE_TITLES } from '@ui/seo/titles';
import { useServices } from '@ui/services/services';
import { DashboardNotice } from '../account/dashboard/DashboardNotice';
import { AddressStep } from './checkout/AddressStep';
import { CheckoutProgress } from './checkout/CheckoutProgress';
import { reviewPhase, shownStep } from './checkout/checkoutView';
import { PaymentStep } from './checkout/PaymentStep';
import { ReviewStep } from './checkout/ReviewStep';

export default function CheckoutPage() {
  usePageTitle(PAGE_TITLES.checkout);
  const user = useSignedInUser();
  const { cart } = useServices();
  // The server cart of the signed-in shopper (a signed-out visitor's priced cart has no owner).
  const serverCart = useSelector(cart, (s) => (s.context.cart && 'userId' in s.context.cart ? s.context.cart : null));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ mb: { xs: 2.5, md: 3.5 } }}>
        Checkout
      </Typography>
      {user.status === 'signedIn' && serverCart?.userId === user.uid ? (
        <Checkout userId={user.uid} cart={serverCart} />
      ) : (
        <LoadingBlock label={LABELS.loadingCart} />
      )}
    </Container>
  );
}

function Checkout({ userId, cart }: { userId: string; cart: Cart }) {
  const { machines, addressBook } = useServices();
  const [location, navigate] = useLocation();
  const stepParam = new URLSearchParams(useSearch()).get('step');
  const urlStep = checkoutStepOf(stepParam);
  const book = useSelector(useLazyMachine(addressBook), (s) => s.context.book);
  const [snapshot, send] = useToastingMachine(machines.checkout, {
    input: { userId, cart, address: selectedAddress(book), step: urlStep },
  });
  const step = shownStep(snapshot);
  // Deliver here and Review order remove their own step: focus moves on to the next step's heading.
  const stepHeading = useStepFocus(CHECKOUT_STEPS, step);

  useEffect(() => {
    send({ type: 'cart.changed', cart });
  }, [cart, send]);
  // The URL asks (Back, Forward, a typed link); the machine decides which step may open.
  const stepOnScreen = useRef(step);
  stepOnScreen.current = step;
  useEffect(() => {
    if (stepOnScreen.current !== null && stepOnScreen.current !== urlStep)
      send({ type: 'step.requested', step: urlStep });
  }, [urlStep, send]);
  // The step on screen is the one in the URL; moving forward adds a history entry.
  useEffect(() => {
    if (step && step !== stepParam && location === ROUTES.checkout.pattern)
      navigate(ROUTES.checkout.href(step), { replace: stepParam === null });
  }, [step, stepParam, location, navigate]);

  if (step === null) return <LoadingBlock label="Loading your checkout" />;
  if (cart.orderItems.length === 0 && step !== 'review')
    return (
      <DashboardNotice icon={<ShoppingBagOutlinedIcon />} title={CHECKOUT_MESSAGES.emptyCart}>
        <PillLink href={ROUTES.store.href} sx={{ mt: 2 }}>
          Shop products
        </PillLink>
      </DashboardNotice>
    );

  const { address, paymentMethod } = snapshot.context;
  const totals = checkoutTotals(cart, paymentMethod);
  return (
    <>
      <CheckoutProgress step={step} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: step === 'review' ? 12 : 8 }}>
          {step === 'address' && (
            <AddressStep
              headingRef={stepHeading}
              onContinue={(chosen) => send({ type: 'address.confirmed', address: chosen })}
            />
          )}
          {step === 'payment' && (
            <PaymentStep
              headingRef={stepHeading}
              method={paymentMethod}
              codAvailable={cart.totals.codAvailable}
              onChoose={(method) => send({ type: 'method.chosen', method })}
              onContinue={() => send({ type: 'method.confirmed' })}
              onBack={() => send({ type: 'step.requested', step: 'address' })}
            />
          )}
          {step === 'review' && (
            <ReviewStep
              headingRef={stepHeading}
              lines={snapshot.context.cart?.orderItems ?? cart.orderItems}
              address={address}
              method={paymentMethod}
              totals={totals}
              phase={reviewPhase(snapshot)}
              onPlace={() => send({ type: 'place' })}
              onRetry={() => send({ type: 'retry' })}
              onEdit={(target) => send({ type: 'step.requested', step: target })}
            />
          )}
        </Grid>
        {step !== 'review' && (
          <Grid size={{ xs: 12, md: 4 }}>
            <SurfaceCard component="aside" aria-label="Order summary">
              <Typography component="h2" variant="h3" sx={{ mb: 2 }}>
                Order summary
              </Typography>
              <TotalsSummary totals={totals} />
            </SurfaceCard>
          </Grid>
        )}
      </Grid>
    </>
  );
}
