// The queue itself: the status tabs with their counts, the search, the orders of the tab (each
// confirmed one selectable), the bulk "pack" and the pages.
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { OpsOrderPage } from '@domain/contract/ops';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { OPS_QUEUE_PAGE_SIZE, type OpsQueueFilter } from '@domain/ops';
import { pillRadius } from '@ui/theme/sx';
import { DeskList } from '../DeskList';
import { QueueRow } from './QueueRow';
import { QueueSearch } from './QueueSearch';
import { QueueTabs } from './QueueTabs';

export function OrderQueue({
  filter,
  page,
  selected,
  packing,
  onFilter,
  onToggle,
  onPack,
}: {
  filter: OpsQueueFilter;
  /** Null while the queue loads. */
  page: OpsOrderPage | null;
  selected: readonly string[];
  packing: boolean;
  onFilter: (filter: OpsQueueFilter) => void;
  onToggle: (orderId: string) => void;
  onPack: () => void;
}) {
  return (
    <Box component="section" aria-label={TEXT.queue} sx={{ display: 'grid', gap: 2.5 }}>
      <QueueTabs
        status={filter.status}
        counts={page?.counts ?? null}
        onChange={(status) => onFilter({ status, q: filter.q, start: 0 })}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <QueueSearch key={filter.q} q={filter.q} onSearch={(q) => onFilter({ status: filter.status, q, start: 0 })} />
        <Button
          variant="contained"
          startIcon={<Inventory2OutlinedIcon aria-hidden="true" />}
          aria-disabled={selected.length === 0 || packing}
          onClick={() => {
            if (selected.length > 0 && !packing) onPack();
          }}
          sx={{ borderRadius: pillRadius }}
        >
          {packing ? TEXT.packing : TEXT.packSelected(selected.length)}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {TEXT.packable}
      </Typography>
      <DeskList
        loading={page === null}
        count={page?.items.length ?? 0}
        empty={TEXT.noOrders}
        label={TEXT.allOrders}
        pager={
          page && page.total > OPS_QUEUE_PAGE_SIZE
            ? {
                start: page.start,
                total: page.total,
                onPage: (start) => onFilter({ status: filter.status, q: filter.q, start }),
              }
            : undefined
        }
      >
        {page?.items.map((order) => (
          <QueueRow
            key={order._id}
            order={order}
            selected={selected.includes(order._id)}
            disabled={packing}
            onToggle={() => onToggle(order._id)}
          />
        ))}
      </DeskList>
    </Box>
  );
}
