// Stock and prices on the operator's desk: products searched by name, or only those low on stock,
// each with its stock, selling price and MRP to change and save, a page at a time (Newer / Older).
// Only for operators.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { OpsItemPage } from '@domain/contract/ops';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import type { OpsStockFilter } from '@domain/ops';
import { useToastingMachine } from '@ui/hooks/useToastingMachine';
import { PAGE_TITLES } from '@ui/seo/titles';
import { useServices } from '@ui/services/services';
import { DeskList } from './DeskList';
import { OpsDeskShell, opsRoleScreen } from './OpsDeskShell';
import { QueueSearch } from './queue/QueueSearch';
import { StockRow } from './stock/StockRow';
import { useDeskList } from './useDeskList';

export default function OpsStockPage() {
  return <OpsDeskShell current="opsStock" section={(uid) => <Stock uid={uid} />} />;
}

function Stock({ uid }: { uid: string }) {
  const { machines } = useServices();
  const [snapshot, send] = useToastingMachine(machines.opsStock, {
    input: { uid, filter: { q: '', lowStock: true, start: 0 } },
  });
  const list = useDeskList<OpsItemPage, OpsStockFilter>(snapshot.children.list!);

  const roleScreen = opsRoleScreen(list);
  const { query: filter, page } = list;
  if (roleScreen || !page) return roleScreen;

  const busy = !snapshot.matches('idle') || list.state !== 'ready';
  const showFilter = (next: OpsStockFilter) => list.send({ type: 'filter', query: next });
  return (
    <Box component="section" aria-label={PAGE_TITLES.opsStock} sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <QueueSearch
          key={filter.q}
          label={TEXT.stockSearch}
          q={filter.q}
          onSearch={(q) => showFilter({ ...filter, q, start: 0 })}
        />
        <FormControlLabel
          control={
            <Switch
              checked={filter.lowStock}
              onChange={(event) => showFilter({ ...filter, lowStock: event.target.checked, start: 0 })}
            />
          }
          label={TEXT.lowStockOnly}
        />
      </Box>
      <DeskList
        loading={list.state === 'loading'}
        count={page.items.length}
        empty={TEXT.noItems}
        label={PAGE_TITLES.opsStock}
        pager={{ start: filter.start, total: page.total, onPage: (start) => showFilter({ ...filter, start }) }}
      >
        {page.items.map((item) => (
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
