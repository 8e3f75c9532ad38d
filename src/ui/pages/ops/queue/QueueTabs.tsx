// The queue's status tabs, each with how many orders are in it (the server counts the whole shop).
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { OrderStatus } from '@domain/contract/commerce';
import type { OrderStatusCounts } from '@domain/contract/ops';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { OPS_QUEUE_TABS } from '@domain/ops';

const ALL = 'all';

export function QueueTabs({
  status,
  counts,
  onChange,
}: {
  status: OrderStatus | undefined;
  /** Null while they load. */
  counts: OrderStatusCounts | null;
  onChange: (status: OrderStatus | undefined) => void;
}) {
  const countOf = (tab: OrderStatus | undefined) =>
    counts === null ? null : tab === undefined ? Object.values(counts).reduce((a, b) => a + b, 0) : counts[tab];
  return (
    <Tabs
      value={status ?? ALL}
      onChange={(_, value: string) => onChange(value === ALL ? undefined : (value as OrderStatus))}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={TEXT.byStatus}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {OPS_QUEUE_TABS.map((tab) => {
        const count = countOf(tab.status);
        return (
          <Tab
            key={tab.label}
            value={tab.status ?? ALL}
            label={count === null ? tab.label : `${tab.label} (${count})`}
            sx={{ textTransform: 'none', fontWeight: 600 }}
          />
        );
      })}
    </Tabs>
  );
}
