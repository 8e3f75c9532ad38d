// A reply body kept in memory and sent many times: a strong ETag computed once from its bytes,
// and a compressed copy per coding made the first time a client asks for it, so a repeated reply
// costs neither hashing nor compression. A request carrying the ETag in If-None-Match gets a
// bodiless 304.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Smaller replies are not worth compressing (the same threshold as @fastify/compress's here). */
export const COMPRESS_FROM_BYTES = 1024;

/** The codings a kept body is sent in besides its plain bytes, best first. */
const ENCODERS = {
  br: (body: Buffer) => brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body: Buffer) => gzipSync(body),
} as const;
type Encoding = keyof typeof ENCODERS;
const ENCODINGS = Object.keys(ENCODERS) as Encoding[];

export interface KeptBody {
  readonly body: Buffer;
  /** The ETag of the plain bytes; an encoded copy's tag adds `-<coding>`. */
  readonly etag: string;
  /** Compressed copies, each made the first time a client asks for it. */
  readonly encoded: Partial<Record<Encoding, Buffer>>;
}

export function keepBody(body: Buffer | string): KeptBody {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  return {
    body: bytes,
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
    encoded: {},
  };
}

const encodedEtag = (etag: string, encoding: Encoding | undefined) =>
  encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;

/** The best coding the client accepts (RFC 9110 §12.5.3: q=0 refuses, `*` stands for the rest). */
function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  let best: Encoding | undefined;
  for (const encoding of ENCODINGS) if (weightOf(encoding) > (best ? weightOf(best) : 0)) best = encoding;
  return best;
}

/**
 * RFC 9110: If-None-Match compares weakly and may list several tags, or be `*`. A client may
 * revalidate with the tag of any coding of the same bytes.
 */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const etags = [undefined, ...ENCODINGS].map((coding) => encodedEtag(etag, coding));
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || etags.includes(trimmed.replace(/^W\//, ''));
  });
}

/** The plain bytes, or the copy in the best coding the client accepts (made once per body). */
function representation(kept: KeptBody, acceptEncoding: string | undefined): { body: Buffer; encoding?: Encoding } {
  const encoding = kept.body.length >= COMPRESS_FROM_BYTES ? chooseEncoding(acceptEncoding) : undefined;
  if (!encoding) return { body: kept.body };
  kept.encoded[encoding] ??= ENCODERS[encoding](kept.body);
  return { body: kept.encoded[encoding], encoding };
}

/**
 * Sends a kept body in the client's best coding, with its ETag; a 200 the client already holds
 * (If-None-Match) becomes a 304. The caller sets the status and the other headers first.
 */
export function sendKeptBody(request: FastifyRequest, reply: FastifyReply, kept: KeptBody): FastifyReply {
  const { body, encoding } = representation(kept, request.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding').header('etag', encodedEtag(kept.etag, encoding));
  if (reply.statusCode === 200 && matches(request.headers['if-none-match'], kept.etag)) return reply.code(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}
