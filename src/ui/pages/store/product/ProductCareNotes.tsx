// What is in a product and how to take it, with a word to ask a doctor first.
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import type { StoreItemDetail } from '@domain/contract/catalogue';
import { ROUTES } from '@domain/routes';
import { SurfaceCard } from '@ui/components/SurfaceCard';

const CARE_NOTE_SX = { height: '100%', p: { xs: 2.5, md: 3.5 } } as const;

export function ProductCareNotes({ item }: { item: StoreItemDetail }) {
  return (
    <Grid container spacing={{ xs: 3, md: 4 }} sx={{ mt: { xs: 5, md: 8 } }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <SurfaceCard component="section" aria-labelledby="ingredients-title" sx={CARE_NOTE_SX}>
          <Typography variant="h2" id="ingredients-title" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, mb: 2 }}>
            Key ingredients
          </Typography>
          <Box
            component="ul"
            sx={{ m: 0, pl: 2.5, '& li': { mb: 1, lineHeight: 1.6 }, '& li::marker': { color: 'primary.main' } }}
          >
            {item.keyIngredients.map((ingredient) => (
              <li key={ingredient}>{ingredient}</li>
            ))}
          </Box>
        </SurfaceCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SurfaceCard component="section" aria-labelledby="usage-title" sx={CARE_NOTE_SX}>
          <Typography variant="h2" id="usage-title" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, mb: 2 }}>
            How to use
          </Typography>
          <Typography sx={{ lineHeight: 1.75 }}>{item.usage}</Typography>
          <Box sx={{ mt: 3, p: 2, borderRadius: 1, bgcolor: 'surface.sand' }}>
            <Typography variant="body2" sx={{ lineHeight: 1.6 }}>
              Not sure it is right for you?{' '}
              <MuiLink component={Link} href={ROUTES.doctors.href} underline="always" sx={{ fontWeight: 600 }}>
                Ask one of our Ayurvedic doctors
              </MuiLink>{' '}
              before you begin, especially if you are pregnant, nursing or taking other medicines.
            </Typography>
          </Box>
        </SurfaceCard>
      </Grid>
    </Grid>
  );
}
