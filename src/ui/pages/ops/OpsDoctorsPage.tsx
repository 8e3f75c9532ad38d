// Doctor applications on the operator's desk: pending, verified or rejected, newest first; a
// pending one is verified or rejected with a reason. Only for operators.
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMachine } from '@xstate/react';
import { DOCTOR_APPLICATION_STATUSES, type DoctorApplicationStatus } from '../../../domain/contract/ops';
import { OPS_DESK_MESSAGES as TEXT } from '../../../domain/messages';
import { ROUTES } from '../../../domain/routes';
import { LoadingBlock, Unavailable } from '../../components/PageState';
import { useLazyMachine } from '../../hooks/useLazyMachine';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSignedInUser } from '../../hooks/useSignedInUser';
import { useToastEmitter } from '../../hooks/useToastEmitter';
import { PAGE_TITLES } from '../../seo/titles';
import { useServices } from '../../services/services';
import { DashboardNotice } from '../account/dashboard/DashboardNotice';
import { ApplicationRow } from './doctors/ApplicationRow';
import { OpsNav } from './OpsNav';

export default function OpsDoctorsPage() {
  usePageTitle(PAGE_TITLES.opsDoctors);
  const user = useSignedInUser();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ mb: { xs: 3, md: 4 } }}>
        {PAGE_TITLES.ops}
      </Typography>
      <OpsNav current={ROUTES.opsDoctors.href} />
      {user.status === 'signedIn' ? <Applications uid={user.uid} /> : <LoadingBlock />}
    </Container>
  );
}

function Applications({ uid }: { uid: string }) {
  const { machines } = useServices();
  const [snapshot, send, actor] = useMachine(useLazyMachine(machines.opsDoctors), {
    input: { uid, status: 'pending' },
  });
  useToastEmitter(actor);

  if (snapshot.matches('checkingRole')) return <LoadingBlock label={TEXT.loading} />;
  if (snapshot.matches('unavailable')) return <Unavailable onRetry={() => send({ type: 'retry' })} />;
  if (snapshot.matches('notAnOperator'))
    return (
      <DashboardNotice icon={<StorefrontOutlinedIcon />} title={TEXT.notAnOperator}>
        <Typography color="text.secondary">{TEXT.notAnOperatorDetail}</Typography>
      </DashboardNotice>
    );

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
      {page === null || snapshot.matches('loading') ? (
        <LoadingBlock label={TEXT.loading} />
      ) : page.items.length === 0 ? (
        <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
          {TEXT.noApplications}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={PAGE_TITLES.opsDoctors}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {page.items.map((application) => (
            <ApplicationRow
              key={`${application._id}-${application.status}`}
              application={application}
              busy={busy}
              onDecide={(decision) => send({ type: 'decide', applicationId: application._id, decision })}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
