// A page head as HTML: every value escaped for where it goes, so data (a product's name, a post's
// text) can never end the tag, the attribute or the JSON-LD script it sits in.
import { escapeHtml } from '@domain/markup';
import type { PageHead } from './pageHead';

export { escapeHtml };

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as JSON escapes (so no
 * `</script>` or `<!--` appears) and U+2028/U+2029 escaped for older JavaScript parsers.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;

/** The meta property pairs of Open Graph, in the order the protocol lists them. */
function openGraphPairs({ openGraph: og }: PageHead): [string, string][] {
  return [
    ['og:type', og.type],
    ['og:title', og.title],
    ['og:description', og.description],
    ['og:url', og.url],
    ['og:site_name', og.siteName],
    ['og:locale', og.locale],
    ...(og.image
      ? ([
          ['og:image', og.image.url],
          ['og:image:width', String(og.image.width)],
          ['og:image:alt', og.image.alt],
        ] as [string, string][])
      : []),
    ...(og.price
      ? ([
          ['product:price:amount', og.price.amount],
          ['product:price:currency', og.price.currency],
        ] as [string, string][])
      : []),
  ];
}

/** The `<head>` elements of a page: title, description, robots, canonical, Open Graph, Twitter, JSON-LD. */
export function headTags(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex, follow')] : []),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...openGraphPairs(head).map(([key, value]) => meta('property', key, value)),
    meta('name', 'twitter:card', head.twitterCard),
    meta('name', 'twitter:title', head.openGraph.title),
    meta('name', 'twitter:description', head.openGraph.description),
    ...(head.openGraph.image
      ? [
          meta('name', 'twitter:image', head.openGraph.image.url),
          meta('name', 'twitter:image:alt', head.openGraph.image.alt),
        ]
      : []),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('\n');
}
