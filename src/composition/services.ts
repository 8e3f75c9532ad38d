// The services tree the UI runs on, built the same way in the browser (src/main.tsx) and on the
// server (src/entry-server.tsx) from the adapters each side hands in. The global actors come back
// unstarted: the browser starts them; the server never does, so rendering there does no I/O and
// nothing watches sign-in or reads the device.
import * as v from 'valibot';
import { navigate } from 'wouter/use-browser-location';
import {
  createActor,
  fromCallback,
  fromPromise,
  type ActorOptions,
  type AnyActorLogic,
  type EventObject,
} from 'xstate';
import type { AuthAdapter } from '@adapters/auth/firebaseAuth';
import { copyToClipboard } from '@adapters/browser/clipboard';
import { createAccountApi } from '@adapters/http/account';
import type { ApiClient } from '@adapters/http/apiClient';
import { createCommerceApi } from '@adapters/http/commerce';
import { createDoctorListApi } from '@adapters/http/doctorList';
import { createNotificationsApi } from '@adapters/http/notifications';
import { createBlogSearch, createContactSender } from '@adapters/http/resources';
import { createSearchApi } from '@adapters/http/search';
import type { PaymentGateway } from '@adapters/payments/gateway';
import { createBookingDraftStore } from '@adapters/storage/bookingDraftStore';
import { LOCAL_KEYS, LocalCartItemSchema, type LocalStore } from '@adapters/storage/localStore';
import type { LocalCartLine } from '@domain/cartChange';
import type { ContactMessage } from '@domain/contact';
import type { CartItemRef, CartUpdateBody } from '@domain/contract/commerce';
import type { RuntimeConfig } from '@domain/contract/config';
import type { ApiResult } from '@domain/contract/envelope';
import type { ResourceRequest } from '@domain/resources';
import { ROUTES } from '@domain/routes';
import type { DoctorListRequest } from '@domain/searchRequests';
import { cartMachine } from '@machines/cart.machine';
import { notificationCentreMachine } from '@machines/notificationCentre.machine';
import { registrationCheckMachine } from '@machines/registrationCheck.machine';
import { resourceMachine } from '@machines/resource.machine';
import { searchMachine, type ConcernSearchRequest, type DoctorSearchRequest } from '@machines/search.machine';
import { sessionMachine, type SessionEvent } from '@machines/session.machine';
import { shareLinkMachine } from '@machines/shareLink.machine';
import { toasterMachine } from '@machines/toaster.machine';
import { wishlistMachine } from '@machines/wishlist.machine';
import type { AppServices, PreloadedData } from '@ui/services/services';
import { lazyMachine } from './lazyMachine';
import { createPageDataLoader } from './pageData';

/** What each side provides: the adapters, where the page is, and the data the server embedded. */
export interface ServicePorts {
  config: RuntimeConfig;
  api: ApiClient;
  auth: AuthAdapter;
  local: LocalStore;
  gateway: PaymentGateway;
  /** The path the page was opened at (the session's login-page rule needs it). */
  path: string;
  preloaded: PreloadedData;
  inspect?: ActorOptions<AnyActorLogic>['inspect'];
  /**
   * The browser's: ends the task between composing's two halves (a median of 3.5 and 4.5 ms at 1×
   * here; as one task 5.5-17 ms, over 10 in about one load in three: a long task on a phone).
   */
  pause?: () => Promise<void>;
}

export interface ComposedServices {
  services: AppServices;
  /** Starts the global actors (session, cart, wishlist, notification centre, toaster): the browser only. */
  start(): void;
}

export async function composeServices({
  config,
  api,
  auth,
  local,
  gateway,
  path,
  preloaded,
  inspect,
  pause,
}: ServicePorts): Promise<ComposedServices> {
  const { loadResource, searchLadder } = createPageDataLoader(api);
  const searchBlogs = createBlogSearch(api);
  const sendContact = createContactSender(api);
  const searchApi = createSearchApi(api);
  const doctorList = createDoctorListApi(api);

  const account = createAccountApi(api);

  const session = createActor(
    sessionMachine.provide({
      actors: {
        watchAuthState: fromCallback<SessionEvent>(({ sendBack }) =>
          auth.onAuthStateChanged((user) => sendBack({ type: 'auth.changed', user })),
        ),
        fetchIdToken: fromPromise(async () => (await auth.getIdToken()) ?? ''),
        signOut: fromPromise(() => auth.signOut()),
        registrationCheck: registrationCheckMachine.provide({
          actors: {
            fetchUserRecord: fromPromise(({ input }: { input: { uid: string; token: string } }) =>
              account.fetchUserRecord(input.uid, input.token),
            ),
          },
        }),
      },
      actions: {
        goHome: () => navigate(ROUTES.home.href),
        goToLogin: () => navigate(ROUTES.login.href),
        rememberRedirect: (_, returnTo: string) => local.write(LOCAL_KEYS.redirectTo, returnTo),
        leaveLoginPage: () => {
          const target = local.read(LOCAL_KEYS.redirectTo, v.string()) ?? ROUTES.dashboard.href;
          local.remove(LOCAL_KEYS.redirectTo);
          navigate(target, { replace: true });
        },
      },
    }),
    { input: { path }, inspect },
  );

  await pause?.();
  const commerce = createCommerceApi(api);
  /** Tells a global actor who is signed in, once per change of shopper. */
  const watchShopper = fromCallback<EventObject>(({ sendBack }) => {
    let last: string | null | undefined;
    const report = (user: { uid: string } | null | undefined) => {
      const uid = user === undefined ? undefined : (user?.uid ?? null);
      if (uid === undefined || uid === last) return;
      last = uid;
      sendBack(uid === null ? { type: 'session.signedOut' } : { type: 'session.signedIn', uid });
    };
    report(session.getSnapshot().context.user);
    const subscription = session.subscribe((snapshot) => report(snapshot.context.user));
    return () => subscription.unsubscribe();
  });
  const cart = createActor(
    cartMachine.provide({
      actors: {
        watchSession: watchShopper,
        fetchCart: fromPromise(({ input }: { input: string }) => commerce.fetchCart(input)),
        updateCart: fromPromise(({ input }: { input: CartUpdateBody }) => commerce.updateCart(input)),
        mergeCart: fromPromise(({ input }: { input: { uid: string; items: CartItemRef[] } }) =>
          commerce.mergeCart(input.uid, input.items),
        ),
        quoteCart: fromPromise(({ input }: { input: CartItemRef[] }) => commerce.quoteCart(input)),
      },
      actions: {
        persistLocalItems: (_, items: LocalCartLine[]) =>
          items.length > 0 ? local.write(LOCAL_KEYS.cartItems, items) : local.remove(LOCAL_KEYS.cartItems),
      },
    }),
    { input: { localItems: local.read(LOCAL_KEYS.cartItems, v.array(LocalCartItemSchema)) ?? [] }, inspect },
  );
  const wishlist = createActor(
    wishlistMachine.provide({
      actors: {
        watchSession: watchShopper,
        fetchWishlist: fromPromise(({ input }: { input: string }) => commerce.fetchWishlist(input)),
        toggleWishlist: fromPromise(({ input }: { input: { uid: string; itemId: string } }) =>
          commerce.toggleWishlist(input.uid, input.itemId),
        ),
      },
    }),
    { inspect },
  );

  const notificationsApi = createNotificationsApi(api);
  const notificationCentre = createActor(
    notificationCentreMachine.provide({
      actors: {
        watchSession: watchShopper,
        loadNotifications: fromPromise(({ input }: { input: { uid: string; start: number; limit: number } }) =>
          notificationsApi.loadNotifications(input),
        ),
        markRead: fromPromise(({ input }: { input: { uid: string; ids: string[] } }) =>
          notificationsApi.markRead(input),
        ),
      },
    }),
    { inspect },
  );

  const bookingDraft = createBookingDraftStore(local);
  const toaster = createActor(toasterMachine, { inspect });
  const services: AppServices = {
    config,
    preloaded,
    // Created, and started, with the checkout's code: the only page that shows it.
    addressBook: lazyMachine(async () =>
      (await import('./orderMachines')).addressBook({ local, commerce, session, inspect }),
    ),
    session,
    cart,
    wishlist,
    notificationCentre,
    toaster,
    bookingDraft: { read: (doctorId: string) => bookingDraft.read(doctorId) },
    machines: {
      resource: resourceMachine.provide({
        actors: { loadResource: fromPromise<ApiResult<unknown>, ResourceRequest>(({ input }) => loadResource(input)) },
      }),
      // The machines of one page each come with that page, not with every page's first load.
      contactForm: lazyMachine(async () =>
        (await import('@machines/contactForm.machine')).contactFormMachine.provide({
          actors: { sendMessage: fromPromise(({ input }: { input: ContactMessage }) => sendContact(input)) },
        }),
      ),
      blogSearch: lazyMachine(async () =>
        (await import('@machines/blogSearch.machine')).blogSearchMachine.provide({
          actors: { searchBlogs: fromPromise(({ input }: { input: string }) => searchBlogs(input)) },
        }),
      ),
      search: searchMachine.provide({
        actors: {
          // fuse.js comes with the brands, on the box's first use.
          loadBrands: fromPromise(async () => {
            const [brands, { brandIndexOf }] = await Promise.all([
              loadResource({ kind: 'brands' }),
              import('@adapters/search/brandIndex'),
            ]);
            return brands.success ? brandIndexOf(brands.data) : undefined;
          }),
          searchItems: searchLadder,
          searchDoctors: fromPromise(({ input }: { input: DoctorSearchRequest }) => searchApi.doctors(input)),
          searchConcerns: fromPromise(({ input }: { input: ConcernSearchRequest }) => searchApi.concerns(input)),
        },
      }),
      searchLadder,
      storeFilters: lazyMachine(async () => (await import('@machines/storeFilters.machine')).storeFiltersMachine),
      doctorList: lazyMachine(async () =>
        (await import('@machines/doctorList.machine')).doctorListMachine.provide({
          actors: {
            loadDoctors: fromPromise(({ input }: { input: DoctorListRequest }) => doctorList.loadPage(input)),
            loadNextSlots: fromPromise(({ input }: { input: readonly string[] }) => doctorList.loadNextSlots(input)),
          },
        }),
      ),
      doctorDesk: lazyMachine(async () => (await import('./consultationMachines')).doctorDesk(api, searchApi)),
      shareLink: shareLinkMachine.provide({
        actors: { copyText: fromPromise(({ input }: { input: string }) => copyToClipboard(input)) },
      }),
      phoneSignIn: lazyMachine(async () => (await import('./accountMachines')).phoneSignIn(auth)),
      googleAccount: lazyMachine(async () => (await import('./accountMachines')).googleAccount(auth)),
      registrationForm: lazyMachine(async () => (await import('./accountMachines')).registrationForm(account)),
      profile: lazyMachine(async () => (await import('./accountMachines')).profile(auth, account, loadResource)),
      checkout: lazyMachine(async () => (await import('./orderMachines')).checkout({ api, local, gateway, cart })),
      booking: lazyMachine(async () =>
        (await import('./consultationMachines')).booking({ api, gateway, bookingDraft, session }),
      ),
      myConsultations: lazyMachine(async () => (await import('./consultationMachines')).myConsultations(api)),
      orderDetail: lazyMachine(async () => (await import('./orderMachines')).orderDetail({ api, gateway })),
      opsQueue: lazyMachine(async () => (await import('./opsMachines')).opsQueue(api)),
      opsOrder: lazyMachine(async () => (await import('./opsMachines')).opsOrder(api)),
      opsStock: lazyMachine(async () => (await import('./opsMachines')).opsStock(api)),
      opsDoctors: lazyMachine(async () => (await import('./opsMachines')).opsDoctors(api)),
      opsAudit: lazyMachine(async () => (await import('./opsMachines')).opsAudit(api)),
      opsConsultations: lazyMachine(async () => (await import('./opsMachines')).opsConsultations(api)),
      opsCoupons: lazyMachine(async () => (await import('./opsMachines')).opsCoupons(api)),
      smsSandbox: lazyMachine(async () => (await import('./opsMachines')).smsSandbox(api)),
    },
  };
  return {
    services,
    start() {
      for (const actor of [session, cart, wishlist, notificationCentre, toaster]) actor.start();
    },
  };
}
