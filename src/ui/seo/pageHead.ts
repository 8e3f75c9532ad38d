// What a page's <head> says about it to search engines and link previews (WhatsApp, X,
// Facebook): title, description, canonical URL, Open Graph, Twitter card and JSON-LD. Pure: it
// reads only the page data the page itself requests, through `lookup`, so the server can write
// the head from the data it rendered the page with.
import type { ItemCategory } from '@domain/contract/catalogue';
import { doctorTitle } from '@domain/contract/doctors';
import { IMAGE_WIDTHS, imageUrl } from '@domain/images';
import { matchRoute } from '@domain/knownPaths';
import { PRODUCT_NAME, pageTitle } from '@domain/product';
import type { ResourceLookup } from '@domain/resources';
import { categoryHref, PAGE_ENTRIES, ROUTES, type PageEntry, type PolicySlug, type RouteName } from '@domain/routes';
import { searchFromFilters, filtersFromSearch, DEFAULT_SORT } from '@domain/storeFilters';
import { decodeParam } from './decodeParam';
import {
  articleLd,
  breadcrumbList,
  CURRENCY,
  offerPrice,
  physicianLd,
  productLd,
  siteLd,
  type Crumb,
  type JsonLd,
} from './jsonLd';
import { describe, trimDescription } from './text';
import { PAGE_TITLES, POLICY_NAMES, searchTitle, thingTitle } from './titles';

export interface OpenGraph {
  type: 'website' | 'product' | 'profile' | 'article';
  title: string;
  description: string;
  url: string;
  siteName: string;
  locale: 'en_IN';
  image?: { url: string; width: number; alt: string };
  /** A product's selling price. */
  price?: { amount: string; currency: typeof CURRENCY };
}

export interface PageHead {
  /** The document title, the same the browser sets once the page runs. */
  title: string;
  description: string;
  /** The page's one URL: origin, path and only the query parameters that change what it shows. */
  canonical: string;
  /** Keep out of search results: private pages, search results, missing things, unknown paths. */
  noindex: boolean;
  /** 404 for an unknown path or a product, doctor, post or policy that does not exist. */
  status: 200 | 404;
  openGraph: OpenGraph;
  twitterCard: 'summary' | 'summary_large_image';
  jsonLd: JsonLd[];
}

/** The site's own description (home and pages without their own text). */
export const SITE_DESCRIPTION =
  'Ojas: authentic Ayurveda products and online consultations with verified Ayurvedic doctors, delivered across India.';

/** Link previews want an image at least 300 px wide and under 600 KB: a 768 px WebP is both. */
export const PREVIEW_IMAGE_WIDTH = IMAGE_WIDTHS[3];

const LIST_DESCRIPTIONS = {
  shop: 'Shop classical Ayurvedic formulations, herbal supplements, oils and everyday care from trusted brands, delivered across India.',
  category: 'Ayurvedic products by kind: churnas, oils, teas, rasayanas and more, from trusted brands.',
  concern: 'Ayurvedic formulations chosen for what you want to support, from sleep and digestion to skin and immunity.',
  consultation:
    'Private online consultations with verified Ayurvedic doctors: understand your constitution and get advice you can follow at home.',
  blog: 'Seasonal routines, food as medicine and calm for busy minds: practical Ayurveda, written by our doctors.',
  contact: 'Questions about an order, a product or a consultation? Write to the Ojas team.',
} as const;

interface Context {
  url: URL;
  origin: string;
  lookup: ResourceLookup;
  staticBase: string;
}

/** What one page adds to the generic head. */
interface PageParts {
  title: string;
  description?: string;
  /** The canonical path and query; the requested path when not given. */
  canonicalPath?: string;
  noindex?: boolean;
  missing?: boolean;
  type?: OpenGraph['type'];
  image?: { key: string; alt: string };
  price?: number;
  jsonLd?: (canonical: string, image: string | undefined) => JsonLd[];
}

/** The page number of a list's ?page=, as the pager reads it. */
function pageNumber(params: URLSearchParams): number {
  const value = Number(params.get('page'));
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

/** A list's path with only its meaningful parameters (and ?page= beyond the first). */
function listPath(path: string, query: URLSearchParams | string, page: number): string {
  const params = new URLSearchParams(query);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function crumbs(origin: string, steps: readonly [string, string][]): Crumb[] {
  return [[PRODUCT_NAME, ROUTES.home.href] as [string, string], ...steps].map(([name, href]) => ({
    name,
    url: `${origin}${href}`,
  }));
}

function storePage({ url }: Context): PageParts {
  const filters = filtersFromSearch(url.search);
  return {
    title: PAGE_TITLES.shop,
    description: LIST_DESCRIPTIONS.shop,
    canonicalPath: listPath(
      ROUTES.store.href,
      searchFromFilters({ ...filters, sort: DEFAULT_SORT }),
      pageNumber(url.searchParams),
    ),
  };
}

function categoryPage({ url, origin, lookup }: Context, kind: ItemCategory['kind']): PageParts {
  const list = kind === 'concern' ? ROUTES.storeConcern : ROUTES.storeCategory;
  const title = kind === 'concern' ? PAGE_TITLES.concern : PAGE_TITLES.category;
  const options = lookup({ kind: 'itemCategories' })?.filter((category) => category.kind === kind) ?? [];
  const chosenId = url.searchParams.get('c');
  const chosen = options.find((category) => category._id === chosenId) ?? options[0];
  const page = pageNumber(url.searchParams);
  if (!chosen) return { title, description: LIST_DESCRIPTIONS[kind], canonicalPath: list.href };
  const href = categoryHref(chosen);
  return {
    title,
    description: chosen.description ? trimDescription(chosen.description) : LIST_DESCRIPTIONS[kind],
    canonicalPath: listPath(list.href, new URLSearchParams({ c: chosen._id }), page),
    jsonLd: () => [
      breadcrumbList(
        crumbs(origin, [
          [PAGE_TITLES.shop, ROUTES.store.href],
          [title, list.href],
          [chosen.name, href],
        ]),
      ),
    ],
  };
}

function brandPage({ url, origin, lookup }: Context, rawName: string): PageParts {
  const brandName = decodeParam(rawName);
  const brands = lookup({ kind: 'brands' });
  const brand = brands?.find((entry) => entry.brandName.toLowerCase() === brandName.toLowerCase());
  const title = brand?.brandName ?? brandName;
  const href = ROUTES.storeBrand.href(title);
  return {
    title,
    description: brand ? trimDescription(`${brand.brandName}: ${brand.tagline}`) : LIST_DESCRIPTIONS.shop,
    canonicalPath: listPath(href, '', pageNumber(url.searchParams)),
    noindex: Array.isArray(brands) && !brand,
    ...(brand ? { image: { key: brand.photoUrl, alt: `${brand.brandName} logo` } } : {}),
    jsonLd: () =>
      brand
        ? [
            breadcrumbList(
              crumbs(origin, [
                [PAGE_TITLES.shop, ROUTES.store.href],
                [brand.brandName, href],
              ]),
            ),
          ]
        : [],
  };
}

function productPage({ origin, lookup }: Context, itemId: string): PageParts {
  const item = lookup({ kind: 'storeItem', id: itemId });
  const titles = { generic: PAGE_TITLES.product, missing: PAGE_TITLES.productMissing };
  if (!item) return { title: thingTitle(undefined, item === null, titles), missing: item === null };
  const reviews = lookup({ kind: 'reviews', type: 'storeItem', id: itemId }) ?? undefined;
  const description = describe(item.description);
  const photo = item.photoLinks[0];
  return {
    title: item.name,
    description,
    canonicalPath: ROUTES.storeItem.href(item._id),
    type: 'product',
    ...(photo ? { image: { key: photo, alt: `${item.name}, ${item.packSize}` } } : {}),
    price: item.sellingPrice,
    jsonLd: (url, image) => [
      productLd(item, { url, images: image ? [image] : [], description, ...(reviews ? { reviews } : {}) }),
      breadcrumbList(
        crumbs(origin, [
          [PAGE_TITLES.shop, ROUTES.store.href],
          [item.brandDetails.brandName, ROUTES.storeBrand.href(item.brandDetails.brandName)],
          [item.name, ROUTES.storeItem.href(item._id)],
        ]),
      ),
    ],
  };
}

function doctorPage({ origin, lookup }: Context, doctorId: string): PageParts {
  const doctor = lookup({ kind: 'doctor', id: doctorId });
  const titles = { generic: PAGE_TITLES.doctor, missing: PAGE_TITLES.doctorMissing };
  if (!doctor) return { title: thingTitle(undefined, doctor === null, titles), missing: doctor === null };
  // The doctor's page shows no reviews today; when the server has them at hand they rate the doctor.
  const reviews = lookup({ kind: 'reviews', type: 'doctor', id: doctorId }) ?? undefined;
  const name = doctorTitle(doctor);
  const description = describe(doctor.bio || `${name}, ${doctor.qualifications}: ${doctor.specialization.join(', ')}.`);
  return {
    title: name,
    description,
    canonicalPath: ROUTES.doctor.href(doctor._id),
    type: 'profile',
    ...(doctor.profilePhoto ? { image: { key: doctor.profilePhoto, alt: `Photo of ${name}` } } : {}),
    jsonLd: (url, image) => [
      physicianLd(doctor, { url, description, ...(image ? { image } : {}), ...(reviews ? { reviews } : {}) }),
      breadcrumbList(
        crumbs(origin, [
          [PAGE_TITLES.consultation, ROUTES.doctors.href],
          [name, ROUTES.doctor.href(doctor._id)],
        ]),
      ),
    ],
  };
}

function blogPostPage({ origin, lookup }: Context, slug: string): PageParts {
  const post = lookup({ kind: 'blogPost', slug });
  const titles = { generic: PAGE_TITLES.blog, missing: PAGE_TITLES.articleMissing };
  if (!post) return { title: thingTitle(undefined, post === null, titles), missing: post === null };
  const description = describe(post.excerpt || post.body);
  return {
    title: post.title,
    description,
    canonicalPath: ROUTES.blogPost.href(post._id),
    type: 'article',
    ...(post.coverImage ? { image: { key: post.coverImage, alt: post.title } } : {}),
    jsonLd: (url, image) => [
      articleLd(post, { url, description, origin, ...(image ? { image } : {}) }),
      breadcrumbList(
        crumbs(origin, [
          [PAGE_TITLES.blog, ROUTES.blogs.href],
          [post.title, ROUTES.blogPost.href(post._id)],
        ]),
      ),
    ],
  };
}

function policyPage({ lookup }: Context, slug: PolicySlug): PageParts {
  const policy = lookup({ kind: 'policy', slug });
  return {
    title: POLICY_NAMES[slug],
    ...(policy ? { description: describe(policy.body) } : {}),
    missing: policy === null,
  };
}

function searchPage({ url }: Context): PageParts {
  const query = (url.searchParams.get('q') ?? '').trim();
  return {
    title: searchTitle(query),
    canonicalPath: query ? ROUTES.search.href(query) : ROUTES.search.href(),
    // Results pages are for visitors, not for a search engine's index.
    noindex: true,
  };
}

/** A page whose head is its title and, when it has one, its own description. */
const titled = (title: string, description?: string, canonicalPath?: string) => (): PageParts => ({
  title,
  ...(description ? { description } : {}),
  ...(canonicalPath ? { canonicalPath } : {}),
});

/**
 * The heads built for manifest entries: title, description and JSON-LD, from the page data the
 * page requests. An entry without a builder here has a fixed title in the manifest (`title`).
 * A private page's head is kept out of search results whatever it says.
 */
export const PAGE_HEADS: Partial<Record<RouteName, (context: Context, param: string) => PageParts>> = {
  home: ({ origin }) => ({ title: '', jsonLd: () => siteLd(origin, SITE_DESCRIPTION) }),
  store: storePage,
  cart: titled(PAGE_TITLES.cart),
  wishlist: titled(PAGE_TITLES.wishlist),
  checkout: titled(PAGE_TITLES.checkout),
  storeCategory: (context) => categoryPage(context, 'category'),
  storeConcern: (context) => categoryPage(context, 'concern'),
  storeBrand: brandPage,
  storeItem: productPage,
  doctors: titled(PAGE_TITLES.consultation, LIST_DESCRIPTIONS.consultation, ROUTES.doctors.href),
  doctor: doctorPage,
  blogs: titled(PAGE_TITLES.blog, LIST_DESCRIPTIONS.blog, ROUTES.blogs.href),
  blogPost: blogPostPage,
  contact: titled(PAGE_TITLES.contact, LIST_DESCRIPTIONS.contact),
  terms: (context) => policyPage(context, 'terms'),
  privacy: (context) => policyPage(context, 'privacy'),
  refund: (context) => policyPage(context, 'refund'),
  shipping: (context) => policyPage(context, 'shipping'),
  login: titled(PAGE_TITLES.login),
  dashboard: titled(PAGE_TITLES.dashboard),
  orders: titled(PAGE_TITLES.orders),
  desk: titled(PAGE_TITLES.desk),
  consultations: titled(PAGE_TITLES.consultations),
  order: titled(PAGE_TITLES.order),
  ops: titled(PAGE_TITLES.ops),
  opsOrder: titled(PAGE_TITLES.opsOrder),
  opsStock: titled(PAGE_TITLES.opsStock),
  opsCoupons: titled(PAGE_TITLES.opsCoupons),
  opsDoctors: titled(PAGE_TITLES.opsDoctors),
  opsConsultations: titled(PAGE_TITLES.opsConsultations),
  opsAudit: titled(PAGE_TITLES.opsAudit),
  smsSandbox: titled(PAGE_TITLES.smsSandbox),
  search: searchPage,
};

function partsOf(context: Context): PageParts {
  const matched = matchRoute(context.url.pathname);
  if (!matched) return { title: PAGE_TITLES.notFound, missing: true };
  const entry: PageEntry = PAGE_ENTRIES[matched.name];
  const build = PAGE_HEADS[matched.name] ?? titled(entry.title ?? '');
  const parts = build(context, matched.param ?? '');
  return entry.private ? { title: parts.title, noindex: true } : parts;
}

/**
 * The head of the page at `path` (path and query, as requested), from the page data `lookup`
 * has; `origin` is the public origin (PUBLIC_ORIGIN), `staticBase` the image host as the runtime
 * configuration names it (relative to the origin or absolute).
 */
export function pageHead(path: string, lookup: ResourceLookup, origin: string, staticBase = '/static'): PageHead {
  const base = origin.replace(/\/+$/, '');
  const url = new URL(path, `${base}/`);
  const parts = partsOf({ url, origin: base, lookup, staticBase });
  const title = pageTitle(parts.title);
  const description = parts.description ?? SITE_DESCRIPTION;
  const canonical = `${base}${parts.canonicalPath ?? url.pathname.replace(/(.)\/$/, '$1')}`;
  const image = parts.image && {
    url: new URL(imageUrl(staticBase, parts.image.key, PREVIEW_IMAGE_WIDTH), `${base}/`).href,
    width: PREVIEW_IMAGE_WIDTH,
    alt: parts.image.alt,
  };
  const missing = parts.missing === true;
  return {
    title,
    description,
    canonical,
    noindex: missing || parts.noindex === true,
    status: missing ? 404 : 200,
    openGraph: {
      type: missing ? 'website' : (parts.type ?? 'website'),
      title: parts.title || PRODUCT_NAME,
      description,
      url: canonical,
      siteName: PRODUCT_NAME,
      locale: 'en_IN',
      ...(image ? { image } : {}),
      ...(parts.price !== undefined ? { price: { amount: String(offerPrice(parts.price)), currency: CURRENCY } } : {}),
    },
    twitterCard: image ? 'summary_large_image' : 'summary',
    jsonLd: missing ? [] : (parts.jsonLd?.(canonical, image?.url) ?? []),
  };
}
