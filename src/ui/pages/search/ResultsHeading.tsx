// A results section's heading, with its count announced as a status.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function ResultsHeading({ id, title, status }: { id: string; title: string; status: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'baseline',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 1,
        mb: 2.5,
      }}
    >
      <Typography variant="h2" id={id} sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' } }}>
        {title}
      </Typography>
      <Typography role="status" color="text.secondary" sx={{ fontWeight: 600 }}>
        {status}
      </Typography>
    </Box>
  );
}
