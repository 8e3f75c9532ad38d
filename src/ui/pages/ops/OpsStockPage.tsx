// Stock and prices on the operator's desk: products searched by name, or only those low on stock,
// each with its stock, selling price and MRP to change and save, a page at a time (Newer / Older).
// Only for operators.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useMachine } from '@xstate/react';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { ROUTES } from '@domain/routes';
import { useLazyMachine } from '@ui/hooks/useLazyMachine';
import { useToastEmitter } from '@ui/hooks/useToastEmitter';
import { PAGE_TITLES } from '@ui/seo/titles';
import { useServices } from '@ui/services/services';
import { DeskList } from './DeskList';
import { OpsDeskShell, opsRoleScreen } from './OpsDeskShell';
import { QueueSearch } from './queue/QueueSearch';
import { StockRow } from './stock/StockRow';

export default function OpsStockPage() {
  return (
    <OpsDeskShell title={PAGE_TITLES.opsStock} current={ROUTES.opsStock.href} section={(uid) => <Stock uid={uid} />} />
  );
}

function Stock({ uid }: { uid: string }) {
  const { machines } = useServices();
  const [snapshot, send, actor] = useMachine(useLazyMachine(machines.opsStock), {
    input: { uid, filter: { q: '', lowStock: true, start: 0 } },
  });
  useToastEmitter(actor);

  const roleScreen = opsRoleScreen(snapshot, snapshot.context.page !== null, () => send({ type: 'retry' }));
  if (roleScreen) return roleScreen;

  const { filter, page } = snapshot.context;
  const busy = !snapshot.matches({ ready: 'idle' });
  return (
    <Box component="section" aria-label={PAGE_TITLES.opsStock} sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <QueueSearch
          key={filter.q}
          label={TEXT.stockSearch}
          q={filter.q}
          onSearch={(q) => send({ type: 'filter', filter: { ...filter, q, start: 0 } })}
        />
        <FormControlLabel
          control={
            <Switch
              checked={filter.lowStock}
              onChange={(event) =>
                send({ type: 'filter', filter: { ...filter, lowStock: event.target.checked, start: 0 } })
              }
            />
          }
          label={TEXT.lowStockOnly}
        />
      </Box>
      <DeskList
        loading={page === null || snapshot.matches('loading')}
        count={page?.items.length ?? 0}
        empty={TEXT.noItems}
        label={PAGE_TITLES.opsStock}
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
        {page?.items.map((item) => (
          <StockRow
            key={`${item._id}-${item.updatedAt}`}
            item={item}
            busy={busy}
            onSave={(body) => send({ type: 'save', itemId: item._id, body })}
          />
        ))}
      </DeskList>
    </Box>
  );
}
