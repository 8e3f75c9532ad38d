// A list on the operator's desk: loading, what an empty list says, or its rows, with the pager
// of a list that pages (kept on an empty page past the end, so the way back stays).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { LoadingBlock } from '@ui/components/PageState';
import { bareList } from '@ui/theme/sx';
import { QueuePager } from './queue/QueuePager';

export interface DeskPager {
  start: number;
  total: number;
  onPage: (start: number) => void;
}

export function DeskList({
  loading,
  count,
  empty,
  label,
  pager,
  children,
}: {
  loading: boolean;
  /** Rows shown. */
  count: number;
  /** What the list says when it has no rows. */
  empty: string;
  label: string;
  pager?: DeskPager;
  /** The rows, each an <li>. */
  children: ReactNode;
}) {
  if (loading) return <LoadingBlock label={TEXT.loading} />;
  const paging = pager && (count > 0 || pager.total > 0) ? <QueuePager {...pager} /> : null;
  if (count === 0)
    return (
      <>
        <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
          {empty}
        </Typography>
        {paging}
      </>
    );
  return (
    <>
      <Box component="ul" aria-label={label} sx={{ ...bareList, display: 'grid', gap: 1.5 }}>
        {children}
      </Box>
      {paging}
    </>
  );
}
