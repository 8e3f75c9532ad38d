// One blog post: cover, title, author (a doctor), date, reading time, tags and the article.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { PRODUCT_MESSAGES } from '../../../domain/messages';
import { ROUTES } from '../../../domain/routes';
import { Missing } from '../../components/Missing';
import { Unavailable } from '../../components/PageState';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useResource } from '../../hooks/useResource';
import { PAGE_TITLES, thingTitle } from '../../seo/titles';
import { Article, COLUMN } from './post/Article';
import { ArticleSkeleton } from './post/ArticleSkeleton';

export default function BlogPostPage({ slug }: { slug: string }) {
  const post = useResource({ kind: 'blogPost', slug });
  usePageTitle(
    thingTitle(post.data?.title, post.status === 'missing', {
      generic: PAGE_TITLES.blog,
      missing: PAGE_TITLES.articleMissing,
    }),
  );
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      {post.status === 'loading' && <ArticleSkeleton />}
      {post.status === 'ready' && <Article post={post.data} />}
      {post.status === 'missing' && (
        <Missing text={PRODUCT_MESSAGES.articleMissing} backHref={ROUTES.blogs.href} backLabel="Browse all articles" />
      )}
      {post.status === 'unavailable' && (
        <Box sx={{ maxWidth: COLUMN, mx: 'auto', py: { xs: 2, md: 6 } }}>
          <Typography variant="h1" sx={{ mb: 2 }}>
            This article is not available
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            It may have moved, or the connection dropped while loading it.
          </Typography>
          <Unavailable onRetry={post.retry} />
          <Button
            component={Link}
            href={ROUTES.blogs.href}
            variant="contained"
            startIcon={<ArrowBackIcon aria-hidden="true" />}
          >
            Browse all articles
          </Button>
        </Box>
      )}
    </Container>
  );
}
