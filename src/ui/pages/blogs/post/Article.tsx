// A blog post: title, author, date, reading time, cover, body and tags.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import type { BlogPost } from '@domain/contract/content';
import { formatDate } from '@domain/indiaTime';
import { ROUTES } from '@domain/routes';
import { ArticleBody } from '@ui/components/ArticleBody';
import { Eyebrow } from '@ui/components/Eyebrow';
import { Picture } from '@ui/components/Picture';
import { bareList } from '@ui/theme/sx';
import { BackToBlog } from './BackToBlog';

export const COLUMN = 760;

export function Article({ post }: { post: BlogPost }) {
  return (
    <Box component="article" aria-labelledby="post-title">
      <Box component="header" sx={{ maxWidth: COLUMN, mx: 'auto' }}>
        <BackToBlog sx={{ mb: 3 }} />
        {post.tags[0] && <Eyebrow sx={{ mb: 1.5 }}>{post.tags[0]}</Eyebrow>}
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
        <ArticleBody html={post.html} />
        {post.tags.length > 0 && (
          <Box sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'surface.border' }}>
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: 15, mb: 1.5 }}>
              Topics
            </Typography>
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ...bareList }}>
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
