// One blog post: cover, title, author (a doctor), date, reading time, tags and the article.
import { SITE_MESSAGES } from '@domain/messages/site';
import { ROUTES } from '@domain/routes';
import { OneThingPage } from '@ui/components/OneThingPage';
import { useResource } from '@ui/hooks/useResource';
import { PAGE_TITLES } from '@ui/seo/titles';
import { Article, COLUMN } from './post/Article';
import { ArticleSkeleton } from './post/ArticleSkeleton';

export default function BlogPostPage({ slug }: { slug: string }) {
  const post = useResource({ kind: 'blogPost', slug });
  return (
    <OneThingPage
      resource={post}
      title={{ of: (data) => data.title, generic: PAGE_TITLES.blog, missing: PAGE_TITLES.articleMissing }}
      skeleton={<ArticleSkeleton />}
      missingText={SITE_MESSAGES.articleMissing}
      unavailable={{ title: SITE_MESSAGES.articleUnavailable, text: SITE_MESSAGES.articleUnavailableDetail }}
      back={{ href: ROUTES.blogs.href, label: 'Browse all articles' }}
      sx={{ py: { xs: 4, md: 7 } }}
      unavailableSx={{ maxWidth: COLUMN, mx: 'auto' }}
    >
      {(data) => <Article post={data} />}
    </OneThingPage>
  );
}
