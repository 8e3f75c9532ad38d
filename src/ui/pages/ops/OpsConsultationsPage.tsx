// The day's consultations on the operator's desk: every doctor's consultations of one India day
// (today's first), a page at a time, each with its payment and refunds and a new refund of what
// is left. Only for operators.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { OpsConsultationPage } from '@domain/contract/ops';
import { formatIndiaDay } from '@domain/indiaTime';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import type { OpsConsultationsFilter } from '@domain/ops';
import { indiaDate } from '@domain/slots';
import { useToastingMachine } from '@ui/hooks/useToastingMachine';
import { PAGE_TITLES } from '@ui/seo/titles';
import { useServices } from '@ui/services/services';
import { ConsultationRow } from './consultations/ConsultationRow';
import { DeskList } from './DeskList';
import { OpsDeskShell, opsRoleScreen } from './OpsDeskShell';
import { useDeskList } from './useDeskList';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export default function OpsConsultationsPage() {
  return <OpsDeskShell current="opsConsultations" section={(uid) => <DayConsultations uid={uid} />} />;
}

function DayConsultations({ uid }: { uid: string }) {
  const { machines } = useServices();
  const [snapshot, send] = useToastingMachine(machines.opsConsultations, {
    input: { uid, filter: { date: indiaDate(Date.now()), start: 0 } },
  });
  const list = useDeskList<OpsConsultationPage, OpsConsultationsFilter>(snapshot.children.list!);

  const roleScreen = opsRoleScreen(list);
  const { query: filter, page } = list;
  if (roleScreen || !page) return roleScreen;

  const busy = !snapshot.matches('idle') || list.state !== 'ready';
  return (
    <Box component="section" aria-label={PAGE_TITLES.opsConsultations} sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        type="date"
        label={TEXT.consultationDay}
        value={filter.date}
        onChange={(event) => {
          if (DAY.test(event.target.value))
            list.send({ type: 'filter', query: { date: event.target.value, start: 0 } });
        }}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: 220 }}
      />
      <DeskList
        loading={list.state === 'loading'}
        count={page.items.length}
        empty={TEXT.noConsultations}
        label={TEXT.consultationsOfDay(formatIndiaDay(page.date))}
        pager={{
          start: filter.start,
          total: page.total,
          onPage: (start) => list.send({ type: 'filter', query: { ...filter, start } }),
        }}
      >
        {page.items.map((consultation) => (
          <ConsultationRow
            key={consultation._id}
            consultation={consultation}
            refunding={snapshot.matches('refunding')}
            busy={busy}
            onRefund={(body) => send({ type: 'refund', consultation, body })}
          />
        ))}
      </DeskList>
    </Box>
  );
}
