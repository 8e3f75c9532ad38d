// The blog: every post, or the posts matching the search; the query is kept in the URL (?q=).
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import type { BlogPostSummary } from '@domain/contract/content';
import { SITE_MESSAGES } from '@domain/messages/site';
import { countOf } from '@domain/plural';
import { ROUTES } from '@domain/routes';
import { BlogGrid, BlogGridSkeleton } from '@ui/components/BlogGrid';
import { NoResults } from '@ui/components/NoResults';
import { Unavailable } from '@ui/components/PageState';
import { useLazyMachine } from '@ui/hooks/useLazyMachine';
import { usePageTitle } from '@ui/hooks/usePageTitle';
import { PAGE_TITLES } from '@ui/seo/titles';
import { useServices } from '@ui/services/services';
import { pillRadius } from '@ui/theme/sx';

export default function BlogListPage() {
  usePageTitle(PAGE_TITLES.blog);
  const { machines, preloaded } = useServices();
  const search = useSearch();
  const [initialQuery] = useState(() => new URLSearchParams(search).get('q') ?? '');
  // On a page the server rendered, the posts it found for the URL's query are embedded.
  const embedded = preloaded.find({ kind: 'blogSearch', query: initialQuery.trim() });
  const [snapshot, send] = useMachine(useLazyMachine(machines.blogSearch), {
    input: { query: initialQuery, preloaded: (embedded ?? undefined) as BlogPostSummary[] | undefined },
  });
  const { query, posts } = snapshot.context;
  const busy = snapshot.matches('debouncing') || snapshot.matches('searching');

  // The URL can change without typing (a link to /blogs, back and forward): follow it.
  const urlQuery = new URLSearchParams(search).get('q') ?? '';
  useEffect(() => {
    if (urlQuery.trim() !== query.trim()) send({ type: 'type', query: urlQuery });
  }, [urlQuery, query, send]);

  const onType = (value: string) => {
    send({ type: 'type', query: value });
    const trimmed = value.trim();
    window.history.replaceState(
      window.history.state,
      '',
      trimmed ? `${ROUTES.blogs.href}?q=${encodeURIComponent(trimmed)}` : ROUTES.blogs.href,
    );
  };

  const countText =
    posts === undefined
      ? ''
      : posts.length === 0
        ? SITE_MESSAGES.noResults
        : query.trim()
          ? `${countOf(posts.length, 'article matches', 'articles match')} “${query.trim()}”`
          : `${posts.length} articles`;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'flex-end' },
          justifyContent: 'space-between',
          gap: 3,
          mb: { xs: 4, md: 5 },
        }}
      >
        <Box sx={{ maxWidth: 620 }}>
          <Typography variant="h1" sx={{ mb: 1.5 }}>
            Blog
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: 18, lineHeight: 1.6 }}>
            Seasonal routines, food as medicine and calm for busy minds: practical Ayurveda, written by our doctors.
          </Typography>
        </Box>
        <Box role="search" aria-label="Blog" sx={{ width: { xs: '100%', md: 380 }, flexShrink: 0 }}>
          <TextField
            fullWidth
            type="search"
            label="Search articles"
            value={query}
            onChange={(event) => onType(event.target.value)}
            autoComplete="off"
            sx={{ '& .MuiOutlinedInput-root': { borderRadius: pillRadius, bgcolor: 'background.paper' } }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon aria-hidden="true" />
                  </InputAdornment>
                ),
              },
              htmlInput: { 'aria-controls': 'blog-results', enterKeyHint: 'search' },
            }}
          />
        </Box>
      </Box>

      <Box sx={{ height: 4, mb: 2 }}>
        {busy && posts !== undefined && <LinearProgress aria-label="Searching articles" />}
      </Box>
      <Box id="blog-results">
        <Typography role="status" color="text.secondary" sx={{ mb: 2, minHeight: 24 }}>
          {countText}
        </Typography>

        {snapshot.matches('unavailable') && <Unavailable onRetry={() => send({ type: 'retry' })} />}
        {posts === undefined && !snapshot.matches('unavailable') && (
          <BlogGridSkeleton count={6} label="Loading articles" />
        )}
        {posts !== undefined && posts.length === 0 && (
          <NoResults>
            <Typography color="text.secondary">
              Try a shorter word, or a herb, dosha or season, such as “ashwagandha” or “monsoon”.
            </Typography>
          </NoResults>
        )}
        {posts !== undefined && posts.length > 0 && (
          <Box sx={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}>
            <BlogGrid posts={posts} headingComponent="h2" label="Articles" />
          </Box>
        )}
      </Box>
    </Container>
  );
}
