// The checkout and order-detail machines with their I/O (the orders API, the payment gateway,
// the payment left unfinished on this device), and the shopper's address book: loaded with the
// checkout and order pages.
import { navigate } from 'wouter/use-browser-location';
import { createActor, fromCallback, fromPromise, type ActorOptions, type AnyActorLogic } from 'xstate';
import { saveFile } from '@adapters/browser/download';
import type { ApiClient } from '@adapters/http/apiClient';
import type { CommerceApi } from '@adapters/http/commerce';
import { createOrdersApi, type OrdersApi } from '@adapters/http/orders';
import type { PaymentGateway } from '@adapters/payments/gateway';
import { createAddressBookStore } from '@adapters/storage/addressBookStore';
import type { LocalStore } from '@adapters/storage/localStore';
import { createPendingPaymentStore, type PendingPaymentStore } from '@adapters/storage/pendingPaymentStore';
import type { UserProfile } from '@domain/account';
import type { AddressBook } from '@domain/address';
import type { PlaceOrderBody } from '@domain/contract/commerce';
import { failedWith, FAILURE_CODES } from '@domain/contract/envelope';
import { orderDocumentFileName, type OrderDocument } from '@domain/order';
import type { PaymentFailure } from '@domain/payment';
import { ROUTES } from '@domain/routes';
import { addressBookMachine, type AddressBookEvent } from '@machines/addressBook.machine';
import { checkoutMachine } from '@machines/checkout.machine';
import { orderDetailMachine } from '@machines/orderDetail.machine';
import type { AppServices } from '@ui/services/services';
import { gatewayPayment } from './gatewayPayment';

/**
 * The shopper's addresses on this device, started: one actor for the app's life (the composition
 * creates it once), told the signed-in shopper's name and mobile, once per change.
 */
export function addressBook({
  local,
  commerce,
  session,
  inspect,
}: {
  local: LocalStore;
  commerce: CommerceApi;
  session: AppServices['session'];
  inspect?: ActorOptions<AnyActorLogic>['inspect'];
}) {
  const watchShopperProfile = fromCallback<AddressBookEvent>(({ sendBack }) => {
    let last: UserProfile | null | undefined;
    const report = (profile: UserProfile | null) => {
      if (profile === last) return;
      last = profile;
      sendBack({
        type: 'shopper.known',
        shopper: profile && { fullName: profile.fullName, mobile: profile.phone },
      });
    };
    report(session.getSnapshot().context.profile);
    const subscription = session.subscribe((snapshot) => report(snapshot.context.profile));
    return () => subscription.unsubscribe();
  });
  const addressStore = createAddressBookStore(local);
  return createActor(
    addressBookMachine.provide({
      actors: {
        saveAddressBook: fromPromise(async ({ input }: { input: AddressBook }) => addressStore.write(input)),
        lookUpPinCode: fromPromise(({ input }: { input: string }) => commerce.placeOfPinCode(input)),
        watchShopper: watchShopperProfile,
      },
    }),
    { input: { book: addressStore.read() }, inspect },
  ).start();
}

export function checkout({
  api,
  local,
  gateway,
  cart,
}: {
  api: ApiClient;
  local: LocalStore;
  gateway: PaymentGateway;
  cart: AppServices['cart'];
}) {
  const orders = createOrdersApi(api);
  const pendingPayment = createPendingPaymentStore(local);
  return checkoutMachine.provide({
    actors: {
      findUnfinishedPayment: fromPromise(() => findUnfinishedPayment(orders, pendingPayment)),
      placeOrder: fromPromise(({ input }: { input: PlaceOrderBody }) => orders.place(input)),
      ...paymentActors(orders, gateway, (paymentId) => pendingPayment.rememberPayment(paymentId)),
      cancelPayment: fromPromise(({ input }: { input: { orderId: string; userId: string } }) =>
        orders.cancel(input.orderId, input.userId),
      ),
    },
    actions: {
      rememberOrder: (_, placed) => pendingPayment.rememberOrder(placed),
      forgetOrder: () => pendingPayment.forget(),
      reloadCart: () => cart.send({ type: 'cart.reload' }),
      goToOrder: (_, orderId) => navigate(ROUTES.order.href(orderId, { confirmed: true })),
    },
  });
}

/** Paying for a placed order, the same from the checkout and from the order page. */
function paymentActors(orders: OrdersApi, gateway: PaymentGateway, rememberPayment?: (paymentId: string) => void) {
  return {
    gatewayPayment: gatewayPayment(gateway, ({ purchaseId, payment }) => orders.confirmPayment(purchaseId, payment), {
      rememberPayment,
    }),
    reportPaymentFailed: fromPromise(
      ({ input }: { input: { orderId: string; userId: string; error: PaymentFailure } }) =>
        orders.reportPaymentFailed(input.orderId, input.userId, input.error),
    ),
    retryPayment: fromPromise(({ input }: { input: { orderId: string; userId: string } }) =>
      orders.retryPayment(input.orderId, input.userId),
    ),
  };
}

/** A payment left unfinished on this device, with where its order is now. */
async function findUnfinishedPayment(orders: OrdersApi, pendingPayment: PendingPaymentStore) {
  const pending = pendingPayment.read();
  if (!pending) return null;
  const order = await orders.get(pending.placed._id);
  if (order.success) return { ...pending, status: order.data.status };
  if (failedWith(order, FAILURE_CODES.notFound)) return { ...pending, status: null };
  throw new Error(order.message);
}

export function orderDetail({ api, gateway }: { api: ApiClient; gateway: PaymentGateway }) {
  const orders = createOrdersApi(api);
  return orderDetailMachine.provide({
    actors: {
      loadOrder: fromPromise(({ input }: { input: string }) => orders.get(input)),
      ...paymentActors(orders, gateway),
      cancelOrder: fromPromise(({ input }: { input: { orderId: string; userId: string } }) =>
        orders.cancel(input.orderId, input.userId),
      ),
      downloadDocument: fromPromise(async ({ input }: { input: { orderId: string; document: OrderDocument } }) => {
        const { orderId, document } = input;
        const pdf = await (document.kind === 'invoice'
          ? orders.invoice(orderId)
          : orders.creditNote(orderId, document.noteId));
        if (!pdf) throw new Error(`The ${document.kind} could not be downloaded`);
        saveFile(pdf, orderDocumentFileName(orderId, document));
      }),
    },
  });
}
