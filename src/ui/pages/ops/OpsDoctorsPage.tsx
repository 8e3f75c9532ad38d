// Doctor applications on the operator's desk: pending, verified or rejected, newest first; a
// pending one is verified or rejected with a reason. Only for operators.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useMachine } from '@xstate/react';
import { DOCTOR_APPLICATION_STATUSES, type DoctorApplicationStatus } from '@domain/contract/ops';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { ROUTES } from '@domain/routes';
import { useLazyMachine } from '@ui/hooks/useLazyMachine';
import { useToastEmitter } from '@ui/hooks/useToastEmitter';
import { PAGE_TITLES } from '@ui/seo/titles';
import { useServices } from '@ui/services/services';
import { DeskList } from './DeskList';
import { ApplicationRow } from './doctors/ApplicationRow';
import { OpsDeskShell, opsRoleScreen } from './OpsDeskShell';

export default function OpsDoctorsPage() {
  return (
    <OpsDeskShell
      title={PAGE_TITLES.opsDoctors}
      current={ROUTES.opsDoctors.href}
      section={(uid) => <Applications uid={uid} />}
    />
  );
}

function Applications({ uid }: { uid: string }) {
  const { machines } = useServices();
  const [snapshot, send, actor] = useMachine(useLazyMachine(machines.opsDoctors), {
    input: { uid, status: 'pending' },
  });
  useToastEmitter(actor);

  const roleScreen = opsRoleScreen(snapshot, snapshot.context.page !== null, () => send({ type: 'retry' }));
  if (roleScreen) return roleScreen;

  const { status, page } = snapshot.context;
  const busy = !snapshot.matches({ ready: 'idle' });
  return (
    <Box component="section" aria-label={PAGE_TITLES.opsDoctors} sx={{ display: 'grid', gap: 2.5 }}>
      <Tabs
        value={status}
        onChange={(_, next: DoctorApplicationStatus) => send({ type: 'filter', status: next })}
        aria-label={TEXT.applicationsByStatus}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {DOCTOR_APPLICATION_STATUSES.map((value) => (
          <Tab key={value} value={value} label={TEXT.applicationStatus[value]} />
        ))}
      </Tabs>
      <DeskList
        loading={page === null || snapshot.matches('loading')}
        count={page?.items.length ?? 0}
        empty={TEXT.noApplications}
        label={PAGE_TITLES.opsDoctors}
      >
        {page?.items.map((application) => (
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
