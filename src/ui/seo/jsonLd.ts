// Schema.org descriptions of a page (JSON-LD), as search engines read them for rich results.
import type { Review, StoreItemDetail } from '@domain/contract/catalogue';
import type { BlogPost } from '@domain/contract/content';
import { doctorTitle, type DoctorDetail } from '@domain/contract/doctors';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@domain/money';
import { PRODUCT_NAME } from '@domain/product';
import { ROUTES } from '@domain/routes';

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

export const CURRENCY = 'INR';
const SCHEMA = 'https://schema.org' as const;

/** Rupees as the API carries them, through paise, as the price a machine reads. */
export function offerPrice(rupees: number): number {
  return paiseToRupees(rupeesToPaise(rupees));
}

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbList(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

const rating = (ratingValue: number, reviewCount: number) => ({
  '@type': 'AggregateRating',
  ratingValue: Math.round(ratingValue * 10) / 10,
  reviewCount,
  bestRating: 5,
  worstRating: 1,
});

/** The average of the reviews shown, or nothing when there are none. */
function reviewsRating(reviews: readonly Review[] | undefined) {
  if (!reviews?.length) return {};
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return { aggregateRating: rating(sum / reviews.length, reviews.length) };
}

export function productLd(
  item: StoreItemDetail,
  { url, images, description, reviews }: { url: string; images: string[]; description: string; reviews?: Review[] },
): JsonLd {
  const rated = reviews !== undefined && reviews.length > 0 && item.reviewCount > 0;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: item.name,
    sku: item._id,
    url,
    description,
    ...(images.length ? { image: images } : {}),
    brand: { '@type': 'Brand', name: item.brandDetails.brandName },
    offers: {
      '@type': 'Offer',
      url,
      price: offerPrice(item.sellingPrice),
      priceCurrency: CURRENCY,
      availability: item.inStock && item.stock > 0 ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
      itemCondition: `${SCHEMA}/NewCondition`,
    },
    ...(rated ? { aggregateRating: rating(item.rating, item.reviewCount) } : {}),
  };
}

export function physicianLd(
  doctor: DoctorDetail,
  { url, image, description, reviews }: { url: string; image?: string; description: string; reviews?: Review[] },
): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'Physician',
    name: doctorTitle(doctor),
    url,
    description,
    ...(image ? { image } : {}),
    medicalSpecialty: doctor.specialization,
    knowsLanguage: doctor.languages,
    priceRange: formatRupees(doctor.appointmentPrice),
    address: {
      '@type': 'PostalAddress',
      addressLocality: doctor.city,
      addressRegion: doctor.region,
      addressCountry: 'IN',
    },
    ...reviewsRating(reviews),
  };
}

export function articleLd(
  post: BlogPost,
  { url, image, description, origin }: { url: string; image?: string; description: string; origin: string },
): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'Article',
    headline: post.title,
    description,
    url,
    mainEntityOfPage: url,
    ...(image ? { image: [image] } : {}),
    datePublished: post.publishedAt,
    author: { '@type': 'Person', name: post.author.name, url: `${origin}${ROUTES.doctor.href(post.author._id)}` },
    publisher: { '@type': 'Organization', name: PRODUCT_NAME, url: `${origin}${ROUTES.home.href}` },
    keywords: post.tags,
  };
}

/** Home: who runs the site, and how to search it. */
export function siteLd(origin: string, description: string): JsonLd[] {
  const url = `${origin}${ROUTES.home.href}`;
  return [
    { '@context': SCHEMA, '@type': 'Organization', name: PRODUCT_NAME, url, description },
    {
      '@context': SCHEMA,
      '@type': 'WebSite',
      name: PRODUCT_NAME,
      url,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}${ROUTES.search.href()}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
