// The audit log on the operator's desk: every operator action, newest first, a page at a time,
// with who, when, what and the values before and after. Read only. Only for operators.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMachine } from '@xstate/react';
import { OPS_DESK_MESSAGES as TEXT } from '../../../domain/messages';
import { ROUTES } from '../../../domain/routes';
import { LoadingBlock } from '../../components/PageState';
import { useLazyMachine } from '../../hooks/useLazyMachine';
import { PAGE_TITLES } from '../../seo/titles';
import { useServices } from '../../services/services';
import { AuditRow } from './audit/AuditRow';
import { OpsDeskShell, opsRoleScreen } from './OpsDeskShell';
import { QueuePager } from './queue/QueuePager';

export default function OpsAuditPage() {
  return (
    <OpsDeskShell
      title={PAGE_TITLES.opsAudit}
      current={ROUTES.opsAudit.href}
      section={(uid) => <AuditLog uid={uid} />}
    />
  );
}

function AuditLog({ uid }: { uid: string }) {
  const { machines } = useServices();
  const [snapshot, send] = useMachine(useLazyMachine(machines.opsAudit), { input: { uid, start: 0 } });

  const roleScreen = opsRoleScreen(snapshot, () => send({ type: 'retry' }));
  if (roleScreen) return roleScreen;

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
