// A results section that found nothing, and what to try instead.
import Typography from '@mui/material/Typography';
import { NoResults } from '@ui/components/NoResults';

export function NothingFound({ hint }: { hint: string }) {
  return (
    <NoResults headingComponent="p" compact>
      <Typography color="text.secondary">{hint}</Typography>
    </NoResults>
  );
}
