// A results section that found nothing, and what to try instead.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PRODUCT_MESSAGES } from '../../../domain/messages';

export function NothingFound({ hint }: { hint: string }) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: 5,
        px: 2,
        border: '1px dashed',
        borderColor: 'surface.borderStrong',
        borderRadius: 1.5,
        bgcolor: 'background.paper',
      }}
    >
      <Typography component="p" variant="h3" sx={{ mb: 1, fontSize: '1.25rem' }}>
        {PRODUCT_MESSAGES.noResults}
      </Typography>
      <Typography color="text.secondary">{hint}</Typography>
    </Box>
  );
}
