// Every status change of the order, oldest first, with the operator who made it and their note.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OpsOrder } from '@domain/contract/ops';
import { formatIndiaDateTime } from '@domain/indiaTime';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { orderStatusLabel } from '@machines/orderLifecycle';
import { bareList } from '@ui/theme/sx';

export function OrderLog({ log }: { log: OpsOrder['log'] }) {
  return (
    <Box component="ol" aria-label={TEXT.history} sx={{ ...bareList, display: 'grid', gap: 1.5 }}>
      {log.map((entry) => (
        <Box component="li" key={`${entry.status}-${entry.at}`}>
          <Typography sx={{ fontWeight: 600 }}>
            {orderStatusLabel(entry.status)}
            {entry.actor && (
              <Typography component="span" color="text.secondary">
                {' '}
                {TEXT.byOperator(entry.actor.name ?? entry.actor.uid)}
              </Typography>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatIndiaDateTime(entry.at)}
          </Typography>
          {entry.note && <Typography variant="body2">{entry.note}</Typography>}
        </Box>
      ))}
    </Box>
  );
}
