// Concerns as tiles, each with its icon and product count, and a tile for all of them.
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import type { ItemCategory } from '@domain/contract/catalogue';
import { ROUTES } from '@domain/routes';
import { ConcernTile } from '@ui/components/ConcernTile';
import { linkCardSx, stretchedLinkSx } from '@ui/components/stretchedLink';
import { bareList } from '@ui/theme/sx';

export function ConcernTiles({ concerns }: { concerns: readonly ItemCategory[] }) {
  return (
    <Grid container spacing={{ xs: 1.5, md: 2 }} component="ul" sx={bareList}>
      {concerns.map((concern) => (
        <Grid key={concern._id} size={{ xs: 6, sm: 4, md: 3 }} component="li">
          <ConcernTile concern={concern} />
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
