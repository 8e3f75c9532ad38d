// Step 2: pay online, or cash on delivery (with its fee) when the order is small enough.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { type PaymentMethod } from '@domain/cart';
import { isPaymentMethod, PAYMENT_METHOD_LABELS } from '@domain/checkout';
import { COD_FEE_RUPEES, COD_MAX_ORDER_RUPEES } from '@domain/constants';
import { CART_MESSAGES } from '@domain/messages/cart';
import { formatRupees } from '@domain/money';
import { StepHeading } from '@ui/components/StepHeading';
import { SurfaceCard } from '@ui/components/SurfaceCard';
import { pillRadius } from '@ui/theme/sx';

interface PaymentStepProps {
  method: PaymentMethod | null;
  codAvailable: boolean;
  onChoose: (method: PaymentMethod) => void;
  onContinue: () => void;
  onBack: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function PaymentStep({ method, codAvailable, onChoose, onContinue, onBack, headingRef }: PaymentStepProps) {
  return (
    <SurfaceCard component="section" aria-labelledby="payment-heading">
      <StepHeading component="h2" variant="h3" id="payment-heading" headingRef={headingRef} sx={{ mb: 2 }}>
        Payment method
      </StepHeading>
      <RadioGroup
        aria-labelledby="payment-heading"
        value={method ?? ''}
        onChange={(event) => {
          if (isPaymentMethod(event.target.value)) onChoose(event.target.value);
        }}
        sx={{ gap: 1 }}
      >
        <FormControlLabel value="online" control={<Radio />} label={PAYMENT_METHOD_LABELS.online} />
        <FormControlLabel
          value="cod"
          disabled={!codAvailable}
          control={<Radio />}
          label={
            <span>
              {PAYMENT_METHOD_LABELS.cod}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {codAvailable
                  ? `(${formatRupees(COD_FEE_RUPEES)} fee)`
                  : `— ${CART_MESSAGES.codUnavailable(formatRupees(COD_MAX_ORDER_RUPEES))}`}
              </Typography>
            </span>
          }
        />
      </RadioGroup>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1.5, mt: 3 }}>
        <Button onClick={onBack} sx={{ borderRadius: pillRadius }}>
          Back to address
        </Button>
        <Button variant="contained" size="large" onClick={onContinue} sx={{ borderRadius: pillRadius, px: 4 }}>
          Review order
        </Button>
      </Box>
    </SurfaceCard>
  );
}
