// One blog post: cover, title, author (a doctor), date, reading time, tags and the article.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import type { BlogPost } from '../../../domain/contract/content';
import { ROUTES } from '../../../domain/routes';
import { formatDate } from '../../components/formatDate';
import { Markdown } from '../../components/Markdown';
import { Unavailable } from '../../components/PageState';
import { Picture } from '../../components/Picture';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useResource } from '../../hooks/useResource';

const COLUMN = 760;

function BackToBlog({ sx }: { sx?: object }) {
  return (
    <Button
      component={Link}
      href={ROUTES.blogs.href}
      startIcon={<ArrowBackIcon aria-hidden="true" />}
      sx={{ ml: -1, ...sx }}
    >
      More from the blog
    </Button>
  );
}

function Article({ post }: { post: BlogPost }) {
  return (
    <Box component="article" aria-labelledby="post-title">
      <Box component="header" sx={{ maxWidth: COLUMN, mx: 'auto' }}>
        <BackToBlog sx={{ mb: 3 }} />
        {post.tags[0] && (
          <Typography
            sx={{
              color: 'secondary.main',
              fontWeight: 700,
              letterSpacing: 1,
              textTransform: 'uppercase',
              fontSize: 13,
              mb: 1.5,
            }}
          >
            {post.tags[0]}
          </Typography>
        )}
        <Typography variant="h1" id="post-title" sx={{ mb: 2.5 }}>
          {post.title}
        </Typography>
        <Typography sx={{ fontSize: { xs: 18, md: 20 }, color: 'text.secondary', lineHeight: 1.6, mb: 3 }}>
          {post.excerpt}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1,
            rowGap: 0.5,
            color: 'text.secondary',
            fontSize: 15,
            pb: 3,
            borderBottom: 1,
            borderColor: 'surface.border',
          }}
        >
          <span>By</span>
          <MuiLink component={Link} href={ROUTES.doctor.href(post.author._id)} sx={{ fontWeight: 700 }}>
            {post.author.name}
          </MuiLink>
          <span aria-hidden="true">·</span>
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          <span aria-hidden="true">·</span>
          <span>{post.readingMinutes} min read</span>
        </Box>
      </Box>
      <Box sx={{ maxWidth: 1040, mx: 'auto', my: { xs: 4, md: 5 } }}>
        <Picture
          imageKey={post.coverImage}
          alt={`Illustration for “${post.title}”`}
          aspectRatio="16 / 9"
          width={1200}
          priority
          sizes="(min-width: 1100px) 1040px, 100vw"
          sx={{ borderRadius: { xs: 1, md: 2 }, aspectRatio: { xs: '16 / 9', md: '2 / 1' } }}
        />
      </Box>
      <Box sx={{ maxWidth: COLUMN, mx: 'auto' }}>
        <Markdown source={post.body} />
        {post.tags.length > 0 && (
          <Box sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'surface.border' }}>
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: 15, mb: 1.5 }}>
              Topics
            </Typography>
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Chip label={tag} sx={{ bgcolor: 'surface.sage', color: 'primary.dark' }} />
                </li>
              ))}
            </Box>
          </Box>
        )}
        <Box
          sx={{
            mt: 5,
            p: { xs: 2.5, md: 3 },
            borderRadius: 1.5,
            bgcolor: 'surface.sand',
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { sm: 'center' },
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Box>
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: 18 }}>
              Want advice for your own constitution?
            </Typography>
            <Typography color="text.secondary">
              Book a private consultation with {post.author.name} or another of our doctors.
            </Typography>
          </Box>
          <Button
            component={Link}
            href={ROUTES.doctor.href(post.author._id)}
            variant="contained"
            sx={{ flexShrink: 0 }}
          >
            Meet the author
          </Button>
        </Box>
        <BackToBlog sx={{ mt: 4 }} />
      </Box>
    </Box>
  );
}

function ArticleSkeleton() {
  return (
    <Box role="status" aria-label="Loading article" aria-busy="true" sx={{ maxWidth: COLUMN, mx: 'auto' }}>
      <Skeleton width={180} height={36} sx={{ mb: 3 }} />
      <Skeleton width="95%" height={56} />
      <Skeleton width="70%" height={56} sx={{ mb: 2 }} />
      <Skeleton width="100%" />
      <Skeleton width="80%" sx={{ mb: 4 }} />
      <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto', mb: 4 }} />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} width={index % 3 === 2 ? '60%' : '100%'} />
      ))}
    </Box>
  );
}

export default function BlogPostPage({ slug }: { slug: string }) {
  const post = useResource({ kind: 'blogPost', slug });
  usePageTitle(post.status === 'ready' ? post.data.title : 'Blog');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      {post.status === 'loading' && <ArticleSkeleton />}
      {post.status === 'ready' && <Article post={post.data} />}
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
