// Why people can trust the store, in four short points.
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FREE_SHIPPING_MIN_RUPEES } from '@domain/constants';
import { formatRupees } from '@domain/money';
import { IconBubble } from '@ui/components/IconBubble';
import { bareList } from '@ui/theme/sx';

export const TRUST_POINTS = [
  {
    icon: <VerifiedOutlinedIcon />,
    title: 'Genuine products',
    text: 'Sourced directly from the brands that make them.',
  },
  {
    icon: <VerifiedUserOutlinedIcon />,
    title: 'Verified doctors',
    text: 'Every practitioner’s qualifications are checked.',
  },
  {
    icon: <LocalShippingOutlinedIcon />,
    title: `Free shipping over ${formatRupees(FREE_SHIPPING_MIN_RUPEES)}`,
    text: 'Delivered across India, with tracking.',
  },
  { icon: <LockOutlinedIcon />, title: 'Secure payments', text: 'UPI, cards and net banking, fully encrypted.' },
] as const;

export function TrustStrip() {
  return (
    <Box
      component="section"
      aria-label="Why shop with Ojas"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'surface.edge' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
        <Grid container spacing={{ xs: 2.5, md: 3 }} component="ul" sx={bareList}>
          {TRUST_POINTS.map((point) => (
            <Grid
              key={point.title}
              size={{ xs: 6, md: 3 }}
              component="li"
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
            >
              <IconBubble>{point.icon}</IconBubble>
              <Box>
                <Typography sx={{ fontWeight: 700, fontSize: 15, lineHeight: 1.3 }}>{point.title}</Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: { xs: 'none', sm: 'block' }, mt: 0.25 }}
                >
                  {point.text}
                </Typography>
              </Box>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
