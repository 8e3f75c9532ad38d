// A page whose one thing does not exist (the server answered 404): it says so plainly, without
// blaming the connection, and offers the way back.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { SITE_MESSAGES } from '@domain/messages/site';

export function Missing({ text, backHref, backLabel }: { text: string; backHref: string; backLabel: string }) {
  return (
    <Box sx={{ maxWidth: 640, py: { xs: 2, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {SITE_MESSAGES.notFound}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text}
      </Typography>
      <Button component={Link} href={backHref} variant="contained" startIcon={<ArrowBackIcon aria-hidden="true" />}>
        {backLabel}
      </Button>
    </Box>
  );
}
