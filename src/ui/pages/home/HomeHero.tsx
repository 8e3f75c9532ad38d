// The home page's welcome: what Ojas is, and the two ways in.
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { ROUTES } from '@domain/routes';
import { Eyebrow } from '@ui/components/Eyebrow';
import { Sprig } from '@ui/components/Sprig';
import { heroBand, pillRadius } from '@ui/theme/sx';

export function HomeHero() {
  return (
    <Box component="section" aria-labelledby="home-title" sx={heroBand}>
      {/* Hung from the top, not the bottom: while the page's HTML is still arriving the hero is
          short, and a sprig anchored to its bottom would jump down as the text came in. */}
      <Sprig
        sx={{
          right: { xs: -120, sm: -40, md: 40, lg: 80 },
          top: { xs: 220, md: 60 },
          height: { xs: 360, md: 520 },
          opacity: { xs: 0.28, md: 1 },
        }}
      />
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          left: -120,
          top: -120,
          width: 320,
          height: 320,
          borderRadius: '50%',
          bgcolor: 'surface.glow',
          opacity: 0.5,
        }}
      />
      <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 7, md: 12 } }}>
        <Box sx={{ maxWidth: 640 }}>
          <Eyebrow sx={{ mb: 2 }}>Authentic Ayurveda · Trusted care</Eyebrow>
          <Typography variant="h1" id="home-title" sx={{ color: 'primary.dark', mb: 2.5 }}>
            Everyday balance, the Ayurvedic way
          </Typography>
          <Typography
            sx={{ fontSize: { xs: 17, md: 19 }, lineHeight: 1.65, color: 'text.secondary', mb: 4, maxWidth: 560 }}
          >
            Classical formulations from brands we know, and one-to-one consultations with verified Ayurvedic doctors, so
            you can care for body and mind with confidence.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button
              component={Link}
              href={ROUTES.store.href}
              variant="contained"
              size="large"
              endIcon={<ArrowForwardIcon aria-hidden="true" />}
              sx={{ px: 3.5, py: 1.5, borderRadius: pillRadius, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
            >
              Shop products
            </Button>
            <Button
              component={Link}
              href={ROUTES.doctors.href}
              variant="outlined"
              size="large"
              sx={{
                px: 3.5,
                py: 1.5,
                borderRadius: pillRadius,
                bgcolor: 'surface.veil',
                borderWidth: 1.5,
                flex: { xs: '1 1 100%', sm: '0 0 auto' },
              }}
            >
              Consult a doctor
            </Button>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
