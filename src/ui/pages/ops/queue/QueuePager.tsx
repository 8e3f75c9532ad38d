// Newer and older pages of the queue.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { OPS_QUEUE_PAGE_SIZE } from '@domain/ops';

export function QueuePager({
  start,
  total,
  onPage,
}: {
  start: number;
  total: number;
  onPage: (start: number) => void;
}) {
  const last = Math.min(start + OPS_QUEUE_PAGE_SIZE, total);
  return (
    <Box
      component="nav"
      aria-label={TEXT.pages}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}
    >
      <Button
        startIcon={<ChevronLeftIcon aria-hidden="true" />}
        disabled={start === 0}
        onClick={() => onPage(Math.max(0, start - OPS_QUEUE_PAGE_SIZE))}
      >
        {TEXT.newer}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {TEXT.shown(start + 1, last, total)}
      </Typography>
      <Button endIcon={<ChevronRightIcon aria-hidden="true" />} disabled={last >= total} onClick={() => onPage(last)}>
        {TEXT.older}
      </Button>
    </Box>
  );
}
