// Concerns as tiles, each with its icon and product count, and a tile for all of them.
import AccessibilityNewOutlinedIcon from '@mui/icons-material/AccessibilityNewOutlined';
import AirOutlinedIcon from '@mui/icons-material/AirOutlined';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import BedtimeOutlinedIcon from '@mui/icons-material/BedtimeOutlined';
import BloodtypeOutlinedIcon from '@mui/icons-material/BloodtypeOutlined';
import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import FaceOutlinedIcon from '@mui/icons-material/FaceOutlined';
import FemaleOutlinedIcon from '@mui/icons-material/FemaleOutlined';
import LocalFloristOutlinedIcon from '@mui/icons-material/LocalFloristOutlined';
import MonitorHeartOutlinedIcon from '@mui/icons-material/MonitorHeartOutlined';
import RestaurantOutlinedIcon from '@mui/icons-material/RestaurantOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import SpaOutlinedIcon from '@mui/icons-material/SpaOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ItemCategory } from '../../../domain/contract/catalogue';
import { countOf } from '../../../domain/plural';
import { categoryHref, ROUTES } from '../../../domain/routes';
import { IconBubble } from '../../components/IconBubble';
import { linkCardSx, stretchedLinkSx } from '../../components/stretchedLink';

/** An icon per concern; concerns the list does not know get a flower. */
export const CONCERN_ICONS: Record<string, ReactNode> = {
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

export function ConcernTiles({ concerns }: { concerns: readonly ItemCategory[] }) {
  return (
    <Grid container spacing={{ xs: 1.5, md: 2 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {concerns.map((concern) => (
        <Grid key={concern._id} size={{ xs: 6, sm: 4, md: 3 }} component="li">
          <Card sx={{ ...linkCardSx, flexDirection: 'row', alignItems: 'center', gap: 1.5, p: { xs: 1.5, md: 2 } }}>
            <IconBubble size={{ xs: 40, md: 48 }} tone="saffron" square>
              {CONCERN_ICONS[concern._id] ?? <LocalFloristOutlinedIcon />}
            </IconBubble>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: { xs: 15, md: 16 }, lineHeight: 1.3 }}>
                <Box component={Link} href={categoryHref(concern)} sx={stretchedLinkSx}>
                  {concern.name}
                </Box>
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ fontSize: 13 }}>
                {countOf(concern.itemCount, 'product')}
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
