// Other ways into the shop: by category and by concern.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Link } from 'wouter';
import { ROUTES } from '@domain/routes';

export function ShopLinks() {
  return (
    <Box
      component="nav"
      aria-label="Browse the shop"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: { xs: 3, md: 4 } }}
    >
      <Chip
        component={Link}
        href={ROUTES.storeCategory.href}
        clickable
        label="Shop by category"
        variant="outlined"
        sx={{ bgcolor: 'background.paper', fontWeight: 600 }}
      />
      <Chip
        component={Link}
        href={ROUTES.storeConcern.href}
        clickable
        label="Shop by concern"
        variant="outlined"
        sx={{ bgcolor: 'background.paper', fontWeight: 600 }}
      />
    </Box>
  );
}
