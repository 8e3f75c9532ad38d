// The day's consultations on the operator's desk: every doctor's consultations of one India day
// (today's first), a page at a time, each with its payment and refunds and a new refund of what
// is left. Only for operators.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMachine } from '@xstate/react';
import { formatIndiaDay } from '../../../domain/indiaTime';
import { OPS_DESK_MESSAGES as TEXT } from '../../../domain/messages';
import { ROUTES } from '../../../domain/routes';
import { indiaDate } from '../../../domain/slots';
import { LoadingBlock } from '../../components/PageState';
import { useLazyMachine } from '../../hooks/useLazyMachine';
import { useToastEmitter } from '../../hooks/useToastEmitter';
import { PAGE_TITLES } from '../../seo/titles';
import { useServices } from '../../services/services';
import { ConsultationRow } from './consultations/ConsultationRow';
import { OpsDeskShell, opsRoleScreen } from './OpsDeskShell';
import { QueuePager } from './queue/QueuePager';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export default function OpsConsultationsPage() {
  return (
    <OpsDeskShell
      title={PAGE_TITLES.opsConsultations}
      current={ROUTES.opsConsultations.href}
      section={(uid) => <DayConsultations uid={uid} />}
    />
  );
}

function DayConsultations({ uid }: { uid: string }) {
  const { machines } = useServices();
  const [snapshot, send, actor] = useMachine(useLazyMachine(machines.opsConsultations), {
    input: { uid, filter: { date: indiaDate(Date.now()), start: 0 } },
  });
  useToastEmitter(actor);

  const roleScreen = opsRoleScreen(snapshot, () => send({ type: 'retry' }));
  if (roleScreen) return roleScreen;

  const { filter, page } = snapshot.context;
  const busy = !snapshot.matches({ ready: 'idle' });
  return (
    <Box component="section" aria-label={PAGE_TITLES.opsConsultations} sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        type="date"
        label={TEXT.consultationDay}
        value={filter.date}
        onChange={(event) => {
          if (DAY.test(event.target.value)) send({ type: 'filter', filter: { date: event.target.value, start: 0 } });
        }}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: 220 }}
      />
      {page === null || snapshot.matches('loading') ? (
        <LoadingBlock label={TEXT.loading} />
      ) : page.items.length === 0 ? (
        <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
          {TEXT.noConsultations}
        </Typography>
      ) : (
        <>
          <Box
            component="ul"
            aria-label={TEXT.consultationsOfDay(formatIndiaDay(page.date))}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
          >
            {page.items.map((consultation) => (
              <ConsultationRow
                key={consultation._id}
                consultation={consultation}
                refunding={snapshot.matches({ ready: 'refunding' })}
                busy={busy}
                onRefund={(body) => send({ type: 'refund', consultationId: consultation._id, body })}
              />
            ))}
          </Box>
          <QueuePager
            start={filter.start}
            total={page.total}
            onPage={(start) => send({ type: 'filter', filter: { ...filter, start } })}
          />
        </>
      )}
    </Box>
  );
}
