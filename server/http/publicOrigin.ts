// The site's public origin for absolute URLs (sitemap, robots.txt, canonical and Open Graph
// URLs): PUBLIC_ORIGIN when configured; otherwise the request's own protocol and host, which
// Fastify reads from X-Forwarded-Proto/-Host only when the peer is a trusted proxy (TRUST_PROXY).
import type { FastifyRequest } from 'fastify';

/** A host name, IPv4 or bracketed IPv6 address, with an optional port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
const FALLBACK_HOST = 'localhost';

/** The origin to write into absolute URLs for this request. */
export function publicOrigin(
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
  configured: string | undefined,
): string {
  if (configured) return configured;
  const host = HOST.test(request.host) ? request.host : FALLBACK_HOST;
  return `${request.protocol}://${host}`;
}
