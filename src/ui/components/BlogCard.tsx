// A blog post in a listing: cover, title, excerpt, author, date and reading time; the whole
// card opens the post.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import type { BlogPostSummary } from '@domain/contract/content';
import { formatDate } from '@domain/indiaTime';
import { ROUTES } from '@domain/routes';
import { headingFont } from '../theme/sx';
import { Picture } from './Picture';
import type { CardHeading } from './ProductCard';
import { linkCardSx, stretchedLinkSx } from './stretchedLink';

export function BlogCard({ post, headingComponent = 'h3' }: { post: BlogPostSummary; headingComponent?: CardHeading }) {
  return (
    <Card component="article" sx={linkCardSx}>
      {/* The title beside it names the post, so the cover is decorative here. */}
      <Picture
        imageKey={post.coverImage}
        alt=""
        aspectRatio="16 / 9"
        width={768}
        sizes="(min-width: 1200px) 380px, (min-width: 900px) 31vw, (min-width: 600px) 48vw, 100vw"
      />
      <Box sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        {post.tags[0] && (
          <Typography
            variant="caption"
            sx={{ color: 'secondary.main', fontWeight: 700, letterSpacing: 0.6, textTransform: 'uppercase' }}
          >
            {post.tags[0]}
          </Typography>
        )}
        <Typography
          component={headingComponent}
          sx={{ fontFamily: headingFont, fontSize: 21, fontWeight: 700, lineHeight: 1.3 }}
        >
          <Box component={Link} href={ROUTES.blogPost.href(post._id)} sx={stretchedLinkSx}>
            {post.title}
          </Box>
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            lineHeight: 1.6,
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {post.excerpt}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 'auto', pt: 1.5, fontSize: 13 }}>
          <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
            {post.author.name}
          </Box>
          {' · '}
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, 'short')}</time>
          {' · '}
          {post.readingMinutes} min read
        </Typography>
      </Box>
    </Card>
  );
}
