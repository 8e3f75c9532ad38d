// The day's consultations on the operator's desk: every doctor's consultations of one India day
// (today's first), a page at a time, each with its payment and refunds and a new refund of what
// is left. Only for operators.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMachine } from '@xstate/react';
import { formatIndiaDay } from '@domain/indiaTime';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { ROUTES } from '@domain/routes';
import { indiaDate } from '@domain/slots';
import { useLazyMachine } from '@ui/hooks/useLazyMachine';
import { useToastEmitter } from '@ui/hooks/useToastEmitter';
import { PAGE_TITLES } from '@ui/seo/titles';
import { useServices } from '@ui/services/services';
import { ConsultationRow } from './consultations/ConsultationRow';
import { DeskList } from './DeskList';
import { OpsDeskShell, opsRoleScreen } from './OpsDeskShell';

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

  const roleScreen = opsRoleScreen(snapshot, snapshot.context.page !== null, () => send({ type: 'retry' }));
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
      <DeskList
        loading={page === null || snapshot.matches('loading')}
        count={page?.items.length ?? 0}
        empty={TEXT.noConsultations}
        label={page ? TEXT.consultationsOfDay(formatIndiaDay(page.date)) : ''}
        pager={
          page
            ? {
                start: filter.start,
                total: page.total,
                onPage: (start) => send({ type: 'filter', filter: { ...filter, start } }),
              }
            : undefined
        }
      >
        {page?.items.map((consultation) => (
          <ConsultationRow
            key={consultation._id}
            consultation={consultation}
            refunding={snapshot.matches({ ready: 'refunding' })}
            busy={busy}
            onRefund={(body) => send({ type: 'refund', consultationId: consultation._id, body })}
          />
        ))}
      </DeskList>
    </Box>
  );
}
