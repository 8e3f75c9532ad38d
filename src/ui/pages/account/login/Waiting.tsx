// A card with a spinner while the session works.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { cardSx } from './loginCardSx';

export function Waiting({ title, text }: { title: string; text: string }) {
  return (
    <Card sx={{ ...cardSx, maxWidth: 520, mx: 'auto', textAlign: 'center', py: { xs: 5, sm: 6 } }}>
      <Box role="status" aria-live="polite">
        <CircularProgress aria-hidden="true" sx={{ mb: 3 }} />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2rem' }, mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </Box>
    </Card>
  );
}
