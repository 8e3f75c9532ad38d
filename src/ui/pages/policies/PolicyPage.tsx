// A policy page: title, when it last changed, the text in a readable column, the other policies.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { formatDate } from '@domain/indiaTime';
import { POLICY_PAGES, type PolicySlug } from '@domain/routes';
import { ArticleBody } from '@ui/components/ArticleBody';
import { Eyebrow } from '@ui/components/Eyebrow';
import { PageSkeleton } from '@ui/components/PageSkeleton';
import { Unavailable } from '@ui/components/PageState';
import { usePageTitle } from '@ui/hooks/usePageTitle';
import { useResource } from '@ui/hooks/useResource';
import { POLICY_NAMES } from '@ui/seo/titles';
import { bareList } from '@ui/theme/sx';

export default function PolicyPage({ slug }: { slug: PolicySlug }) {
  usePageTitle(POLICY_NAMES[slug]);
  const policy = useResource({ kind: 'policy', slug });
  const others = POLICY_PAGES.filter((page) => page.slug !== slug);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Box sx={{ maxWidth: 720, mx: 'auto' }}>
        {policy.status === 'ready' ? (
          <Box component="article" aria-labelledby="policy-title">
            <Box component="header" sx={{ pb: 3, mb: 2, borderBottom: 1, borderColor: 'surface.border' }}>
              <Eyebrow sx={{ mb: 1.5 }}>Policies</Eyebrow>
              <Typography variant="h1" id="policy-title" sx={{ mb: 1.5 }}>
                {policy.data.title}
              </Typography>
              <Typography color="text.secondary">
                Last updated <time dateTime={policy.data.updatedAt}>{formatDate(policy.data.updatedAt)}</time>
              </Typography>
            </Box>
            <Box sx={{ '& > div': { fontSize: 17 } }}>
              <ArticleBody html={policy.data.html} />
            </Box>
          </Box>
        ) : (
          <>
            <Typography variant="h1" sx={{ mb: 2 }}>
              {POLICY_NAMES[slug]}
            </Typography>
            {policy.status === 'loading' ? (
              <PageSkeleton label="Loading policy">
                <Skeleton width={220} sx={{ mb: 4 }} />
                {Array.from({ length: 10 }, (_, index) => (
                  <Skeleton key={index} width={index % 4 === 3 ? '55%' : '100%'} />
                ))}
              </PageSkeleton>
            ) : (
              <Unavailable onRetry={policy.retry} />
            )}
          </>
        )}
        <Box
          component="nav"
          aria-labelledby="other-policies"
          sx={{ mt: 6, p: { xs: 2.5, md: 3 }, borderRadius: 1.5, bgcolor: 'surface.sand' }}
        >
          <Typography component="h2" id="other-policies" sx={{ fontWeight: 700, fontSize: 17, mb: 1.5 }}>
            Other policies
          </Typography>
          <Box
            component="ul"
            sx={{
              ...bareList,
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              gap: { xs: 1.25, sm: 3 },
            }}
          >
            {others.map((page) => (
              <li key={page.slug}>
                <MuiLink component={Link} href={page.href} sx={{ fontWeight: 600 }}>
                  {POLICY_NAMES[page.slug]}
                </MuiLink>
              </li>
            ))}
          </Box>
        </Box>
      </Box>
    </Container>
  );
}
