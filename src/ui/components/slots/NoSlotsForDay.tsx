// A day without free slots, said in place (not as a toast), and the way on when there is one:
// the next later day with a free slot, chosen like a day chip. The booking panel and the
// reschedule dialog show the same.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatIndiaDay } from '@domain/indiaTime';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { SITE_MESSAGES } from '@domain/messages/site';

export function NoSlotsForDay({
  nextFreeDate,
  onChoose,
  sx,
}: {
  /** The next later day with a free slot, once found; null while looking or when there is none. */
  nextFreeDate: string | null;
  onChoose: (date: string) => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box sx={sx}>
      <Typography role="status" color="text.secondary">
        {COMMON_MESSAGES.noSlotsForDay}
      </Typography>
      {nextFreeDate && (
        <Button variant="outlined" sx={{ mt: 1.5 }} onClick={() => onChoose(nextFreeDate)}>
          {SITE_MESSAGES.nextAvailableDay(formatIndiaDay(nextFreeDate))}
        </Button>
      )}
    </Box>
  );
}
