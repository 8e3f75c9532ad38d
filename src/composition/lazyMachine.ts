// A machine whose code, and the adapters it is provided with, load the first time a page asks for
// it: the sign-in, account, order and consultation flows stay out of every page's first load.
import type { LazyMachine } from '@ui/services/services';

export function lazyMachine<T>(importMachine: () => Promise<T>): LazyMachine<T> {
  let loading: Promise<T> | undefined;
  return {
    load() {
      if (!loading) {
        const promise: Promise<T> = importMachine().then(
          (machine) => {
            // React's thenable fields: a later `use` of this promise returns the machine at once.
            Object.assign(promise, { status: 'fulfilled', value: machine });
            return machine;
          },
          (error: unknown) => {
            // A chunk that failed to download (offline) is asked for again next time.
            loading = undefined;
            throw error;
          },
        );
        loading = promise;
      }
      return loading;
    },
  };
}
