// Load shedding: API requests run at most `concurrency` at a time; the next `queue` wait their turn
// in order for a bounded time, and beyond that the server answers 503 with Retry-After rather than
// letting every request (health checks included) wait on a saturated database.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SITE_MESSAGES } from '@domain/messages/site';
import { failure } from './errors';

export interface LoadSheddingOptions {
  /** Requests under this path prefix are limited… */
  prefix: string;
  /** …except these paths, which never touch the database (health checks must stay fast). */
  exempt: readonly string[];
  concurrency?: number;
  queue?: number;
  /** A request that has waited this long in the queue is refused as if the queue were full. */
  maxWaitMs?: number;
  retryAfterSeconds?: number;
}

/** The PostgreSQL pool's size; PGlite runs them one after another in its own thread. */
const CONCURRENCY = 10;
/**
 * About what the database serves in MAX_WAIT_MS (100-200 searches a second on 2 cores, measured with
 * tests/bench/flood.ts): a shorter queue only turns waits into 503s that clients retry at once.
 */
const QUEUE = 200;
/** A slow database never keeps a request waiting longer than this for its turn. */
const MAX_WAIT_MS = 2000;
const RETRY_AFTER_SECONDS = 1;

interface Admission {
  /** true once admitted; false if it left or waited too long. */
  ready: Promise<boolean>;
  /** Frees the slot, or the place in the queue; once is enough, more is harmless. */
  leave(): void;
}

/** Room for `concurrency` holders and `queue` waiters, served in order for up to `maxWaitMs`. */
class AdmissionGate {
  #running = 0;
  readonly #waiting: { admit: () => void }[] = [];

  constructor(
    readonly concurrency: number,
    readonly queue: number,
    readonly maxWaitMs: number,
  ) {}

  /** null when the queue is full. */
  enter(): Admission | null {
    let state: 'waiting' | 'running' | 'gone' = 'waiting';
    let resolve!: (admitted: boolean) => void;
    const ready = new Promise<boolean>((settle) => (resolve = settle));
    let timer: NodeJS.Timeout | undefined;
    const waiter = {
      admit: () => {
        clearTimeout(timer);
        state = 'running';
        resolve(true);
      },
    };
    const leave = () => {
      if (state === 'running') this.#passOn();
      else if (state === 'waiting') {
        clearTimeout(timer);
        this.#waiting.splice(this.#waiting.indexOf(waiter), 1);
        resolve(false);
      }
      state = 'gone';
    };
    if (this.#running < this.concurrency) {
      this.#running += 1;
      waiter.admit();
    } else if (this.#waiting.length < this.queue) {
      this.#waiting.push(waiter);
      timer = setTimeout(leave, this.maxWaitMs);
    } else return null;
    return { ready, leave };
  }

  #passOn(): void {
    const next = this.#waiting.shift();
    if (next)
      next.admit(); // the slot passes straight to the next in line
    else this.#running -= 1;
  }
}

function pathOf(request: FastifyRequest): string {
  const query = request.url.indexOf('?');
  return query === -1 ? request.url : request.url.slice(0, query);
}

export function shedLoad(app: FastifyInstance, options: LoadSheddingOptions): void {
  const {
    concurrency = CONCURRENCY,
    queue = QUEUE,
    maxWaitMs = MAX_WAIT_MS,
    retryAfterSeconds = RETRY_AFTER_SECONDS,
  } = options;
  const gate = new AdmissionGate(concurrency, queue, maxWaitMs);
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request);
    if (!path.startsWith(options.prefix) || options.exempt.includes(path)) return;
    const admission = gate.enter();
    if (admission) {
      // 'close' comes once the response is sent or the client has gone, whichever is first.
      reply.raw.once('close', admission.leave);
      if (await admission.ready) return;
    }
    // Full, waited too long, or the client left while waiting (then nobody reads this answer).
    return reply
      .code(503)
      .header('retry-after', String(retryAfterSeconds))
      .send(failure(503, SITE_MESSAGES.serverBusy));
  });
}
