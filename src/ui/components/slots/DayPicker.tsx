// The next 14 days as chips, India dates; the chosen one is pressed.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { formatIndiaDay } from '@domain/indiaTime';
import { bareList } from '@ui/theme/sx';

export function DayPicker({
  dates,
  chosen,
  onChoose,
}: {
  dates: readonly string[];
  chosen: string;
  onChoose: (date: string) => void;
}) {
  return (
    <Box component="ul" aria-label="Day" sx={{ display: 'flex', gap: 1, overflowX: 'auto', ...bareList, pb: 1 }}>
      {dates.map((date) => (
        <li key={date}>
          <Chip
            label={formatIndiaDay(date)}
            clickable
            aria-pressed={date === chosen}
            color={date === chosen ? 'primary' : 'default'}
            variant={date === chosen ? 'filled' : 'outlined'}
            onClick={() => onChoose(date)}
            sx={{ fontWeight: 600 }}
          />
        </li>
      ))}
    </Box>
  );
}
