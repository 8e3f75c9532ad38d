// The address book, checkout and order machines for UI tests, with the orders API, the gateway
// and the device storage replaced by what the test supplies.
import { createActor, fromPromise } from 'xstate';
import type { AddressBook } from '@domain/address';
import type { Order, PinPlace, PlaceOrderBody, PlacedOrder } from '@domain/contract/commerce';
import type { ApiResult } from '@domain/contract/envelope';
import type { OrderDocument } from '@domain/order';
import type { CheckoutOutcome, CheckoutRequest } from '@domain/payment';
import { addressBookMachine } from '@machines/addressBook.machine';
import { checkoutMachine } from '@machines/checkout.machine';
import { gatewayPaymentMachine } from '@machines/gatewayPayment.machine';
import { orderDetailMachine } from '@machines/orderDetail.machine';

export interface OrderIo {
  addressBook?: AddressBook;
  saveAddressBook?: (book: AddressBook) => Promise<void>;
  /** The PIN code directory: not_found when no post office has the code (unanswered by default). */
  placeOfPinCode?: (pincode: string) => Promise<ApiResult<PinPlace>>;
  placeOrder?: (body: PlaceOrderBody) => Promise<ApiResult<PlacedOrder>>;
  openGateway?: (request: CheckoutRequest) => Promise<CheckoutOutcome>;
  loadOrder?: (orderId: string) => Promise<ApiResult<Order>>;
  cancelOrder?: (request: { orderId: string; userId: string }) => Promise<ApiResult<Order>>;
  downloadDocument?: (request: { orderId: string; document: OrderDocument }) => Promise<void>;
  /** Where the checkout sends the shopper after placing an order. */
  goToOrder?: (orderId: string) => void;
}

const never = <T>() => new Promise<T>(() => undefined);
const unanswered = async () => ({ success: false as const, code: 'unanswered' as const, message: 'not supplied' });

export function fakeAddressBook(io: OrderIo) {
  return createActor(
    addressBookMachine.provide({
      actors: {
        saveAddressBook: fromPromise(({ input }: { input: AddressBook }) =>
          (io.saveAddressBook ?? (async () => undefined))(input),
        ),
        lookUpPinCode: fromPromise(({ input }: { input: string }) => (io.placeOfPinCode ?? unanswered)(input)),
      },
    }),
    { input: { book: io.addressBook ?? { addresses: [], selectedId: null } } },
  ).start();
}

export function fakeOrderMachines(io: OrderIo) {
  return {
    checkout: checkoutMachine.provide({
      actors: {
        placeOrder: fromPromise(({ input }: { input: PlaceOrderBody }) => (io.placeOrder ?? never)(input)),
        gatewayPayment: gatewayPaymentMachine.provide({
          actors: {
            openGateway: fromPromise(({ input }: { input: CheckoutRequest }) => (io.openGateway ?? never)(input)),
          },
        }),
      },
      actions: { goToOrder: (_, orderId) => io.goToOrder?.(orderId) },
    }),
    orderDetail: orderDetailMachine.provide({
      actors: {
        loadOrder: fromPromise(({ input }: { input: string }) => (io.loadOrder ?? unanswered)(input)),
        cancelOrder: fromPromise(({ input }: { input: { orderId: string; userId: string } }) =>
          (io.cancelOrder ?? never)(input),
        ),
        downloadDocument: fromPromise(({ input }: { input: { orderId: string; document: OrderDocument } }) =>
          (io.downloadDocument ?? never)(input),
        ),
      },
    }),
  };
}
