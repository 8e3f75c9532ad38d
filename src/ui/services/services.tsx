// What the composition root hands the UI: runtime config, running global actors, and the
// machines pages run, already provided with their I/O.
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { BookingDraft } from '@domain/booking';
import type { RuntimeConfig } from '@domain/contract/config';
import type { ResourceRequest } from '@domain/resources';
import type { addressBookMachine } from '@machines/addressBook.machine';
import type { blogSearchMachine } from '@machines/blogSearch.machine';
import type { bookingMachine } from '@machines/booking.machine';
import type { cartMachine } from '@machines/cart.machine';
import type { checkoutMachine } from '@machines/checkout.machine';
import type { contactFormMachine } from '@machines/contactForm.machine';
import type { deskListMachine } from '@machines/deskList.machine';
import type { doctorDeskMachine } from '@machines/doctorDesk.machine';
import type { doctorListMachine } from '@machines/doctorList.machine';
import type { googleAccountMachine } from '@machines/googleAccount.machine';
import type { myConsultationsMachine } from '@machines/myConsultations.machine';
import type { notificationCentreMachine } from '@machines/notificationCentre.machine';
import type { opsConsultationsMachine } from '@machines/opsConsultations.machine';
import type { opsCouponsMachine } from '@machines/opsCoupons.machine';
import type { opsDoctorsMachine } from '@machines/opsDoctors.machine';
import type { opsOrderMachine } from '@machines/opsOrder.machine';
import type { opsQueueMachine } from '@machines/opsQueue.machine';
import type { opsStockMachine } from '@machines/opsStock.machine';
import type { orderDetailMachine } from '@machines/orderDetail.machine';
import type { phoneSignInMachine } from '@machines/phoneSignIn.machine';
import type { profileMachine } from '@machines/profile.machine';
import type { registrationFormMachine } from '@machines/registrationForm.machine';
import type { resourceMachine } from '@machines/resource.machine';
import type { searchMachine } from '@machines/search.machine';
import type { searchLadderMachine } from '@machines/searchLadder.machine';
import type { sessionMachine } from '@machines/session.machine';
import type { shareLinkMachine } from '@machines/shareLink.machine';
import type { storeFiltersMachine } from '@machines/storeFilters.machine';
import type { toasterMachine } from '@machines/toaster.machine';
import type { wishlistMachine } from '@machines/wishlist.machine';

/**
 * The page data the server loaded and embedded, for the first render only: what it holds for a
 * request (null when the server answered that the thing does not exist), or undefined when it holds
 * nothing (or no longer: the browser stops using it at the first navigation).
 */
export interface PreloadedData {
  find(request: ResourceRequest): unknown;
}

/**
 * A machine (or a global actor) whose code loads the first time a page needs it (`useLazyMachine`
 * suspends the page meanwhile). `load` gives the same promise each time; once settled it carries
 * React's thenable fields (`status: 'fulfilled'`, `value`), so `use` reads it without suspending.
 */
export interface LazyMachine<T> {
  load(): Promise<T>;
}

export interface AppServices {
  config: RuntimeConfig;
  preloaded: PreloadedData;
  session: ActorRefFrom<typeof sessionMachine>;
  toaster: ActorRefFrom<typeof toasterMachine>;
  /** The cart (local or the server's, following the session); send `cart.reload` after an order is paid. */
  cart: ActorRefFrom<typeof cartMachine>;
  wishlist: ActorRefFrom<typeof wishlistMachine>;
  notificationCentre: ActorRefFrom<typeof notificationCentreMachine>;
  /** The shopper's addresses on this device: one actor, created (and started) with the checkout's code. */
  addressBook: LazyMachine<ActorRefFrom<typeof addressBookMachine>>;
  /** The consultation choice a visitor made before signing in, for this doctor. */
  bookingDraft: { read(doctorId: string): BookingDraft | null };
  machines: {
    resource: typeof resourceMachine;
    contactForm: LazyMachine<typeof contactFormMachine>;
    blogSearch: LazyMachine<typeof blogSearchMachine>;
    search: typeof searchMachine;
    searchLadder: typeof searchLadderMachine;
    storeFilters: LazyMachine<typeof storeFiltersMachine>;
    doctorList: LazyMachine<typeof doctorListMachine>;
    doctorDesk: LazyMachine<typeof doctorDeskMachine>;
    shareLink: typeof shareLinkMachine;
    phoneSignIn: LazyMachine<typeof phoneSignInMachine>;
    googleAccount: LazyMachine<typeof googleAccountMachine>;
    registrationForm: LazyMachine<typeof registrationFormMachine>;
    profile: LazyMachine<typeof profileMachine>;
    checkout: LazyMachine<typeof checkoutMachine>;
    orderDetail: LazyMachine<typeof orderDetailMachine>;
    booking: LazyMachine<typeof bookingMachine>;
    myConsultations: LazyMachine<typeof myConsultationsMachine>;
    opsQueue: LazyMachine<typeof opsQueueMachine>;
    opsOrder: LazyMachine<typeof opsOrderMachine>;
    opsStock: LazyMachine<typeof opsStockMachine>;
    opsDoctors: LazyMachine<typeof opsDoctorsMachine>;
    /** A desk with no actions of its own runs its list alone. */
    opsAudit: LazyMachine<typeof deskListMachine>;
    opsConsultations: LazyMachine<typeof opsConsultationsMachine>;
    opsCoupons: LazyMachine<typeof opsCouponsMachine>;
    smsSandbox: LazyMachine<typeof deskListMachine>;
  };
}

const ServicesContext = createContext<AppServices | null>(null);

export const ServicesProvider = ServicesContext.Provider;

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}
