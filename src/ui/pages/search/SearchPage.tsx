// Search results for ?q=: up to 50 products (with the search box's typo tolerance: the same
// prefix ladder), the matching doctors and the matching blog posts, with a field to search again.
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMachine } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SEARCH_LIMITS } from '../../../domain/constants';
import { PRODUCT_MESSAGES } from '../../../domain/messages';
import { countOf } from '../../../domain/plural';
import { ROUTES } from '../../../domain/routes';
import { BlogGrid, BlogGridSkeleton } from '../../components/BlogGrid';
import { DoctorCard } from '../../components/DoctorCard';
import { ItemGrid, ItemGridSkeleton } from '../../components/ItemGrid';
import { LoadingBlock, Unavailable } from '../../components/PageState';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useResource } from '../../hooks/useResource';
import { useServices } from '../../services/services';
import { pillRadius } from '../../theme/sx';

function ResultsHeading({ id, title, status }: { id: string; title: string; status: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'baseline',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 1,
        mb: 2.5,
      }}
    >
      <Typography variant="h2" id={id} sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' } }}>
        {title}
      </Typography>
      <Typography role="status" color="text.secondary" sx={{ fontWeight: 600 }}>
        {status}
      </Typography>
    </Box>
  );
}

function NothingFound({ hint }: { hint: string }) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: 5,
        px: 2,
        border: '1px dashed',
        borderColor: 'surface.borderStrong',
        borderRadius: 1.5,
        bgcolor: 'background.paper',
      }}
    >
      <Typography component="p" variant="h3" sx={{ mb: 1, fontSize: '1.25rem' }}>
        {PRODUCT_MESSAGES.noResults}
      </Typography>
      <Typography color="text.secondary">{hint}</Typography>
    </Box>
  );
}

function ProductResults({ query }: { query: string }) {
  const { machines } = useServices();
  const snapshot = useMachine(machines.searchLadder, { input: { query, limit: SEARCH_LIMITS.resultsItems } })[0];
  const done = snapshot.status === 'done';
  const items = snapshot.context.items;
  return (
    <Box component="section" aria-labelledby="product-results-title" sx={{ mb: { xs: 6, md: 8 } }}>
      <ResultsHeading
        id="product-results-title"
        title="Products"
        status={done ? (items.length ? countOf(items.length, 'product') : PRODUCT_MESSAGES.noResults) : ''}
      />
      {!done && <ItemGridSkeleton count={4} label="Searching products" />}
      {done && items.length === 0 && (
        <NothingFound hint="Check the spelling, or try the name of a herb, a brand or a concern such as “sleep”." />
      )}
      {done && items.length > 0 && <ItemGrid items={items} label="Matching products" />}
    </Box>
  );
}

function DoctorResults({ query }: { query: string }) {
  const doctors = useResource({ kind: 'doctorSearch', query, limit: SEARCH_LIMITS.doctorsPage });
  // A failed search is only logged (docs/product.md §7): it shows as no doctors, and the section steps aside.
  const found = doctors.status === 'ready' ? doctors.data : [];
  if (doctors.status !== 'loading' && found.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="doctor-results-title" sx={{ mb: { xs: 6, md: 8 } }}>
      <ResultsHeading
        id="doctor-results-title"
        title="Doctors"
        status={doctors.status === 'ready' ? countOf(found.length, 'doctor') : ''}
      />
      {doctors.status === 'loading' ? (
        <LoadingBlock label="Searching doctors" rows={2} />
      ) : (
        <Grid
          container
          spacing={{ xs: 2, md: 3 }}
          component="ul"
          aria-label="Matching doctors"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {found.map((doctor) => (
            <Grid key={doctor._id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <DoctorCard doctor={doctor} />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}

function BlogResults({ query }: { query: string }) {
  const posts = useResource({ kind: 'blogSearch', query });
  return (
    <Box component="section" aria-labelledby="blog-results-title">
      <ResultsHeading
        id="blog-results-title"
        title="Blog posts"
        status={
          posts.status === 'ready'
            ? posts.data.length === 0
              ? PRODUCT_MESSAGES.noResults
              : countOf(posts.data.length, 'article')
            : ''
        }
      />
      {posts.status === 'loading' && <BlogGridSkeleton count={3} label="Searching articles" />}
      {posts.status === 'unavailable' && <Unavailable onRetry={posts.retry} />}
      {posts.status === 'ready' && posts.data.length === 0 && (
        <NothingFound hint="Try a shorter word or another spelling, such as “tulsi” or “sleep”." />
      )}
      {posts.status === 'ready' && posts.data.length > 0 && <BlogGrid posts={posts.data} label="Matching blog posts" />}
    </Box>
  );
}

function SearchForm({ initial }: { initial: string }) {
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = draft.trim();
    if (query) navigate(ROUTES.search.href(query));
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Site"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1.5, maxWidth: 620, mb: { xs: 4, md: 6 } }}
    >
      <TextField
        fullWidth
        type="search"
        name="q"
        label="Search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        autoComplete="off"
        slotProps={{ htmlInput: { enterKeyHint: 'search' } }}
        sx={{ '& .MuiOutlinedInput-root': { borderRadius: pillRadius, bgcolor: 'background.paper' } }}
      />
      <Button
        type="submit"
        variant="contained"
        aria-label="Search"
        sx={{ flexShrink: 0, borderRadius: pillRadius, px: { xs: 2, sm: 3 } }}
      >
        <SearchIcon aria-hidden="true" sx={{ display: { sm: 'none' } }} />
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Search
        </Box>
      </Button>
    </Box>
  );
}

export default function SearchPage() {
  const query = (new URLSearchParams(useSearch()).get('q') ?? '').trim();
  usePageTitle(query ? `Search: ${query}` : 'Search');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 }, minHeight: '60vh' }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Search results
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: 18, mb: 3 }}>
        {query ? (
          <>
            Showing results for{' '}
            <Box component="strong" sx={{ color: 'text.primary' }}>
              “{query}”
            </Box>
          </>
        ) : (
          'Type what you are looking for: a herb, a concern or a topic.'
        )}
      </Typography>
      <SearchForm key={query} initial={query} />
      {query && (
        <>
          <ProductResults key={`items:${query}`} query={query} />
          <DoctorResults query={query} />
          <BlogResults query={query} />
        </>
      )}
    </Container>
  );
}
