// Where the order is: the lifecycle's delivery steps, each with the date it was reached, and on
// the shipped step the carrier and tracking number. The shopper's order page and the operator's
// desk both show it.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Shipment } from '@domain/contract/commerce';
import { formatDate } from '@domain/indiaTime';
import { ORDER_PAGE_MESSAGES as TEXT } from '@domain/messages/orderPage';
import type { TimelineStep } from '@machines/orderLifecycle';
import { bareList } from '@ui/theme/sx';
import { visuallyHiddenSx } from '../stretchedLink';

export function OrderTimeline({ steps, shipment }: { steps: readonly TimelineStep[]; shipment: Shipment | null }) {
  return (
    <Box component="ol" aria-label={TEXT.timeline} sx={{ ...bareList, display: 'grid', gap: 1.5 }}>
      {steps.map((step) => (
        <Box
          component="li"
          key={step.status}
          aria-current={step === steps.findLast((entry) => entry.reached) ? 'step' : undefined}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }}
        >
          {step.reached ? (
            <CheckCircleIcon color="primary" aria-hidden="true" />
          ) : (
            <RadioButtonUncheckedIcon sx={{ color: 'text.disabled' }} aria-hidden="true" />
          )}
          <Typography
            sx={{ fontWeight: step.reached ? 600 : 400, color: step.reached ? 'text.primary' : 'text.secondary' }}
          >
            {step.label}
            <Box component="span" sx={visuallyHiddenSx}>
              {step.reached ? ' (done)' : ' (to come)'}
            </Box>
          </Typography>
          {step.at && (
            <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
              {formatDate(step.at, 'short')}
            </Typography>
          )}
          {step.status === 'shipped' && step.reached && shipment && (
            <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%', pl: 4.5 }}>
              {TEXT.shipment(shipment.carrier, shipment.trackingNumber)}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
