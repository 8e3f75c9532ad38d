// The phone's way to the filters: a button that counts the filters in use.
import TuneIcon from '@mui/icons-material/Tune';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { pillRadius } from '@ui/theme/sx';

export function FiltersButton({ count, onOpen }: { count: number; onOpen: () => void }) {
  return (
    <Button
      variant="outlined"
      onClick={onOpen}
      aria-label={count ? `Filters, ${count} in use` : 'Filters'}
      startIcon={
        <Badge badgeContent={count} color="primary">
          <TuneIcon aria-hidden="true" />
        </Badge>
      }
      sx={{
        display: { md: 'none' },
        borderRadius: pillRadius,
        px: 2,
        bgcolor: 'background.paper',
        borderColor: 'surface.borderStrong',
        color: 'text.primary',
      }}
    >
      Filters
    </Button>
  );
}
