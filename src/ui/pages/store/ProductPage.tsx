// A product: photos, name, brand, price, pack size, stock, what it is, what is in it, how to
// take it, and what customers say.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import StarIcon from '@mui/icons-material/Star';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { FREE_SHIPPING_MIN_RUPEES } from '../../../domain/constants';
import type { Review, StoreItemDetail } from '../../../domain/contract/catalogue';
import { formatRupees } from '../../../domain/money';
import { ratingSummary } from '../../../domain/reviews';
import { categoryHref, ROUTES } from '../../../domain/routes';
import { formatDate } from '../../components/formatDate';
import { ItemGrid, ItemGridSkeleton } from '../../components/ItemGrid';
import { Unavailable } from '../../components/PageState';
import { Picture } from '../../components/Picture';
import { Price } from '../../components/Price';
import { SectionHeading } from '../../components/SectionHeading';
import { Stars } from '../../components/Stars';
import { visuallyHiddenSx } from '../../components/stretchedLink';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useResource } from '../../hooks/useResource';
import { pillRadius, headingFont } from '../../theme/sx';

/** Photos as tabs over the main picture: arrow keys, Home and End move between them. */
function Gallery({ item }: { item: StoreItemDetail }) {
  const [shown, setShown] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const photos = item.photoLinks;
  const index = Math.min(shown, photos.length - 1);
  const current = photos[index];
  const altOf = (at: number) =>
    at === 0 ? `${item.name}, ${item.packSize}` : `${item.name}, photo ${at + 1} of ${photos.length}`;
  const show = (at: number) => {
    const next = (at + photos.length) % photos.length;
    setShown(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowRight: () => show(index + 1),
      ArrowDown: () => show(index + 1),
      ArrowLeft: () => show(index - 1),
      ArrowUp: () => show(index - 1),
      Home: () => show(0),
      End: () => show(photos.length - 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };
  return (
    <Box>
      <Box
        role={photos.length > 1 ? 'tabpanel' : undefined}
        id="product-photo"
        aria-labelledby={photos.length > 1 ? `product-photo-tab-${index}` : undefined}
        sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'surface.border', bgcolor: 'surface.photo' }}
      >
        {current && (
          <Picture
            key={current}
            imageKey={current}
            alt={altOf(index)}
            sizes="(min-width: 1200px) 560px, (min-width: 900px) 46vw, 100vw"
            width={768}
            priority={index === 0}
          />
        )}
      </Box>
      {photos.length > 1 && (
        <Box
          role="tablist"
          aria-label="Product photos"
          onKeyDown={onKeyDown}
          sx={{ display: 'flex', gap: 1.5, mt: 1.5 }}
        >
          {photos.map((photo, at) => (
            <ButtonBase
              key={photo}
              ref={(element: HTMLButtonElement | null) => {
                tabs.current[at] = element;
              }}
              role="tab"
              id={`product-photo-tab-${at}`}
              aria-selected={at === index}
              aria-controls="product-photo"
              tabIndex={at === index ? 0 : -1}
              onClick={() => setShown(at)}
              aria-label={`Photo ${at + 1} of ${photos.length}`}
              sx={{
                width: { xs: 72, md: 88 },
                borderRadius: 1,
                overflow: 'hidden',
                border: 2,
                borderColor: at === index ? 'primary.main' : 'surface.border',
                opacity: at === index ? 1 : 0.8,
                transition: 'opacity 120ms ease',
                '&:hover': { opacity: 1 },
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Picture imageKey={photo} alt="" sizes="88px" width={160} />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}

function StockState({ inStock }: { inStock: boolean }) {
  return inStock ? (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'success.main', fontWeight: 600 }}>
      <CheckCircleOutlineOutlinedIcon fontSize="small" aria-hidden="true" /> In stock
    </Box>
  ) : (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'error.main', fontWeight: 600 }}>
      <RemoveCircleOutlineIcon fontSize="small" aria-hidden="true" /> Out of stock
    </Box>
  );
}

function RatingBreakdown({ reviews }: { reviews: readonly Review[] }) {
  const summary = ratingSummary(reviews);
  return (
    <Box
      sx={{
        p: { xs: 2.5, md: 3 },
        borderRadius: 2,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'surface.border',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2.5 }}>
        <Typography component="p" sx={{ fontFamily: headingFont, fontSize: 48, fontWeight: 700, lineHeight: 1 }}>
          {summary.average.toFixed(1)}
          <Box component="span" sx={visuallyHiddenSx}>
            {' '}
            out of 5
          </Box>
        </Typography>
        <Box>
          <Rating
            value={summary.average}
            precision={0.1}
            readOnly
            aria-hidden="true"
            sx={{ color: 'rating.main', '& .MuiRating-iconEmpty': { color: 'rating.empty' } }}
          />
          <Typography variant="body2" color="text.secondary">
            Based on {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
          </Typography>
        </Box>
      </Box>
      <Box
        component="ul"
        aria-label="Reviews by rating"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {summary.distribution.map((row) => {
          const share = summary.count ? Math.round((row.count / summary.count) * 100) : 0;
          return (
            <Box
              component="li"
              key={row.stars}
              sx={{ display: 'grid', gridTemplateColumns: '2.6em 1fr 2.2em', alignItems: 'center', gap: 1.25 }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.25 }}>
                {row.stars}
                <StarIcon aria-hidden="true" sx={{ fontSize: 15, color: 'rating.main' }} />
                <Box
                  component="span"
                  sx={visuallyHiddenSx}
                >{` stars: ${row.count} ${row.count === 1 ? 'review' : 'reviews'}`}</Box>
              </Typography>
              <Box
                aria-hidden="true"
                sx={{ height: 8, borderRadius: pillRadius, bgcolor: 'surface.divider', overflow: 'hidden' }}
              >
                <Box
                  data-share={share}
                  sx={{ width: `${share}%`, height: '100%', borderRadius: pillRadius, bgcolor: 'rating.main' }}
                />
              </Box>
              <Typography variant="body2" color="text.secondary" aria-hidden="true" sx={{ textAlign: 'right' }}>
                {row.count}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

function Reviews({ itemId }: { itemId: string }) {
  const reviews = useResource({ kind: 'reviews', type: 'storeItem', id: itemId });
  if (reviews.status === 'loading') return <Skeleton variant="rounded" height={220} />;
  if (reviews.status === 'unavailable')
    return <Unavailable onRetry={reviews.retry} message="We could not load the reviews. Please try again." />;
  if (reviews.data.length === 0) {
    return (
      <Typography color="text.secondary">
        No reviews yet. Customers who buy this product can share how it worked for them.
      </Typography>
    );
  }
  return (
    <Grid container spacing={{ xs: 3, md: 4 }}>
      <Grid size={{ xs: 12, md: 4 }}>
        <RatingBreakdown reviews={reviews.data} />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Box component="ul" aria-label="Reviews" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {reviews.data.slice(0, 6).map((review) => (
            <li key={review._id}>
              <Card component="article" sx={{ p: 2.5, borderColor: 'surface.border', borderRadius: 1.5 }}>
                <Rating
                  value={review.rating}
                  readOnly
                  size="small"
                  aria-label={`${review.rating} out of 5 stars`}
                  sx={{ color: 'rating.main', '& .MuiRating-iconEmpty': { color: 'rating.empty' } }}
                />
                <Typography component="h3" sx={{ fontWeight: 700, mt: 0.5 }}>
                  {review.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 0.5, lineHeight: 1.6 }}>
                  {review.body}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                  {review.authorName} · <time dateTime={review.createdAt}>{formatDate(review.createdAt, 'short')}</time>
                </Typography>
              </Card>
            </li>
          ))}
        </Box>
      </Grid>
    </Grid>
  );
}

const RELATED_COUNT = 4;
const RELATED_CELL = { xs: 6, md: 3 } as const;

/** Products of the same category, this one left out. */
function RelatedProducts({ item }: { item: StoreItemDetail }) {
  const category = item.categories.find((entry) => entry.kind === 'category') ?? item.categories[0];
  const related = useResource({
    kind: 'categoryItems',
    categories: category ? [category._id] : [],
    start: 0,
    sort: 'rating',
  });
  if (!category || related.status === 'unavailable') return null;
  const others =
    related.status === 'ready'
      ? related.data.items.filter((entry) => entry._id !== item._id).slice(0, RELATED_COUNT)
      : [];
  if (related.status === 'ready' && others.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="related-title" sx={{ mt: { xs: 6, md: 9 } }}>
      <SectionHeading
        id="related-title"
        title="You may also like"
        subtitle={`More from ${category.name}`}
        viewAllHref={categoryHref(category)}
      />
      {related.status === 'loading' ? (
        <ItemGridSkeleton count={RELATED_COUNT} cell={RELATED_CELL} label="Loading related products" />
      ) : (
        <ItemGrid items={others} cell={RELATED_CELL} label={`More from ${category.name}`} />
      )}
    </Box>
  );
}

function Product({ item }: { item: StoreItemDetail }) {
  return (
    <>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: { xs: 2.5, md: 4 }, fontSize: 14 }}>
        <MuiLink component={Link} href={ROUTES.store.href} color="inherit">
          Shop
        </MuiLink>
        <MuiLink component={Link} href={ROUTES.storeBrand.href(item.brandDetails.brandName)} color="inherit">
          {item.brandDetails.brandName}
        </MuiLink>
        <Typography
          aria-current="page"
          sx={{
            fontSize: 14,
            color: 'text.primary',
            maxWidth: { xs: 180, sm: 'none' },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {item.name}
        </Typography>
      </Breadcrumbs>
      <Grid container spacing={{ xs: 3, md: 6 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Gallery key={item._id} item={item} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <MuiLink
            component={Link}
            href={ROUTES.storeBrand.href(item.brandDetails.brandName)}
            sx={{
              color: 'secondary.main',
              fontWeight: 700,
              letterSpacing: 0.8,
              textTransform: 'uppercase',
              fontSize: 14,
            }}
          >
            {item.brandDetails.brandName}
          </MuiLink>
          <Typography variant="h1" sx={{ mt: 1, mb: 1.5, fontSize: { xs: '1.9rem', md: '2.5rem' } }}>
            {item.name}
          </Typography>
          <Stars rating={item.rating} count={item.reviewCount} size="medium" />
          <Box sx={{ mt: 2.5 }}>
            <Price sellingPrice={item.sellingPrice} costPrice={item.costPrice} discount={item.discount} size="large" />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              Inclusive of all taxes
            </Typography>
          </Box>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 3,
              rowGap: 1,
              my: 3,
              py: 2.5,
              borderTop: 1,
              borderBottom: 1,
              borderColor: 'surface.border',
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, fontWeight: 600 },
            }}
          >
            <dt>Pack size</dt>
            <dd>{item.packSize}</dd>
            <dt>Form</dt>
            <dd style={{ textTransform: 'capitalize' }}>{item.form}</dd>
            <dt>Availability</dt>
            <dd>
              <StockState inStock={item.inStock} />
            </dd>
          </Box>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: 17, mb: 1 }}>
            About this product
          </Typography>
          <Typography sx={{ lineHeight: 1.75, fontSize: 16.5 }}>{item.description}</Typography>
          {item.categories.length > 0 && (
            <Box
              component="ul"
              aria-label="Categories and concerns"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, mt: 2.5, mb: 0 }}
            >
              {item.categories.map((category) => (
                <li key={category._id}>
                  <Chip
                    component={Link}
                    clickable
                    label={category.name}
                    href={categoryHref(category)}
                    sx={{
                      bgcolor: category.kind === 'concern' ? 'surface.saffron' : 'surface.sage',
                      color: category.kind === 'concern' ? 'accent.saffronText' : 'primary.dark',
                      fontWeight: 500,
                    }}
                  />
                </li>
              ))}
            </Box>
          )}
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              mt: 3,
              mb: 0,
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
              color: 'text.secondary',
              '& li': { display: 'flex', alignItems: 'center', gap: 1.25 },
              '& svg': { color: 'primary.main' },
            }}
          >
            <li>
              <VerifiedOutlinedIcon fontSize="small" aria-hidden="true" /> 100% genuine, sourced from{' '}
              {item.brandDetails.brandName}
            </li>
            <li>
              <LocalShippingOutlinedIcon fontSize="small" aria-hidden="true" /> Free shipping on orders over{' '}
              {formatRupees(FREE_SHIPPING_MIN_RUPEES)}
            </li>
            <li>
              <LockOutlinedIcon fontSize="small" aria-hidden="true" /> Secure payments
            </li>
          </Box>
        </Grid>
      </Grid>

      <Grid container spacing={{ xs: 3, md: 4 }} sx={{ mt: { xs: 5, md: 8 } }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Box
            component="section"
            aria-labelledby="ingredients-title"
            sx={{
              height: '100%',
              p: { xs: 2.5, md: 3.5 },
              borderRadius: 2,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'surface.border',
            }}
          >
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
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Box
            component="section"
            aria-labelledby="usage-title"
            sx={{
              height: '100%',
              p: { xs: 2.5, md: 3.5 },
              borderRadius: 2,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'surface.border',
            }}
          >
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
          </Box>
        </Grid>
      </Grid>

      <Box component="section" aria-labelledby="reviews-title" sx={{ mt: { xs: 5, md: 8 } }}>
        <Typography variant="h2" id="reviews-title" sx={{ fontSize: { xs: '1.4rem', md: '1.8rem' }, mb: 2.5 }}>
          Customer reviews
        </Typography>
        <Reviews itemId={item._id} />
      </Box>
      <RelatedProducts item={item} />
    </>
  );
}

function ProductSkeleton() {
  return (
    <Box role="status" aria-label="Loading product" aria-busy="true">
      <Skeleton width={240} sx={{ mb: 4 }} />
      <Grid container spacing={{ xs: 3, md: 6 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: 2 }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton width="30%" />
          <Skeleton width="90%" height={56} />
          <Skeleton width="40%" sx={{ mb: 3 }} />
          <Skeleton width="50%" height={48} sx={{ mb: 3 }} />
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} width={index === 4 ? '60%' : '100%'} />
          ))}
        </Grid>
      </Grid>
    </Box>
  );
}

export default function ProductPage({ itemId }: { itemId: string }) {
  const item = useResource({ kind: 'storeItem', id: itemId });
  usePageTitle(item.status === 'ready' ? item.data.name : 'Product');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {item.status === 'loading' && <ProductSkeleton />}
      {item.status === 'ready' && <Product item={item.data} />}
      {item.status === 'unavailable' && (
        <Box sx={{ maxWidth: 640, py: { xs: 2, md: 6 } }}>
          <Typography variant="h1" sx={{ mb: 2 }}>
            This product is not available
          </Typography>
          <Typography color="text.secondary">
            It may no longer be sold here, or the connection dropped while loading it.
          </Typography>
          <Unavailable onRetry={item.retry} />
          <Button
            component={Link}
            href={ROUTES.store.href}
            variant="contained"
            startIcon={<ArrowBackIcon aria-hidden="true" />}
          >
            Shop all products
          </Button>
        </Box>
      )}
    </Container>
  );
}
