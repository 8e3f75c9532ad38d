// A first-come, first-served lock for one connection: the embedded database's single connection
// (./pgliteThread) and each PostgreSQL connection a transaction holds (./postgresWorker).

/** One holder at a time, the others wait in order. */
export class Turns {
  #last: Promise<void> = Promise.resolve();

  async take(): Promise<() => void> {
    const previous = this.#last;
    let release!: () => void;
    this.#last = new Promise((resolve) => (release = resolve));
    await previous;
    return release;
  }
}
