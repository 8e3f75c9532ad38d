// A concern as a tile linking to its products: its icon, its name, its product count, and why a
// search suggested it when a symptom named it ("for Acidity").
import AccessibilityNewOutlinedIcon from '@mui/icons-material/AccessibilityNewOutlined';
import AirOutlinedIcon from '@mui/icons-material/AirOutlined';
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
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ItemCategory } from '@domain/contract/catalogue';
import { countOf } from '@domain/plural';
import { categoryHref } from '@domain/routes';
import { matchReason } from '@domain/search';
import { IconBubble } from './IconBubble';
import { linkCardSx, stretchedLinkSx } from './stretchedLink';

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

export function ConcernIcon({ concernId }: { concernId: string }) {
  return <>{CONCERN_ICONS[concernId] ?? <LocalFloristOutlinedIcon />}</>;
}

export function ConcernTile({ concern, matchedFor }: { concern: ItemCategory; matchedFor?: string }) {
  return (
    <Card sx={{ ...linkCardSx, flexDirection: 'row', alignItems: 'center', gap: 1.5, p: { xs: 1.5, md: 2 } }}>
      <IconBubble size={{ xs: 40, md: 48 }} tone="saffron" square>
        <ConcernIcon concernId={concern._id} />
      </IconBubble>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: { xs: 15, md: 16 }, lineHeight: 1.3 }}>
          <Box component={Link} href={categoryHref(concern)} sx={stretchedLinkSx}>
            {concern.name}
          </Box>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontSize: 13 }}>
          {countOf(concern.itemCount, 'product')}
          {matchedFor && (
            <Box component="span" sx={{ color: 'success.main', fontWeight: 600 }}>
              {` · ${matchReason(matchedFor)}`}
            </Box>
          )}
        </Typography>
      </Box>
    </Card>
  );
}
