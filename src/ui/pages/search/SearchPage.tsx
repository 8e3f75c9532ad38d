// Search results for ?q=: the concern pages it names, up to 50 products (with the search box's typo tolerance: the same
// prefix ladder), the matching doctors and the matching blog posts, with a field to search again.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSearch } from 'wouter';
import { usePageTitle } from '@ui/hooks/usePageTitle';
import { searchTitle } from '@ui/seo/titles';
import { QueryResults } from './QueryResults';
import { SearchForm } from './SearchForm';

export default function SearchPage() {
  const query = (new URLSearchParams(useSearch()).get('q') ?? '').trim();
  usePageTitle(searchTitle(query));
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
      {query && <QueryResults key={query} query={query} />}
    </Container>
  );
}
