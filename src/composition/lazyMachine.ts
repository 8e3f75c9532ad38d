// A machine whose code, and the adapters it is provided with, load the first time a page asks for
// it: the sign-in, account, order and consultation flows stay out of every page's first load.
import type { LazyMachine } from '../ui/services/services';

export function lazyMachine<T>(importMachine: () => Promise<T>): LazyMachine<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      loading ??= importMachine().then(
        (machine) => (loaded = machine),
        (error: unknown) => {
          // A chunk that failed to download (offline) is asked for again next time.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
