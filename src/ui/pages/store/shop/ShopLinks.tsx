// Other ways into the shop: by category and by concern.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Link } from 'wouter';
import { ROUTES } from '@domain/routes';

const WAYS_IN = [
  { route: ROUTES.storeCategory, label: 'Shop by category' },
  { route: ROUTES.storeConcern, label: 'Shop by concern' },
];

export function ShopLinks() {
  return (
    <Box
      component="nav"
      aria-label="Browse the shop"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: { xs: 3, md: 4 } }}
    >
      {WAYS_IN.map(({ route, label }) => (
        <Chip
          key={route.href}
          component={Link}
          href={route.href}
          clickable
          label={label}
          variant="outlined"
          sx={{ bgcolor: 'background.paper', fontWeight: 600 }}
        />
      ))}
    </Box>
  );
}
