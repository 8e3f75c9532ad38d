// The audit log on the operator's desk: every operator action, newest first, a page at a time,
// with who, when, what and the values before and after. Read only. Only for operators.
import Box from '@mui/material/Box';
import { useMachine } from '@xstate/react';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { ROUTES } from '@domain/routes';
import { useLazyMachine } from '@ui/hooks/useLazyMachine';
import { PAGE_TITLES } from '@ui/seo/titles';
import { useServices } from '@ui/services/services';
import { AuditRow } from './audit/AuditRow';
import { DeskList } from './DeskList';
import { OpsDeskShell, opsRoleScreen } from './OpsDeskShell';

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

  const roleScreen = opsRoleScreen(snapshot, snapshot.context.page !== null, () => send({ type: 'retry' }));
  if (roleScreen) return roleScreen;

  const { start, page } = snapshot.context;
  return (
    <Box component="section" aria-label={PAGE_TITLES.opsAudit} sx={{ display: 'grid', gap: 2.5 }}>
      <DeskList
        loading={page === null || snapshot.matches('loading')}
        count={page?.items.length ?? 0}
        empty={TEXT.noAuditEntries}
        label={TEXT.auditEntries}
        pager={page ? { start, total: page.total, onPage: (next) => send({ type: 'page', start: next }) } : undefined}
      >
        {page?.items.map((entry) => (
          <AuditRow key={entry._id} entry={entry} />
        ))}
      </DeskList>
    </Box>
  );
}
