// Doctor applications on the operator's desk: pending, verified or rejected, newest first; a
// pending one is verified or rejected with a reason. Only for operators.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  DOCTOR_APPLICATION_STATUSES,
  type DoctorApplicationStatus,
  type OpsDoctorApplicationPage,
} from '@domain/contract/ops';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { useToastingMachine } from '@ui/hooks/useToastingMachine';
import { PAGE_TITLES } from '@ui/seo/titles';
import { useServices } from '@ui/services/services';
import { DeskList } from './DeskList';
import { ApplicationRow } from './doctors/ApplicationRow';
import { OpsDeskShell, opsRoleScreen } from './OpsDeskShell';
import { useDeskList } from './useDeskList';

export default function OpsDoctorsPage() {
  return <OpsDeskShell current="opsDoctors" section={(uid) => <Applications uid={uid} />} />;
}

function Applications({ uid }: { uid: string }) {
  const { machines } = useServices();
  const [snapshot, send] = useToastingMachine(machines.opsDoctors, {
    input: { uid, status: 'pending' },
  });
  const list = useDeskList<OpsDoctorApplicationPage, DoctorApplicationStatus>(snapshot.children.list!);

  const roleScreen = opsRoleScreen(list);
  const { query: status, page } = list;
  if (roleScreen || !page) return roleScreen;

  const busy = !snapshot.matches('idle') || list.state !== 'ready';
  return (
    <Box component="section" aria-label={PAGE_TITLES.opsDoctors} sx={{ display: 'grid', gap: 2.5 }}>
      <Tabs
        value={status}
        onChange={(_, next: DoctorApplicationStatus) => list.send({ type: 'filter', query: next })}
        aria-label={TEXT.applicationsByStatus}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {DOCTOR_APPLICATION_STATUSES.map((value) => (
          <Tab key={value} value={value} label={TEXT.applicationStatus[value]} />
        ))}
      </Tabs>
      <DeskList
        loading={list.state === 'loading'}
        count={page.items.length}
        empty={TEXT.noApplications}
        label={PAGE_TITLES.opsDoctors}
      >
        {page.items.map((application) => (
          <ApplicationRow
            key={`${application._id}-${application.status}`}
            application={application}
            busy={busy}
            onDecide={(decision) => send({ type: 'decide', applicationId: application._id, decision })}
          />
        ))}
      </DeskList>
    </Box>
  );
}
