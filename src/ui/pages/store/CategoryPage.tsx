// Products by category or by concern: chips choose one (kept in ?c=, the first by default),
// and its products show a page at a time (?page=).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { Link, useSearch } from 'wouter';
import type { ItemCategory } from '@domain/contract/catalogue';
import { categoryHref } from '@domain/routes';
import { Unavailable } from '@ui/components/PageState';
import { usePageTitle } from '@ui/hooks/usePageTitle';
import { useResource } from '@ui/hooks/useResource';
import { PAGE_TITLES } from '@ui/seo/titles';
import { bareList, pillRadius } from '@ui/theme/sx';
import { CategoryItems } from './category/CategoryItems';

type Kind = ItemCategory['kind'];

const COPY: Record<Kind, { title: string; intro: string; chooser: string }> = {
  category: {
    title: PAGE_TITLES.category,
    intro: 'From churnas and oils to teas and rasayanas: browse by the kind of product you are looking for.',
    chooser: 'Categories',
  },
  concern: {
    title: PAGE_TITLES.concern,
    intro: 'Formulations chosen for what you want to support, from sleep and digestion to skin and immunity.',
    chooser: 'Concerns',
  },
};

export default function CategoryPage({ kind }: { kind: Kind }) {
  const copy = COPY[kind];
  usePageTitle(copy.title);
  const chosenId = new URLSearchParams(useSearch()).get('c');
  const categories = useResource({ kind: 'itemCategories' });
  const options = categories.status === 'ready' ? categories.data.filter((category) => category.kind === kind) : [];
  const chosen = options.find((category) => category._id === chosenId) ?? options[0];
  // On phones the chips scroll sideways: bring the chosen one into view.
  const revealChosen = useCallback((element: HTMLLIElement | null) => {
    const row = element?.parentElement;
    if (element && row && row.scrollWidth > row.clientWidth) {
      row.scrollLeft = element.offsetLeft - (row.clientWidth - element.offsetWidth) / 2;
    }
  }, []);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {copy.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: { xs: 16, md: 18 }, maxWidth: 680, lineHeight: 1.6 }}>
          {copy.intro}
        </Typography>
      </Box>
      {categories.status === 'loading' && (
        <Box
          role="status"
          aria-label={`Loading ${copy.chooser.toLowerCase()}`}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 4 }}
        >
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} variant="rounded" width={110} height={40} sx={{ borderRadius: pillRadius }} />
          ))}
        </Box>
      )}
      {categories.status === 'unavailable' && <Unavailable onRetry={categories.retry} />}
      {categories.status === 'ready' && (
        <>
          <Box component="nav" aria-label={copy.chooser} sx={{ mb: { xs: 4, md: 5 } }}>
            <Box
              component="ul"
              sx={{
                position: 'relative',
                display: 'flex',
                gap: 1,
                ...bareList,
                // Phones scroll the chips sideways; wider screens wrap them.
                flexWrap: { xs: 'nowrap', sm: 'wrap' },
                overflowX: { xs: 'auto', sm: 'visible' },
                mx: { xs: -2, sm: 0 },
                px: { xs: 2, sm: 0 },
                py: 0.5,
                scrollbarWidth: 'none',
                '& > li': { flexShrink: 0 },
              }}
            >
              {options.map((category) => {
                const selected = category._id === chosen?._id;
                return (
                  <li key={category._id} ref={selected ? revealChosen : undefined}>
                    <Chip
                      component={Link}
                      clickable
                      href={categoryHref(category)}
                      aria-current={selected ? 'page' : undefined}
                      label={category.name}
                      variant={selected ? 'filled' : 'outlined'}
                      color={selected ? 'primary' : 'default'}
                      sx={{
                        height: 40,
                        px: 0.5,
                        fontSize: 15,
                        fontWeight: 600,
                        borderRadius: pillRadius,
                        ...(selected ? {} : { bgcolor: 'background.paper', borderColor: 'surface.borderStrong' }),
                      }}
                    />
                  </li>
                );
              })}
            </Box>
          </Box>
          {chosen ? (
            <CategoryItems key={chosen._id} category={chosen} />
          ) : (
            <Typography color="text.secondary">There is nothing to show here yet.</Typography>
          )}
        </>
      )}
    </Container>
  );
}
