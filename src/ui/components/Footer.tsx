import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '@domain/product';
import { FOOTER_SECTIONS, ROUTES } from '@domain/routes';
import { bareList, headingFont } from '@ui/theme/sx';
import { useLoginFromHere } from '../hooks/useLoginFromHere';

export function Footer() {
  const logInFromHere = useLoginFromHere();
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'footer.text', mt: 8, pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography sx={{ fontFamily: headingFont, fontSize: 28, fontWeight: 700 }}>{PRODUCT_NAME}</Typography>
            <Typography variant="body2" sx={{ mt: 1, maxWidth: 320, color: 'footer.muted' }}>
              Authentic Ayurveda, chosen with care, and consultations with verified Ayurvedic doctors, delivered across
              India.
            </Typography>
          </Grid>
          {FOOTER_SECTIONS.map((section) => (
            <Grid key={section.title} size={{ xs: 6, sm: 4, md: 'grow' }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {section.title}
              </Typography>
              <Box component="ul" sx={bareList}>
                {section.links.map((link) => (
                  <Box component="li" key={link.href} sx={{ py: 0.5 }}>
                    <MuiLink
                      component={Link}
                      href={link.href}
                      onClick={link.href === ROUTES.login.href ? logInFromHere : undefined}
                      sx={{ color: 'footer.text' }}
                    >
                      {link.label}
                    </MuiLink>
                  </Box>
                ))}
              </Box>
            </Grid>
          ))}
        </Grid>
        <Typography variant="body2" sx={{ mt: 5, color: 'footer.muted' }}>
          © {new Date().getFullYear()} Ojas Wellness Private Limited. Prices include GST. Content is for information and
          is not a substitute for medical advice.
        </Typography>
      </Container>
    </Box>
  );
}
