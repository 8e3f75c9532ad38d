// The operator's desk: the order queue by status (new, to pack, to ship, shipped, all) with each
// status's count, searched by order number, phone or name, paged; confirmed orders can be selected
// and packed together. Only for a user whose roles (from the server) include operator.
import { useLocation, useSearch } from 'wouter';
import type { OpsOrderPage } from '@domain/contract/ops';
import { opsQueueFilterOf, opsQueueHref, type OpsQueueFilter } from '@domain/ops';
import { useToastingMachine } from '@ui/hooks/useToastingMachine';
import { useServices } from '@ui/services/services';
import { OpsDeskShell, opsRoleScreen } from './OpsDeskShell';
import { OrderQueue } from './queue/OrderQueue';
import { useDeskList } from './useDeskList';

export default function OpsPage() {
  return <OpsDeskShell current="ops" section={(uid) => <Desk uid={uid} />} />;
}

function Desk({ uid }: { uid: string }) {
  const { machines } = useServices();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [snapshot, send] = useToastingMachine(machines.opsQueue, {
    input: { uid, filter: opsQueueFilterOf(search) },
  });
  const list = useDeskList<OpsOrderPage, OpsQueueFilter>(snapshot.children.list!);

  const roleScreen = opsRoleScreen(list);
  if (roleScreen || !list.page) return roleScreen;

  return (
    <OrderQueue
      filter={list.query}
      page={list.state === 'loading' ? null : list.page}
      selected={snapshot.context.selected}
      packing={snapshot.matches('packing')}
      onFilter={(next) => {
        // The URL keeps the tab, search and page, so a reload or the back button returns to them.
        navigate(opsQueueHref(next), { replace: true });
        send({ type: 'filter', filter: next });
      }}
      onToggle={(orderId) => send({ type: 'toggle', orderId })}
      onPack={() => send({ type: 'packSelected' })}
    />
  );
}
