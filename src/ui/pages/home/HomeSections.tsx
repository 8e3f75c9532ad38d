// The home page's loaded sections: concerns, bestsellers, brands, doctors and the latest posts.
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Home } from '@domain/contract/home';
import { ROUTES } from '@domain/routes';
import { BlogCard } from '@ui/components/BlogCard';
import { DoctorCard } from '@ui/components/DoctorCard';
import { HeadedSection } from '@ui/components/HeadedSection';
import { ItemGrid } from '@ui/components/ItemGrid';
import { PageSection, SECTION_PY } from '@ui/components/PageSection';
import { bareList, drawnWhenNear } from '@ui/theme/sx';
import { BrandRow } from './BrandRow';
import { ConcernTiles } from './ConcernTiles';

// Below a phone's first screen, each section is drawn when near it; the heights are a phone's.
const BESTSELLERS_SX = drawnWhenNear(1840);
const BRANDS_SX = { bgcolor: 'surface.sand', ...drawnWhenNear(350) } as const;
const DOCTORS_SX = drawnWhenNear(1460);
const POSTS_SX = {
  bgcolor: 'background.paper',
  borderTop: 1,
  borderColor: 'surface.edge',
  ...drawnWhenNear(1530),
} as const;

export function HomeSections({ home }: { home: Home }) {
  return (
    <>
      {home.concerns.length > 0 && (
        <HeadedSection
          id="concerns-title"
          title="Shop by concern"
          subtitle="Find remedies chosen for what you want to feel better about."
          viewAllHref={ROUTES.storeConcern.href}
          containerSx={{ pt: SECTION_PY, pb: { xs: 2, md: 3 } }}
        >
          <ConcernTiles concerns={home.concerns} />
        </HeadedSection>
      )}
      {home.featuredItems.length > 0 && (
        <HeadedSection
          id="featured-title"
          title="Bestsellers"
          subtitle="Much-loved formulations our customers come back for."
          viewAllHref={ROUTES.store.href}
          sx={BESTSELLERS_SX}
        >
          <ItemGrid items={home.featuredItems} />
        </HeadedSection>
      )}
      {home.brands.length > 0 && (
        <PageSection labelledBy="brands-title" sx={BRANDS_SX}>
          <Box sx={{ textAlign: 'center', mb: { xs: 3, md: 4 } }}>
            <Typography variant="h2" id="brands-title">
              Our brands
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.75 }}>
              Makers we know well, from family dispensaries to modern labs.
            </Typography>
          </Box>
          <BrandRow brands={home.brands} />
        </PageSection>
      )}
      {home.featuredDoctors.length > 0 && (
        <HeadedSection
          id="doctors-title"
          title="Consult an Ayurvedic doctor"
          subtitle="Private online consultations with experienced, verified practitioners."
          viewAllHref={ROUTES.doctors.href}
          sx={DOCTORS_SX}
        >
          <Grid container spacing={{ xs: 2, md: 3 }} component="ul" sx={bareList}>
            {home.featuredDoctors.map((doctor) => (
              <Grid key={doctor._id} size={{ xs: 12, md: 6 }} component="li">
                <DoctorCard doctor={doctor} />
              </Grid>
            ))}
          </Grid>
        </HeadedSection>
      )}
      {home.latestPosts.length > 0 && (
        <HeadedSection
          id="posts-title"
          title="From the blog"
          subtitle="Practical Ayurveda, written by our doctors."
          viewAllHref={ROUTES.blogs.href}
          sx={POSTS_SX}
        >
          <Grid container spacing={{ xs: 2, md: 3 }} component="ul" sx={bareList}>
            {home.latestPosts.map((post) => (
              <Grid key={post._id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                <BlogCard post={post} />
              </Grid>
            ))}
          </Grid>
        </HeadedSection>
      )}
    </>
  );
}
