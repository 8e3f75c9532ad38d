// The products of one brand, a page at a time (?page=), under the brand's logo and tagline.
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'wouter';
import { STORE_PAGE_SIZE } from '@domain/constants';
import { ROUTES } from '@domain/routes';
import { Eyebrow } from '@ui/components/Eyebrow';
import { ItemGridSkeleton } from '@ui/components/ItemGrid';
import { usePageNumber } from '@ui/components/Pager';
import { Unavailable } from '@ui/components/PageState';
import { Picture } from '@ui/components/Picture';
import { usePageTitle } from '@ui/hooks/usePageTitle';
import { useResource } from '@ui/hooks/useResource';
import { decodeParam } from '@ui/seo/decodeParam';
import { PagedItems } from './listing/PagedItems';
import { SortSelect, useSortParam } from './listing/SortSelect';
import { StoreHeader } from './listing/StoreHeader';

export default function BrandPage({ brandName: rawName }: { brandName: string }) {
  const brandName = decodeParam(rawName);
  const page = usePageNumber();
  const [, navigate] = useLocation();
  const { sort, hrefFor } = useSortParam();
  const brands = useResource({ kind: 'brands' });
  const items = useResource({ kind: 'brandItems', brandName, start: (page - 1) * STORE_PAGE_SIZE, sort });
  const brand =
    brands.status === 'ready'
      ? brands.data.find((entry) => entry.brandName.toLowerCase() === brandName.toLowerCase())
      : undefined;
  const title = brand?.brandName ?? brandName;
  usePageTitle(title);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: { xs: 2.5, md: 4 }, fontSize: 14 }}>
        <MuiLink component={Link} href={ROUTES.store.href} color="inherit">
          Shop
        </MuiLink>
        <Typography aria-current="page" sx={{ fontSize: 14, color: 'text.primary' }}>
          {title}
        </Typography>
      </Breadcrumbs>
      <StoreHeader
        title={title}
        intro={brand?.tagline}
        count={items.status === 'ready' ? items.data.total : undefined}
        eyebrow={<Eyebrow sx={{ mb: 0.5 }}>Brand</Eyebrow>}
        aside={
          brand && (
            <Box
              sx={{
                flexShrink: 0,
                width: { xs: 84, md: 120 },
                p: { xs: 1, md: 1.5 },
                borderRadius: 1.5,
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'surface.border',
              }}
            >
              <Picture
                imageKey={brand.photoUrl}
                alt={`${brand.brandName} logo`}
                sizes={120}
                width={160}
                priority
                sx={{ bgcolor: 'transparent' }}
              />
            </Box>
          )
        }
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2.5 }}>
        <SortSelect value={sort} onChange={(next) => navigate(hrefFor(next))} />
      </Box>
      {items.status === 'loading' && <ItemGridSkeleton count={8} />}
      {items.status === 'unavailable' && <Unavailable onRetry={items.retry} />}
      {items.status === 'ready' && <PagedItems data={items.data} page={page} label={`${title} products`} />}
    </Container>
  );
}
