// Search results for ?q=: the blog posts that match, with a field to search again.
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PRODUCT_MESSAGES } from '../../../domain/messages';
import { ROUTES } from '../../../domain/routes';
import { BlogGrid, BlogGridSkeleton } from '../../components/BlogGrid';
import { Unavailable } from '../../components/PageState';
import { useResource } from '../../hooks/useResource';
import { usePageTitle } from '../../hooks/usePageTitle';

function BlogResults({ query }: { query: string }) {
  const posts = useResource({ kind: 'blogSearch', query });
  return (
    <Box component="section" aria-labelledby="blog-results-title">
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2.5 }}>
        <Typography variant="h2" id="blog-results-title" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' } }}>Blog posts</Typography>
        <Typography role="status" color="text.secondary" sx={{ fontWeight: 600 }}>
          {posts.status === 'ready' ? (posts.data.length === 0 ? PRODUCT_MESSAGES.noResults : `${posts.data.length} ${posts.data.length === 1 ? 'article' : 'articles'}`) : ''}
        </Typography>
      </Box>
      {posts.status === 'loading' && <BlogGridSkeleton count={3} label="Searching articles" />}
      {posts.status === 'unavailable' && <Unavailable onRetry={posts.retry} />}
      {posts.status === 'ready' && posts.data.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 6, px: 2, border: '1px dashed #d8ceb6', borderRadius: 1.5, bgcolor: 'background.paper' }}>
          <Typography component="p" variant="h3" sx={{ mb: 1 }}>{PRODUCT_MESSAGES.noResults}</Typography>
          <Typography color="text.secondary">Try a shorter word or another spelling, such as “tulsi” or “sleep”.</Typography>
        </Box>
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
    if (query) navigate(ROUTES.search(query));
  };
  return (
    <Box component="form" role="search" aria-label="Site" onSubmit={submit} sx={{ display: 'flex', gap: 1.5, maxWidth: 620, mb: { xs: 4, md: 6 } }}>
      <TextField fullWidth type="search" name="q" label="Search" value={draft} onChange={(event) => setDraft(event.target.value)}
        autoComplete="off" slotProps={{ htmlInput: { enterKeyHint: 'search' } }}
        sx={{ '& .MuiOutlinedInput-root': { borderRadius: 999, bgcolor: 'background.paper' } }} />
      <Button type="submit" variant="contained" aria-label="Search" sx={{ flexShrink: 0, borderRadius: 999, px: { xs: 2, sm: 3 } }}>
        <SearchIcon aria-hidden="true" sx={{ display: { sm: 'none' } }} />
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>Search</Box>
      </Button>
    </Box>
  );
}

export default function SearchPage() {
  const query = (new URLSearchParams(useSearch()).get('q') ?? '').trim();
  usePageTitle(query ? `Search: ${query}` : 'Search');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 }, minHeight: '60vh' }}>
      <Typography variant="h1" sx={{ mb: 1 }}>Search results</Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: 18, mb: 3 }}>
        {query ? <>Showing results for <Box component="strong" sx={{ color: 'text.primary' }}>“{query}”</Box></> : 'Type what you are looking for: a herb, a concern or a topic.'}
      </Typography>
      <SearchForm key={query} initial={query} />
      {query && <BlogResults query={query} />}
    </Container>
  );
}
