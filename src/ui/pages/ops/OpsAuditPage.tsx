// The audit log on the operator's desk: every operator action, newest first, a page at a time,
// with who, when, what and the values before and after. Read only. Only for operators.
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMachine } from '@xstate/react';
import { OPS_DESK_MESSAGES as TEXT } from '../../../domain/messages';
import { ROUTES } from '../../../domain/routes';
import { LoadingBlock, Unavailable } from '../../components/PageState';
import { useLazyMachine } from '../../hooks/useLazyMachine';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSignedInUser } from '../../hooks/useSignedInUser';
import { PAGE_TITLES } from '../../seo/titles';
import { useServices } from '../../services/services';
import { DashboardNotice } from '../account/dashboard/DashboardNotice';
import { AuditRow } from './audit/AuditRow';
import { OpsNav } from './OpsNav';
import { QueuePager } from './queue/QueuePager';

export default function OpsAuditPage() {
  usePageTitle(PAGE_TITLES.opsAudit);
  const user = useSignedInUser();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ mb: { xs: 3, md: 4 } }}>
        {PAGE_TITLES.ops}
      </Typography>
      <OpsNav current={ROUTES.opsAudit.href} />
      {user.status === 'signedIn' ? <AuditLog uid={user.uid} /> : <LoadingBlock />}
    </Container>
  );
}

function AuditLog({ uid }: { uid: string }) {
  const { machines } = useServices();
  const [snapshot, send] = useMachine(useLazyMachine(machines.opsAudit), { input: { uid, start: 0 } });

  if (snapshot.matches('checkingRole')) return <LoadingBlock label={TEXT.loading} />;
  if (snapshot.matches('unavailable')) return <Unavailable onRetry={() => send({ type: 'retry' })} />;
  if (snapshot.matches('notAnOperator'))
    return (
      <DashboardNotice icon={<StorefrontOutlinedIcon />} title={TEXT.notAnOperator}>
        <Typography color="text.secondary">{TEXT.notAnOperatorDetail}</Typography>
      </DashboardNotice>
    );

  const { start, page } = snapshot.context;
  return (
    <Box component="section" aria-label={PAGE_TITLES.opsAudit} sx={{ display: 'grid', gap: 2.5 }}>
      {page === null || snapshot.matches('loading') ? (
        <LoadingBlock label={TEXT.loading} />
      ) : page.items.length === 0 ? (
        <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
          {TEXT.noAuditEntries}
        </Typography>
      ) : (
        <>
          <Box
            component="ul"
            aria-label={TEXT.auditEntries}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
          >
            {page.items.map((entry) => (
              <AuditRow key={entry._id} entry={entry} />
            ))}
          </Box>
          <QueuePager start={start} total={page.total} onPage={(next) => send({ type: 'page', start: next })} />
        </>
      )}
    </Box>
  );
}
