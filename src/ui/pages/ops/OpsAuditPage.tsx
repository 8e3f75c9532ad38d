// The audit log on the operator's desk: every operator action, newest first, a page at a time,
// with who, when, what and the values before and after. Read only. Only for operators.
import Box from '@mui/material/Box';
import { useMachine } from '@xstate/react';
import type { AuditPage } from '@domain/contract/ops';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { useLazyMachine } from '@ui/hooks/useLazyMachine';
import { PAGE_TITLES } from '@ui/seo/titles';
import { useServices } from '@ui/services/services';
import { AuditRow } from './audit/AuditRow';
import { DeskList } from './DeskList';
import { OpsDeskShell, opsRoleScreen } from './OpsDeskShell';
import { useDeskList } from './useDeskList';

export default function OpsAuditPage() {
  return <OpsDeskShell current="opsAudit" section={(uid) => <AuditLog uid={uid} />} />;
}

function AuditLog({ uid }: { uid: string }) {
  const { machines } = useServices();
  const [, , actor] = useMachine(useLazyMachine(machines.opsAudit), { input: { uid, query: 0 } });
  const list = useDeskList<AuditPage, number>(actor);

  const roleScreen = opsRoleScreen(list);
  const { query: start, page } = list;
  if (roleScreen || !page) return roleScreen;

  return (
    <Box component="section" aria-label={PAGE_TITLES.opsAudit} sx={{ display: 'grid', gap: 2.5 }}>
      <DeskList
        loading={list.state === 'loading'}
        count={page.items.length}
        empty={TEXT.noAuditEntries}
        label={TEXT.auditEntries}
        pager={{ start, total: page.total, onPage: (next) => list.send({ type: 'filter', query: next }) }}
      >
        {page.items.map((entry) => (
          <AuditRow key={entry._id} entry={entry} />
        ))}
      </DeskList>
    </Box>
  );
}
