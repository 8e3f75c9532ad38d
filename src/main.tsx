// Composition root: builds the adapters, provides them to the machines, mounts the app.
import { createRoot } from 'react-dom/client';
import { createActor, fromCallback, fromPromise } from 'xstate';
import * as v from 'valibot';
import { createFirebaseAuth, preloadFirebaseAuth } from './adapters/auth/firebaseAuth';
import { createApiClient } from './adapters/http/apiClient';
import { createBlogSearch, createContactSender, createResourceLoader } from './adapters/http/resources';
import { loadRuntimeConfig } from './adapters/http/runtimeConfig';
import { createLocalStore, LOCAL_KEYS, LocalCartItemSchema } from './adapters/storage/localStore';
import { badgesMachine, type BadgesEvent } from './machines/badges.machine';
import { blogSearchMachine } from './machines/blogSearch.machine';
import { contactFormMachine } from './machines/contactForm.machine';
import { resourceMachine } from './machines/resource.machine';
import { sessionMachine, type SessionEvent } from './machines/session.machine';
import { toasterMachine } from './machines/toaster.machine';
import type { ContactMessage } from './domain/contact';
import type { ResourceRequest } from './domain/resources';
import { App } from './ui/app/App';
import { StartFailure } from './ui/app/StartFailure';

async function boot() {
  void preloadFirebaseAuth();
  const config = await loadRuntimeConfig();
  const auth = createFirebaseAuth(config);
  const api = createApiClient({ baseURL: config.apiBase, getToken: () => auth.getIdToken() });
  const local = createLocalStore();
  const loadResource = createResourceLoader(api);
  const searchBlogs = createBlogSearch(api);
  const sendContact = createContactSender(api);

  const session = createActor(sessionMachine.provide({
    actors: {
      watchAuthState: fromCallback<SessionEvent>(({ sendBack }) => auth.onAuthStateChanged((user) => sendBack({ type: 'auth.changed', user }))),
      fetchIdToken: fromPromise(async () => (await auth.getIdToken()) ?? ''),
      signOut: fromPromise(() => auth.signOut()),
    },
  })).start();

  const localCounts = () => ({
    cart: (local.read(LOCAL_KEYS.cartItems, v.array(LocalCartItemSchema)) ?? []).length,
    wishlist: (local.read(LOCAL_KEYS.wishlistItems, v.array(v.string())) ?? []).length,
  });
  const badges = createActor(badgesMachine.provide({
    actors: {
      watchCounts: fromCallback<BadgesEvent>(({ sendBack }) => {
        const report = () => sendBack({ type: 'counts.changed', counts: localCounts() });
        report();
        const stopCart = local.watch(LOCAL_KEYS.cartItems, report);
        const stopWishlist = local.watch(LOCAL_KEYS.wishlistItems, report);
        return () => { stopCart(); stopWishlist(); };
      }),
    },
  })).start();

  const services = {
    config,
    session,
    badges,
    toaster: createActor(toasterMachine).start(),
    machines: {
      resource: resourceMachine.provide({ actors: { loadResource: fromPromise(({ input }: { input: ResourceRequest }) => loadResource(input)) } }),
      contactForm: contactFormMachine.provide({ actors: { sendMessage: fromPromise(({ input }: { input: ContactMessage }) => sendContact(input)) } }),
      blogSearch: blogSearchMachine.provide({ actors: { searchBlogs: fromPromise(({ input }: { input: string }) => searchBlogs(input)) } }),
    },
  };
  root.render(<App services={services} />);
}

const root = createRoot(document.getElementById('root')!);
boot().catch((error: unknown) => {
  console.error('Ojas could not start', error);
  root.render(<StartFailure />);
});
