// The provider API over HTTP (docs/product.md §7): a bearer token on every call when one exists; every
// reply parsed with the shared schema; a failed call yields { success: false, code, message } (the
// server's own when it gave them; code 'not_found' for a bare 404, 'unanswered' when no reply said
// why). GET replies may be kept for a time-to-live.
import { FetchError, ofetch, type $Fetch } from 'ofetch';
import * as v from 'valibot';
import { FAILURE_CODES, FailureSchema, successOf, type ApiResult, type Failure } from '@domain/contract/envelope';
import { COMMON_MESSAGES } from '@domain/messages/common';

export interface ApiClientOptions {
  baseURL: string;
  getToken: () => Promise<string | null>;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  timeoutMs?: number;
}

export interface ApiClient {
  /** A GET in the one result shape the other calls answer. */
  read<S extends v.GenericSchema>(
    path: string,
    schema: S,
    options?: { ttlMs?: number; query?: Record<string, string | number> },
  ): Promise<ApiResult<v.InferOutput<S>>>;
  /**
   * A POST that only reads (the item queries) may keep its successful reply for `ttlMs`;
   * `unanswered` is the failure's message when no server reply says why (the generic error by default).
   */
  post<S extends v.GenericSchema>(
    path: string,
    body: unknown,
    schema: S,
    options?: { ttlMs?: number; unanswered?: string },
  ): Promise<ApiResult<v.InferOutput<S>>>;
  put<S extends v.GenericSchema>(path: string, body: unknown, schema: S): Promise<ApiResult<v.InferOutput<S>>>;
  /** A GET whose HTTP status matters to the caller (the registration check counts non-200s). */
  getWithStatus<S extends v.GenericSchema>(
    path: string,
    schema: S,
    token: string,
  ): Promise<{ status: number; data?: v.InferOutput<S> }>;
  /** A GET of a file (a PDF) with the bearer token; undefined when it failed. */
  getBlob(path: string): Promise<Blob | undefined>;
  /** Sends a file as the raw body of a PUT to a URL the server handed out (relative to the API base). */
  putFile<S extends v.GenericSchema>(
    url: string,
    file: Blob,
    schema: S,
    options?: { unanswered?: string },
  ): Promise<ApiResult<v.InferOutput<S>>>;
}

const DEFAULT_TIMEOUT_MS = 15_000;
/**
 * A busy server sheds a request with 503 and Retry-After before it runs (server/http/loadShedding.ts),
 * and so does a signed-in route whose token the sign-in service could not check (server/auth/guard.ts),
 * so sending it again is safe, even a POST: it is sent again this many times, after the wait it names.
 */
const SHED_RETRIES = 3;
const SHED_STATUS = 503;

function retryAfterMs(response: Response | undefined): number {
  const seconds = Number(response?.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000;
}

function cacheKey(path: string, query?: Record<string, string | number>): string {
  if (!query) return path;
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return `${path}?${params.toString()}`;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const now = options.now ?? Date.now;
  const cache = new Map<string, { expires: number; data: unknown }>();
  const http: $Fetch = ofetch.create(
    {
      baseURL: options.baseURL,
      // Only the shed requests: a timeout or another failure may have run on the server.
      retry: SHED_RETRIES,
      retryStatusCodes: [SHED_STATUS],
      retryDelay: ({ response }) => retryAfterMs(response),
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      async onRequest({ options: request }) {
        const token = await options.getToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    },
    // The fetch itself is a global option (a default option named fetch would be ignored).
    options.fetch ? { fetch: options.fetch } : {},
  );

  return {
    read,

    async post(path, body, schema, { ttlMs, unanswered } = {}) {
      const key = `POST ${path} ${JSON.stringify(body)}`;
      const hit = ttlMs ? cache.get(key) : undefined;
      if (hit && hit.expires > now()) return { success: true, data: hit.data as v.InferOutput<typeof schema> };
      const result = await send('POST', path, { body: body as Record<string, unknown> }, schema, unanswered);
      if (ttlMs && result.success) cache.set(key, { expires: now() + ttlMs, data: result.data });
      return result;
    },

    put: (path, body, schema) => send('PUT', path, { body: body as Record<string, unknown> }, schema),

    async getWithStatus(path, schema, token) {
      const response = await http.raw(path, {
        method: 'GET',
        headers: { Authorization: `Bearer ${token}` },
        ignoreResponseError: true,
      });
      if (response.status !== 200) return { status: response.status };
      const parsed = v.safeParse(successOf(schema), response._data);
      return parsed.success ? { status: 200, data: parsed.output.data } : { status: 502 };
    },

    async getBlob(path) {
      try {
        return await http(path, { method: 'GET', responseType: 'blob' });
      } catch (error) {
        console.warn(`GET ${path} failed`, error);
        return undefined;
      }
    },

    putFile: (url, file, schema, { unanswered } = {}) =>
      send(
        'PUT',
        url,
        { body: file, headers: { 'Content-Type': file.type || 'application/octet-stream' } },
        schema,
        unanswered,
      ),
  };

  async function read<S extends v.GenericSchema>(
    path: string,
    schema: S,
    { ttlMs, query }: { ttlMs?: number; query?: Record<string, string | number> } = {},
  ): Promise<ApiResult<v.InferOutput<S>>> {
    const key = cacheKey(path, query);
    const hit = cache.get(key);
    if (hit && hit.expires > now()) return { success: true, data: hit.data as v.InferOutput<S> };
    try {
      const reply = v.parse(successOf(schema), await http(path, { method: 'GET', query }));
      if (ttlMs) cache.set(key, { expires: now() + ttlMs, data: reply.data });
      return { success: true, data: reply.data as v.InferOutput<S> };
    } catch (error) {
      const failure = failureOf(error, COMMON_MESSAGES.genericError);
      if (failure.code !== FAILURE_CODES.notFound) console.warn(`GET ${key} failed`, error);
      return failure;
    }
  }

  async function send<S extends v.GenericSchema>(
    method: 'POST' | 'PUT',
    path: string,
    request: { body: Record<string, unknown> | Blob; headers?: Record<string, string> },
    schema: S,
    unanswered: string = COMMON_MESSAGES.genericError,
  ): Promise<ApiResult<v.InferOutput<S>>> {
    try {
      const reply = v.parse(successOf(schema), await http(path, { method, ...request }));
      return { success: true, data: reply.data as v.InferOutput<S> };
    } catch (error) {
      return failureOf(error, unanswered);
    }
  }
}

/** The server's failure when its reply says why; a bare 404 is not_found; anything else unanswered. */
function failureOf(error: unknown, unanswered: string): Failure {
  const said = error instanceof FetchError ? v.safeParse(FailureSchema, error.data) : undefined;
  if (said?.success) return said.output;
  if (error instanceof FetchError && error.statusCode === 404)
    return { success: false, code: FAILURE_CODES.notFound, message: unanswered };
  return { success: false, code: FAILURE_CODES.unanswered, message: unanswered };
}
