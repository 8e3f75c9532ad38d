// Home: a warm welcome, then the ways in — concerns, featured products, brands, doctors and
// the latest reading — and why people can trust the store.
import AccessibilityNewOutlinedIcon from '@mui/icons-material/AccessibilityNewOutlined';
import AirOutlinedIcon from '@mui/icons-material/AirOutlined';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import BedtimeOutlinedIcon from '@mui/icons-material/BedtimeOutlined';
import BloodtypeOutlinedIcon from '@mui/icons-material/BloodtypeOutlined';
import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import FaceOutlinedIcon from '@mui/icons-material/FaceOutlined';
import FemaleOutlinedIcon from '@mui/icons-material/FemaleOutlined';
import LocalFloristOutlinedIcon from '@mui/icons-material/LocalFloristOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import MonitorHeartOutlinedIcon from '@mui/icons-material/MonitorHeartOutlined';
import RestaurantOutlinedIcon from '@mui/icons-material/RestaurantOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import SpaOutlinedIcon from '@mui/icons-material/SpaOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { FREE_SHIPPING_MIN_RUPEES } from '../../../domain/constants';
import type { Brand, ItemCategory } from '../../../domain/contract/catalogue';
import type { Home } from '../../../domain/contract/home';
import { formatRupees } from '../../../domain/money';
import { categoryHref, ROUTES } from '../../../domain/routes';
import { BlogCard } from '../../components/BlogCard';
import { DoctorCard } from '../../components/DoctorCard';
import { ItemGrid, ItemGridSkeleton } from '../../components/ItemGrid';
import { LoadingBlock, Unavailable } from '../../components/PageState';
import { Picture } from '../../components/Picture';
import { SectionHeading } from '../../components/SectionHeading';
import { Sprig } from '../../components/Sprig';
import { linkCardSx, stretchedLinkSx } from '../../components/stretchedLink';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useResource } from '../../hooks/useResource';
import { pillRadius } from '../../theme/sx';

const SECTION_PY = { xs: 6, md: 9 } as const;

/** An icon per concern; concerns the list does not know get a flower. */
const CONCERN_ICONS: Record<string, ReactNode> = {
  immunity: <ShieldOutlinedIcon />,
  digestion: <RestaurantOutlinedIcon />,
  'stress-and-sleep': <BedtimeOutlinedIcon />,
  skin: <FaceOutlinedIcon />,
  hair: <SpaOutlinedIcon />,
  joints: <AccessibilityNewOutlinedIcon />,
  'heart-health': <MonitorHeartOutlinedIcon />,
  'diabetes-care': <BloodtypeOutlinedIcon />,
  'women-wellness': <FemaleOutlinedIcon />,
  respiratory: <AirOutlinedIcon />,
  'energy-and-vitality': <BoltOutlinedIcon />,
};

const TRUST_POINTS = [
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

function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="home-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        background: (theme) => theme.palette.gradient.hero,
        borderBottom: 1,
        borderColor: 'surface.edge',
      }}
    >
      <Sprig
        sx={{
          right: { xs: -120, sm: -40, md: 40, lg: 80 },
          bottom: { xs: -80, md: -40 },
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
          <Typography
            sx={{
              color: 'secondary.main',
              fontWeight: 700,
              letterSpacing: 1.2,
              textTransform: 'uppercase',
              fontSize: 13,
              mb: 2,
            }}
          >
            Authentic Ayurveda · Trusted care
          </Typography>
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
                bgcolor: 'surface.frosted',
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

function TrustStrip() {
  return (
    <Box
      component="section"
      aria-label="Why shop with Ojas"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'surface.edge' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
        <Grid container spacing={{ xs: 2.5, md: 3 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {TRUST_POINTS.map((point) => (
            <Grid
              key={point.title}
              size={{ xs: 6, md: 3 }}
              component="li"
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
            >
              <Box
                aria-hidden="true"
                sx={{
                  flexShrink: 0,
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'surface.sage',
                  color: 'primary.main',
                }}
              >
                {point.icon}
              </Box>
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

function ConcernTiles({ concerns }: { concerns: readonly ItemCategory[] }) {
  return (
    <Grid container spacing={{ xs: 1.5, md: 2 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {concerns.map((concern) => (
        <Grid key={concern._id} size={{ xs: 6, sm: 4, md: 3 }} component="li">
          <Card sx={{ ...linkCardSx, flexDirection: 'row', alignItems: 'center', gap: 1.5, p: { xs: 1.5, md: 2 } }}>
            <Box
              aria-hidden="true"
              sx={{
                flexShrink: 0,
                width: { xs: 40, md: 48 },
                height: { xs: 40, md: 48 },
                borderRadius: 1,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'surface.saffron',
                color: 'secondary.main',
              }}
            >
              {CONCERN_ICONS[concern._id] ?? <LocalFloristOutlinedIcon />}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: { xs: 15, md: 16 }, lineHeight: 1.3 }}>
                <Box component={Link} href={categoryHref(concern)} sx={stretchedLinkSx}>
                  {concern.name}
                </Box>
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ fontSize: 13 }}>
                {concern.itemCount} {concern.itemCount === 1 ? 'product' : 'products'}
              </Typography>
            </Box>
          </Card>
        </Grid>
      ))}
      <Grid size={{ xs: 6, sm: 4, md: 3 }} component="li">
        <Card
          sx={{
            ...linkCardSx,
            flexDirection: 'row',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            p: 2,
            bgcolor: 'primary.main',
            borderColor: 'primary.main',
            color: 'common.white',
            '&:hover': { bgcolor: 'primary.dark' },
          }}
        >
          <Typography sx={{ fontWeight: 700 }}>
            <Box
              component={Link}
              href={ROUTES.storeConcern.href}
              sx={{
                ...stretchedLinkSx,
                '&:focus-visible::after': { ...stretchedLinkSx['&:focus-visible::after'], outlineColor: 'accent.gold' },
              }}
            >
              All concerns
            </Box>
          </Typography>
          <ArrowForwardIcon fontSize="small" aria-hidden="true" />
        </Card>
      </Grid>
    </Grid>
  );
}

function BrandRow({ brands }: { brands: readonly Brand[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        display: 'flex',
        gap: { xs: 1.5, md: 2 },
        // Phones scroll the row sideways; wider screens wrap it, centred.
        flexWrap: { xs: 'nowrap', sm: 'wrap' },
        justifyContent: { sm: 'center' },
        overflowX: { xs: 'auto', sm: 'visible' },
        scrollSnapType: 'x mandatory',
        scrollPaddingInline: 16,
        mx: { xs: -2, sm: 0 },
        px: { xs: 2, sm: 0 },
        py: 0.5,
      }}
    >
      {brands.map((brand) => (
        <Box
          component="li"
          key={brand._id}
          sx={{ flexShrink: 0, width: { xs: 120, sm: 140, md: 150 }, scrollSnapAlign: 'start' }}
        >
          <Card sx={{ ...linkCardSx, alignItems: 'center', p: { xs: 1.5, md: 2 }, gap: 1 }}>
            {/* The brand's name is written under its logo, so the logo itself is decorative. */}
            <Picture
              imageKey={brand.photoUrl}
              alt=""
              sizes="96px"
              width={160}
              sx={{ width: { xs: 64, md: 88 }, bgcolor: 'transparent' }}
            />
            <Typography component="h3" sx={{ fontSize: 14, fontWeight: 600, textAlign: 'center', lineHeight: 1.3 }}>
              <Box component={Link} href={ROUTES.storeBrand.href(brand.brandName)} sx={stretchedLinkSx}>
                {brand.brandName}
              </Box>
            </Typography>
          </Card>
        </Box>
      ))}
    </Box>
  );
}

function HomeSections({ home }: { home: Home }) {
  return (
    <>
      {home.concerns.length > 0 && (
        <Box component="section" aria-labelledby="concerns-title">
          <Container maxWidth="lg" sx={{ pt: SECTION_PY, pb: { xs: 2, md: 3 } }}>
            <SectionHeading
              id="concerns-title"
              title="Shop by concern"
              subtitle="Find remedies chosen for what you want to feel better about."
              viewAllHref={ROUTES.storeConcern.href}
            />
            <ConcernTiles concerns={home.concerns} />
          </Container>
        </Box>
      )}
      {home.featuredItems.length > 0 && (
        <Box component="section" aria-labelledby="featured-title">
          <Container maxWidth="lg" sx={{ py: SECTION_PY }}>
            <SectionHeading
              id="featured-title"
              title="Bestsellers"
              subtitle="Much-loved formulations our customers come back for."
              viewAllHref={ROUTES.store.href}
            />
            <ItemGrid items={home.featuredItems} />
          </Container>
        </Box>
      )}
      {home.brands.length > 0 && (
        <Box component="section" aria-labelledby="brands-title" sx={{ bgcolor: 'surface.sand' }}>
          <Container maxWidth="lg" sx={{ py: SECTION_PY }}>
            <Box sx={{ textAlign: 'center', mb: { xs: 3, md: 4 } }}>
              <Typography variant="h2" id="brands-title">
                Our brands
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.75 }}>
                Makers we know well, from family dispensaries to modern labs.
              </Typography>
            </Box>
            <BrandRow brands={home.brands} />
          </Container>
        </Box>
      )}
      {home.featuredDoctors.length > 0 && (
        <Box component="section" aria-labelledby="doctors-title">
          <Container maxWidth="lg" sx={{ py: SECTION_PY }}>
            <SectionHeading
              id="doctors-title"
              title="Consult an Ayurvedic doctor"
              subtitle="Private online consultations with experienced, verified practitioners."
              viewAllHref={ROUTES.doctors.href}
            />
            <Grid container spacing={{ xs: 2, md: 3 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {home.featuredDoctors.map((doctor) => (
                <Grid key={doctor._id} size={{ xs: 12, md: 6 }} component="li">
                  <DoctorCard doctor={doctor} />
                </Grid>
              ))}
            </Grid>
          </Container>
        </Box>
      )}
      {home.latestPosts.length > 0 && (
        <Box
          component="section"
          aria-labelledby="posts-title"
          sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'surface.edge' }}
        >
          <Container maxWidth="lg" sx={{ py: SECTION_PY }}>
            <SectionHeading
              id="posts-title"
              title="From the blog"
              subtitle="Practical Ayurveda, written by our doctors."
              viewAllHref={ROUTES.blogs.href}
            />
            <Grid container spacing={{ xs: 2, md: 3 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {home.latestPosts.map((post) => (
                <Grid key={post._id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                  <BlogCard post={post} />
                </Grid>
              ))}
            </Grid>
          </Container>
        </Box>
      )}
    </>
  );
}

function HomeSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: SECTION_PY }}>
      <Skeleton width={260} height={48} sx={{ mb: 3 }} />
      <LoadingBlock label="Loading concerns" rows={1} />
      <Skeleton width={220} height={48} sx={{ mt: 4, mb: 3 }} />
      <ItemGridSkeleton count={4} label="Loading featured products" />
    </Container>
  );
}

export default function HomePage() {
  usePageTitle();
  const home = useResource({ kind: 'home' });
  return (
    <>
      <Hero />
      <TrustStrip />
      {home.status === 'loading' && <HomeSkeleton />}
      {home.status === 'unavailable' && (
        <Container maxWidth="lg" sx={{ py: 4 }}>
          <Unavailable onRetry={home.retry} />
        </Container>
      )}
      {home.status === 'ready' && <HomeSections home={home.data} />}
    </>
  );
}
