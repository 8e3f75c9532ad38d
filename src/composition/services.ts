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
import type { AuthAdapter } from '../adapters/auth/firebaseAuth';
import { copyToClipboard } from '../adapters/browser/clipboard';
import { saveFile } from '../adapters/browser/download';
import { createAccountApi } from '../adapters/http/account';
import type { ApiClient } from '../adapters/http/apiClient';
import { createCommerceApi } from '../adapters/http/commerce';
import { createConsultationsApi } from '../adapters/http/consultations';
import { createDoctorDeskApi } from '../adapters/http/doctorDesk';
import { createDoctorListApi } from '../adapters/http/doctorList';
import { createOrdersApi } from '../adapters/http/orders';
import { createBlogSearch, createContactSender } from '../adapters/http/resources';
import { createSearchApi } from '../adapters/http/search';
import type { PaymentGateway } from '../adapters/payments/gateway';
import { createAddressBookStore } from '../adapters/storage/addressBookStore';
import { createBookingDraftStore } from '../adapters/storage/bookingDraftStore';
import { LOCAL_KEYS, LocalCartItemSchema, type LocalStore } from '../adapters/storage/localStore';
import { createPendingPaymentStore } from '../adapters/storage/pendingPaymentStore';
import type { ProfileUpdate, Registration } from '../domain/account';
import type { AddressBook } from '../domain/address';
import type { BookingDraft } from '../domain/booking';
import type { LocalCartLine } from '../domain/cartChange';
import { RECAPTCHA_CONTAINER_ID } from '../domain/constants';
import type { ContactMessage } from '../domain/contact';
import type { CartItemRef, CartUpdateBody, PlaceOrderBody } from '../domain/contract/commerce';
import type { RuntimeConfig } from '../domain/contract/config';
import type { Availability, BookConsultationBody } from '../domain/contract/consultations';
import { DESK_PRODUCT_SEARCH } from '../domain/desk';
import type { CheckoutRequest, PaymentFailure, PaymentSuccess } from '../domain/payment';
import type { ResourceRequest } from '../domain/resources';
import { ROUTES } from '../domain/routes';
import type { DoctorListRequest } from '../domain/searchRequests';
import { addressBookMachine } from '../machines/addressBook.machine';
import { blogSearchMachine } from '../machines/blogSearch.machine';
import { bookingMachine } from '../machines/booking.machine';
import { cartMachine } from '../machines/cart.machine';
import { checkoutMachine } from '../machines/checkout.machine';
import { contactFormMachine } from '../machines/contactForm.machine';
import { doctorDeskMachine, type OutcomeRequest } from '../machines/doctorDesk.machine';
import { doctorListMachine } from '../machines/doctorList.machine';
import { googleAccountMachine } from '../machines/googleAccount.machine';
import { myConsultationsMachine } from '../machines/myConsultations.machine';
import { orderDetailMachine } from '../machines/orderDetail.machine';
import { phoneSignInMachine, type Confirmation } from '../machines/phoneSignIn.machine';
import { profileMachine, type PhotoFile } from '../machines/profile.machine';
import { registrationCheckMachine } from '../machines/registrationCheck.machine';
import { registrationFormMachine } from '../machines/registrationForm.machine';
import { resourceMachine } from '../machines/resource.machine';
import { searchMachine, type DoctorSearchRequest } from '../machines/search.machine';
import { sessionMachine, type SessionEvent } from '../machines/session.machine';
import { shareLinkMachine } from '../machines/shareLink.machine';
import { storeFiltersMachine } from '../machines/storeFilters.machine';
import { toasterMachine } from '../machines/toaster.machine';
import { wishlistMachine } from '../machines/wishlist.machine';
import type { AppServices, PreloadedData } from '../ui/services/services';
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
}

export interface ComposedServices {
  services: AppServices;
  /** Starts the global actors (session, cart, wishlist, address book, toaster): the browser only. */
  start(): void;
}

export function composeServices({
  config,
  api,
  auth,
  local,
  gateway,
  path,
  preloaded,
  inspect,
}: ServicePorts): ComposedServices {
  const { loadResource, searchLadder } = createPageDataLoader(api);
  const searchBlogs = createBlogSearch(api);
  const sendContact = createContactSender(api);
  const searchApi = createSearchApi(api);
  const doctorList = createDoctorListApi(api);
  const doctorDesk = createDoctorDeskApi(api);

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

  const orders = createOrdersApi(api);
  const pendingPayment = createPendingPaymentStore(local);
  const addressStore = createAddressBookStore(local);
  const consultations = createConsultationsApi(api);
  const bookingDraft = createBookingDraftStore(local);
  const addressBook = createActor(
    addressBookMachine.provide({
      actors: { saveAddressBook: fromPromise(async ({ input }: { input: AddressBook }) => addressStore.write(input)) },
    }),
    { input: { book: addressStore.read() }, inspect },
  );

  const toaster = createActor(toasterMachine, { inspect });
  const services: AppServices = {
    config,
    preloaded,
    addressBook,
    session,
    cart,
    wishlist,
    toaster,
    bookingDraft: { read: (doctorId: string) => bookingDraft.read(doctorId) },
    machines: {
      resource: resourceMachine.provide({
        actors: { loadResource: fromPromise<unknown, ResourceRequest>(({ input }) => loadResource(input)) },
      }),
      contactForm: contactFormMachine.provide({
        actors: { sendMessage: fromPromise(({ input }: { input: ContactMessage }) => sendContact(input)) },
      }),
      blogSearch: blogSearchMachine.provide({
        actors: { searchBlogs: fromPromise(({ input }: { input: string }) => searchBlogs(input)) },
      }),
      search: searchMachine.provide({
        actors: {
          loadBrands: fromPromise(async () => (await loadResource({ kind: 'brands' })) ?? undefined),
          searchItems: searchLadder,
          searchDoctors: fromPromise(({ input }: { input: DoctorSearchRequest }) => searchApi.doctors(input)),
        },
      }),
      searchLadder,
      storeFilters: storeFiltersMachine,
      doctorList: doctorListMachine.provide({
        actors: {
          loadDoctors: fromPromise(({ input }: { input: DoctorListRequest }) => doctorList.loadPage(input)),
          loadNextSlots: fromPromise(({ input }: { input: readonly string[] }) => doctorList.loadNextSlots(input)),
        },
      }),
      doctorDesk: doctorDeskMachine.provide({
        actors: {
          loadRoles: fromPromise(({ input }: { input: string }) => doctorDesk.roles(input)),
          loadDesk: fromPromise(() => doctorDesk.desk()),
          recordOutcome: fromPromise(({ input }: { input: OutcomeRequest }) =>
            doctorDesk.recordOutcome(input.consultationId, input.body),
          ),
          saveAvailability: fromPromise(({ input }: { input: Availability }) => doctorDesk.saveAvailability(input)),
          findProducts: fromPromise(({ input }: { input: string }) =>
            searchApi.items({
              query: input,
              prefixLength: DESK_PRODUCT_SEARCH.prefixLength,
              limit: DESK_PRODUCT_SEARCH.limit,
            }),
          ),
        },
      }),
      shareLink: shareLinkMachine.provide({
        actors: { copyText: fromPromise(({ input }: { input: string }) => copyToClipboard(input)) },
      }),
      phoneSignIn: phoneSignInMachine.provide({
        actors: {
          sendCode: fromPromise(({ input }: { input: string }) => auth.sendPhoneCode(input, RECAPTCHA_CONTAINER_ID)),
          confirmCode: fromPromise(({ input }: { input: { confirmation: Confirmation; code: string } }) =>
            auth.confirmPhoneCode(input.confirmation, input.code),
          ),
        },
      }),
      googleAccount: googleAccountMachine.provide({
        actors: {
          signInWithGoogle: fromPromise(() => auth.signInWithGoogle()),
          linkGoogle: fromPromise(() => auth.linkGoogle()),
        },
      }),
      registrationForm: registrationFormMachine.provide({
        actors: { register: fromPromise(({ input }: { input: Registration }) => account.register(input)) },
      }),
      profile: profileMachine.provide({
        actors: {
          saveProfile: fromPromise(({ input }: { input: { uid: string; update: ProfileUpdate } }) =>
            account.updateProfile(input.uid, input.update),
          ),
          uploadPhoto: fromPromise(({ input }: { input: PhotoFile }) => account.uploadPhoto(input as Blob)),
          setDisplayName: fromPromise(({ input }: { input: string }) => auth.setDisplayName(input)),
          applyAsDoctor: fromPromise(({ input }: { input: string }) => account.applyAsDoctor(input)),
        },
      }),
      checkout: checkoutMachine.provide({
        actors: {
          findUnfinishedPayment: fromPromise(findUnfinishedPayment),
          placeOrder: fromPromise(({ input }: { input: PlaceOrderBody }) => orders.place(input)),
          openGateway: fromPromise(({ input, signal }: { input: CheckoutRequest; signal: AbortSignal }) =>
            gateway.open(input, signal),
          ),
          confirmPayment: fromPromise(({ input }: { input: { orderId: string; payment: PaymentSuccess } }) =>
            orders.confirmPayment(input.orderId, input.payment),
          ),
          reportPaymentFailed: fromPromise(
            ({ input }: { input: { orderId: string; userId: string; error: PaymentFailure } }) =>
              orders.reportPaymentFailed(input.orderId, input.userId, input.error),
          ),
          retryPayment: fromPromise(({ input }: { input: { orderId: string; userId: string } }) =>
            orders.retryPayment(input.orderId, input.userId),
          ),
          cancelPayment: fromPromise(({ input }: { input: { orderId: string; userId: string } }) =>
            orders.cancel(input.orderId, input.userId),
          ),
        },
        actions: {
          rememberOrder: (_, placed) => pendingPayment.rememberOrder(placed),
          rememberPayment: (_, paymentId) => pendingPayment.rememberPayment(paymentId),
          forgetOrder: () => pendingPayment.forget(),
          reloadCart: () => cart.send({ type: 'cart.reload' }),
          goToOrder: (_, orderId) => navigate(ROUTES.order.href(orderId, { confirmed: true })),
        },
      }),
      booking: bookingMachine.provide({
        actors: {
          fetchSlots: fromPromise(({ input }: { input: { doctorId: string; date: string } }) =>
            consultations.slots(input.doctorId, input.date),
          ),
          holdSlot: fromPromise(({ input }: { input: BookConsultationBody }) => consultations.hold(input)),
          openGateway: fromPromise(({ input, signal }: { input: CheckoutRequest; signal: AbortSignal }) =>
            gateway.open(input, signal),
          ),
          confirmBooking: fromPromise(({ input }: { input: { consultationId: string; payment: PaymentSuccess } }) =>
            consultations.confirmPayment(input.consultationId, input.payment),
          ),
          releaseHold: fromPromise(({ input }: { input: { consultationId: string; userId: string } }) =>
            consultations.cancel(input.consultationId, input.userId),
          ),
        },
        actions: {
          rememberDraft: (_, draft: BookingDraft) => bookingDraft.remember(draft),
          forgetDraft: () => bookingDraft.forget(),
          goToSignIn: (_, doctorId: string) =>
            session.send({ type: 'login.requested', returnTo: ROUTES.doctor.href(doctorId) }),
        },
      }),
      myConsultations: myConsultationsMachine.provide({
        actors: {
          loadConsultations: fromPromise(({ input }: { input: string }) => consultations.mine(input)),
          cancelConsultation: fromPromise(({ input }: { input: { consultationId: string; userId: string } }) =>
            consultations.cancel(input.consultationId, input.userId),
          ),
          fetchSlots: fromPromise(({ input }: { input: { doctorId: string; date: string } }) =>
            consultations.slots(input.doctorId, input.date),
          ),
          rescheduleConsultation: fromPromise(
            ({ input }: { input: { consultationId: string; userId: string; startsAt: string } }) =>
              consultations.reschedule(input.consultationId, input.userId, input.startsAt),
          ),
        },
      }),
      orderDetail: orderDetailMachine.provide({
        actors: {
          loadOrder: fromPromise(({ input }: { input: string }) => orders.get(input)),
          cancelOrder: fromPromise(({ input }: { input: { orderId: string; userId: string } }) =>
            orders.cancel(input.orderId, input.userId),
          ),
          downloadInvoice: fromPromise(async ({ input }: { input: string }) => {
            const pdf = await orders.invoice(input);
            if (!pdf) throw new Error('The invoice could not be downloaded');
            saveFile(pdf, `ojas-invoice-${input}.pdf`);
          }),
        },
      }),
    },
  };
  return {
    services,
    start() {
      for (const actor of [session, cart, wishlist, addressBook, toaster]) actor.start();
    },
  };

  /** A payment left unfinished on this device, with where its order is now. */
  async function findUnfinishedPayment() {
    const pending = pendingPayment.read();
    if (!pending) return null;
    const order = await orders.get(pending.placed._id);
    if (order === undefined) throw new Error('The order could not be loaded');
    return { ...pending, status: order?.status ?? null };
  }
}
