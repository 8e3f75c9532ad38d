// The three checkout steps, the current one marked.
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { CHECKOUT_STEP_LABELS, CHECKOUT_STEPS, type CheckoutStep } from '@domain/checkout';

export function CheckoutProgress({ step }: { step: CheckoutStep }) {
  const active = CHECKOUT_STEPS.indexOf(step);
  return (
    <Stepper activeStep={active} aria-label="Checkout steps" sx={{ mb: { xs: 3, md: 4 } }}>
      {CHECKOUT_STEPS.map((name, index) => (
        <Step key={name} completed={index < active}>
          <StepLabel aria-current={index === active ? 'step' : undefined}>{CHECKOUT_STEP_LABELS[name]}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
