// Where the order is: the lifecycle's delivery steps, each with the date it was reached.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../../domain/indiaTime';
import type { TimelineStep } from '../../../../machines/orderLifecycle';
import { visuallyHiddenSx } from '../../../components/stretchedLink';

export function OrderTimeline({ steps }: { steps: readonly TimelineStep[] }) {
  return (
    <Box component="ol" aria-label="Order status" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {steps.map((step) => (
        <Box
          component="li"
          key={step.status}
          aria-current={step === steps.findLast((entry) => entry.reached) ? 'step' : undefined}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
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
        </Box>
      ))}
    </Box>
  );
}
