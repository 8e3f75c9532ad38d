// The brands' logos in a row: a sideways scroll on phones, wrapped and centred wider.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import type { Brand } from '@domain/contract/catalogue';
import { ROUTES } from '@domain/routes';
import { Picture } from '@ui/components/Picture';
import { linkCardSx, stretchedLinkSx } from '@ui/components/stretchedLink';
import { bareList } from '@ui/theme/sx';

export function BrandRow({ brands }: { brands: readonly Brand[] }) {
  return (
    <Box
      component="ul"
      sx={{
        ...bareList,
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
              sizes={96}
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
