// The head each public page gets from its page data, as the server writes it and link previews
// and search engines read it.
import { describe, expect, it } from 'vitest';
import type { Review } from '@domain/contract/catalogue';
import { paiseToRupees, rupeesToPaise } from '@domain/money';
import type { RequestOf, ResourceData, ResourceKind, ResourceLookup } from '@domain/resources';
import { PAGE_ENTRIES, type PageEntry, type RouteName } from '@domain/routes';
import { PAGE_HEADS, pageHead, PREVIEW_IMAGE_WIDTH, SITE_DESCRIPTION, type PageHead } from '@ui/seo/pageHead';
import { aBrand, aCategory, aDoctorDetail, aStoreItemDetail } from '../../support/builders/catalogue';
import { aBlogPost } from '../../support/builders/content';

const ORIGIN = 'https://ojas.example';

type Answer = { [K in ResourceKind]: [RequestOf<K>, ResourceData[K] | null] }[ResourceKind];

/** A lookup that answers exactly the given requests (same kind and fields) and nothing else. */
function lookupOf(...answers: Answer[]): ResourceLookup & { asked: string[] } {
  const asked: string[] = [];
  const lookup = (<K extends ResourceKind>(request: RequestOf<K>) => {
    asked.push(JSON.stringify(request));
    const found = answers.find(([known]) => JSON.stringify(known) === JSON.stringify(request));
    return found?.[1] as ResourceData[K] | null | undefined;
  }) as ResourceLookup & { asked: string[] };
  lookup.asked = asked;
  return lookup;
}
const nothing = lookupOf();

const aReview = (rating: number): Review => ({
  _id: `r${rating}`,
  rating,
  title: 'Good',
  body: 'Helped me sleep.',
  authorName: 'Asha',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const ldOf = (head: PageHead, type: string) => head.jsonLd.find((data) => data['@type'] === type);

describe('product page', () => {
  const item = aStoreItemDetail({ sellingPrice: 279.5, stock: 0, inStock: false });

  it('is named, described and priced from the product, with its photo at a served width', () => {
    const head = pageHead(
      '/store/ashwagandha-tablets?utm_source=whatsapp&fbclid=x',
      lookupOf([{ kind: 'storeItem', id: 'ashwagandha-tablets' }, item]),
      ORIGIN,
    );
    expect(head.title).toBe('Ashwagandha Tablets · Ojas');
    expect(head.description).toBe('Ashwagandha root in a daily tablet, for calm energy.');
    expect(head.canonical).toBe(`${ORIGIN}/store/ashwagandha-tablets`);
    expect(head.noindex).toBe(false);
    expect(head.status).toBe(200);
    expect(head.openGraph).toMatchObject({
      type: 'product',
      title: 'Ashwagandha Tablets',
      url: head.canonical,
      siteName: 'Ojas',
      locale: 'en_IN',
      image: {
        url: `${ORIGIN}/static/products/ashwagandha-tablets-1?w=${PREVIEW_IMAGE_WIDTH}`,
        alt: 'Ashwagandha Tablets, 60 tablets',
      },
      price: { amount: '279.5', currency: 'INR' },
    });
    expect(PREVIEW_IMAGE_WIDTH).toBeGreaterThanOrEqual(300);
    expect(head.twitterCard).toBe('summary_large_image');
  });

  it('describes a Product with its offer and breadcrumbs, and a rating only when reviews are loaded', () => {
    const request = { kind: 'storeItem', id: 'ashwagandha-tablets' } as const;
    const withoutReviews = pageHead('/store/ashwagandha-tablets', lookupOf([request, item]), ORIGIN);
    const product = ldOf(withoutReviews, 'Product')!;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: item.name,
      sku: item._id,
      brand: { '@type': 'Brand', name: 'Vedavana' },
      image: [withoutReviews.openGraph.image!.url],
      offers: {
        '@type': 'Offer',
        price: paiseToRupees(rupeesToPaise(item.sellingPrice)),
        priceCurrency: 'INR',
        availability: 'https://schema.org/OutOfStock',
        url: withoutReviews.canonical,
      },
    });
    expect(product).not.toHaveProperty('aggregateRating');
    expect(ldOf(withoutReviews, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Ojas', item: `${ORIGIN}/` },
        { position: 2, name: 'Shop', item: `${ORIGIN}/store` },
        { position: 3, name: 'Vedavana', item: `${ORIGIN}/store/brand/Vedavana` },
        { position: 4, name: item.name, item: withoutReviews.canonical },
      ],
    });

    const reviewed = pageHead(
      '/store/ashwagandha-tablets',
      lookupOf(
        [request, aStoreItemDetail()],
        [{ kind: 'reviews', type: 'storeItem', id: 'ashwagandha-tablets' }, [aReview(5)]],
      ),
      ORIGIN,
    );
    expect(ldOf(reviewed, 'Product')).toMatchObject({
      offers: { availability: 'https://schema.org/InStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.2, reviewCount: 6 },
    });
  });

  it('asks for exactly the requests the product page makes', () => {
    const lookup = lookupOf([{ kind: 'storeItem', id: 'x' }, item]);
    pageHead('/store/x', lookup, ORIGIN);
    expect(lookup.asked).toEqual([
      JSON.stringify({ kind: 'storeItem', id: 'x' }),
      JSON.stringify({ kind: 'reviews', type: 'storeItem', id: 'x' }),
    ]);
  });

  it('has a generic head before its data, and a not-found head when it does not exist', () => {
    const loading = pageHead('/store/x', nothing, ORIGIN);
    expect(loading).toMatchObject({
      title: 'Product · Ojas',
      description: SITE_DESCRIPTION,
      noindex: false,
      status: 200,
    });
    expect(loading.jsonLd).toEqual([]);
    const missing = pageHead('/store/x', lookupOf([{ kind: 'storeItem', id: 'x' }, null]), ORIGIN);
    expect(missing).toMatchObject({ title: 'Product not found · Ojas', noindex: true, status: 404, jsonLd: [] });
  });
});

describe('doctor page', () => {
  const doctor = aDoctorDetail({ bio: '## About\nTwenty years of *gentle* care in [Chennai](https://x.example).' });

  it('is a Physician profile with the doctor photo', () => {
    const head = pageHead('/doctors/meera-iyer', lookupOf([{ kind: 'doctor', id: 'meera-iyer' }, doctor]), ORIGIN);
    expect(head.title).toBe('Dr. Meera Iyer · Ojas');
    expect(head.description).toBe('About Twenty years of gentle care in Chennai.');
    expect(head.openGraph.type).toBe('profile');
    expect(head.openGraph.image?.url).toBe(`${ORIGIN}/static/doctors/meera-iyer?w=${PREVIEW_IMAGE_WIDTH}`);
    expect(ldOf(head, 'Physician')).toMatchObject({
      name: 'Dr. Meera Iyer',
      medicalSpecialty: ['Digestive Health'],
      knowsLanguage: ['English'],
      image: head.openGraph.image!.url,
      priceRange: '₹899',
      address: { addressLocality: 'Chennai', addressRegion: 'Tamil Nadu' },
    });
    expect(ldOf(head, 'Physician')).not.toHaveProperty('aggregateRating');
    expect(ldOf(head, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Ojas' },
        { name: 'Consultation', item: `${ORIGIN}/doctors` },
        { name: 'Dr. Meera Iyer' },
      ],
    });
  });

  it('is rated from its reviews when they are at hand', () => {
    const head = pageHead(
      '/doctors/meera-iyer',
      lookupOf(
        [{ kind: 'doctor', id: 'meera-iyer' }, doctor],
        [{ kind: 'reviews', type: 'doctor', id: 'meera-iyer' }, [aReview(5), aReview(4)]],
      ),
      ORIGIN,
    );
    expect(ldOf(head, 'Physician')).toMatchObject({ aggregateRating: { ratingValue: 4.5, reviewCount: 2 } });
  });

  it('is not found with noindex when the doctor does not exist', () => {
    const head = pageHead('/doctors/nobody', lookupOf([{ kind: 'doctor', id: 'nobody' }, null]), ORIGIN);
    expect(head).toMatchObject({ title: 'Doctor not found · Ojas', noindex: true, status: 404 });
  });
});

describe('blog post page', () => {
  it('is an Article with its author, date and cover', () => {
    const post = aBlogPost();
    const head = pageHead(`/blogs/${post._id}`, lookupOf([{ kind: 'blogPost', slug: post._id }, post]), ORIGIN);
    expect(head.title).toBe(`${post.title} · Ojas`);
    expect(head.description).toBe(post.excerpt);
    expect(head.openGraph.type).toBe('article');
    expect(ldOf(head, 'Article')).toMatchObject({
      headline: post.title,
      datePublished: '2026-01-27',
      author: { '@type': 'Person', name: 'Meera Iyer', url: `${ORIGIN}/doctors/meera-iyer` },
      image: [head.openGraph.image!.url],
    });
    expect(ldOf(head, 'BreadcrumbList')).toMatchObject({
      itemListElement: [{}, { name: 'Blog' }, { name: post.title }],
    });
  });

  it('is not found with noindex when the post does not exist', () => {
    const head = pageHead('/blogs/gone', lookupOf([{ kind: 'blogPost', slug: 'gone' }, null]), ORIGIN);
    expect(head).toMatchObject({ title: 'Article not found · Ojas', noindex: true, status: 404 });
  });
});

describe('list and content pages', () => {
  it('home names the organisation and how to search the site', () => {
    const head = pageHead('/', nothing, ORIGIN);
    expect(head.title).toBe('Ojas');
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(ldOf(head, 'Organization')).toMatchObject({ name: 'Ojas', url: `${ORIGIN}/` });
    expect(ldOf(head, 'WebSite')).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${ORIGIN}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(head.twitterCard).toBe('summary');
  });

  it("the shop's canonical URL keeps its filters and page, not its sort or tracking", () => {
    const head = pageHead(
      '/store?utm_campaign=x&sort=price-asc&brand=Vedavana&min=200&page=2&gclid=y',
      nothing,
      ORIGIN,
    );
    expect(head.title).toBe('Shop · Ojas');
    expect(head.canonical).toBe(`${ORIGIN}/store?brand=Vedavana&min=200&page=2`);
  });

  it('a brand page is named and pictured from the brand, with breadcrumbs', () => {
    const brand = aBrand('Sattvika Herbals', { tagline: 'Herbs from our own farms', photoUrl: 'brands/sattvika' });
    const head = pageHead(
      '/store/brand/sattvika%20herbals?sort=rating',
      lookupOf([{ kind: 'brands' }, [brand]]),
      ORIGIN,
    );
    expect(head.title).toBe('Sattvika Herbals · Ojas');
    expect(head.description).toBe('Sattvika Herbals: Herbs from our own farms');
    expect(head.canonical).toBe(`${ORIGIN}/store/brand/Sattvika%20Herbals`);
    expect(head.openGraph.image?.alt).toBe('Sattvika Herbals logo');
    expect(ldOf(head, 'BreadcrumbList')).toMatchObject({
      itemListElement: [{}, { name: 'Shop' }, { name: 'Sattvika Herbals' }],
    });
    const unknown = pageHead('/store/brand/Nobody', lookupOf([{ kind: 'brands' }, [brand]]), ORIGIN);
    expect(unknown).toMatchObject({ title: 'Nobody · Ojas', noindex: true });
  });

  it('a category page keeps its chosen category (?c=) and names it in the breadcrumbs', () => {
    const categories = [
      aCategory({ _id: 'sleep', name: 'Sleep' }),
      aCategory({ _id: 'digestion', name: 'Digestion', description: 'For a calm gut.' }),
    ];
    const head = pageHead(
      '/store/concern?c=digestion&sort=rating&ref=abc',
      lookupOf([{ kind: 'itemCategories' }, categories]),
      ORIGIN,
    );
    expect(head.title).toBe('Shop by concern · Ojas');
    expect(head.description).toBe('For a calm gut.');
    expect(head.canonical).toBe(`${ORIGIN}/store/concern?c=digestion`);
    expect(ldOf(head, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        {},
        { name: 'Shop' },
        { name: 'Shop by concern' },
        { name: 'Digestion', item: `${ORIGIN}/store/concern?c=digestion` },
      ],
    });
    expect(pageHead('/store/category', nothing, ORIGIN).title).toBe('Shop by category · Ojas');
  });

  it('policies are described from their text; doctors, blogs and contact have their own words', () => {
    const policy = {
      _id: 'refund',
      title: 'Refund Policy',
      updatedAt: '2026-01-01',
      body: '# Refunds\n\nYou can return **unopened** items within 7 days.',
      html: '<h1>Refunds</h1>\n<p>You can return <strong>unopened</strong> items within 7 days.</p>',
    };
    const head = pageHead(
      '/cancellation-and-refund-policy',
      lookupOf([{ kind: 'policy', slug: 'refund' }, policy]),
      ORIGIN,
    );
    expect(head.title).toBe('Refund Policy · Ojas');
    expect(head.description).toBe('Refunds You can return unopened items within 7 days.');
    for (const [path, title] of [
      ['/doctors?page=2&utm_source=x', 'Consultation · Ojas'],
      ['/blogs?q=sleep', 'Blog · Ojas'],
      ['/contact', 'Contact Us · Ojas'],
    ] as const) {
      const list = pageHead(path, nothing, ORIGIN);
      expect(list.title).toBe(title);
      expect(list.description).not.toBe(SITE_DESCRIPTION);
      expect(list.canonical).toBe(`${ORIGIN}${path.split('?')[0]}`);
      expect(list.noindex).toBe(false);
    }
  });

  it('search results are titled by the query and kept out of the index', () => {
    const head = pageHead('/search?q=brahmi%20oil&utm_source=x', nothing, ORIGIN);
    expect(head).toMatchObject({
      title: 'Search: brahmi oil · Ojas',
      canonical: `${ORIGIN}/search?q=brahmi%20oil`,
      noindex: true,
    });
  });

  it('every manifest entry has a head: a builder, or its fixed title in the manifest', () => {
    for (const [name, entry] of Object.entries(PAGE_ENTRIES) as [RouteName, PageEntry][]) {
      expect(PAGE_HEADS[name] !== undefined || (entry.title ?? '') !== '', name).toBe(true);
    }
  });

  it('private pages are noindex and unknown paths are not found', () => {
    for (const path of [
      '/login',
      '/dashboard',
      '/store/cart',
      '/store/checkout?step=pay',
      '/dashboard/orders',
      '/dashboard/orders/o1',
      '/dashboard/desk',
      '/dashboard/consultations',
    ]) {
      expect(pageHead(path, nothing, ORIGIN), path).toMatchObject({ noindex: true, status: 200 });
    }
    expect(pageHead('/dashboard/orders', nothing, ORIGIN).title).toBe('Your orders · Ojas');
    expect(pageHead('/no/such/page', nothing, ORIGIN)).toMatchObject({
      title: 'Page not found · Ojas',
      noindex: true,
      status: 404,
    });
  });

  it('uses an image host named by an absolute URL as it is', () => {
    const item = aStoreItemDetail();
    const head = pageHead(
      '/store/x',
      lookupOf([{ kind: 'storeItem', id: 'x' }, item]),
      ORIGIN,
      'https://cdn.example/img',
    );
    expect(head.openGraph.image?.url).toBe(
      `https://cdn.example/img/products/ashwagandha-tablets-1?w=${PREVIEW_IMAGE_WIDTH}`,
    );
  });
});
