// Blog posts matching the query.
import Box from '@mui/material/Box';
import { SITE_MESSAGES } from '@domain/messages/site';
import { countOf } from '@domain/plural';
import { BlogGrid, BlogGridSkeleton } from '@ui/components/BlogGrid';
import { Unavailable } from '@ui/components/PageState';
import { useResource } from '@ui/hooks/useResource';
import { NothingFound } from './NothingFound';
import { ResultsHeading } from './ResultsHeading';

export function BlogResults({ query }: { query: string }) {
  const posts = useResource({ kind: 'blogSearch', query });
  return (
    <Box component="section" aria-labelledby="blog-results-title">
      <ResultsHeading
        id="blog-results-title"
        title="Blog posts"
        status={
          posts.status === 'ready'
            ? posts.data.length === 0
              ? SITE_MESSAGES.noResults
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
