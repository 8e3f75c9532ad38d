// Checkout: address → payment method → review → place the order. Each step opens only when the
// steps before it are done (the URL may ask for any). Online orders open the gateway on the
// placed order: paid → confirmed on the server → the order page; failed → reported, with a
// retry on the same order; dismissed → the order is cancelled. Cash-on-delivery orders go
// straight to the order page. An unfinished payment found at start (a reload) is resumed or
// cleaned up; one whose payment had failed starts the checkout afresh.
import { and, assertEvent, assign, emit, fromPromise, not, setup } from 'xstate';
import type { Address } from '@domain/address';
import type { PaymentMethod } from '@domain/cart';
import { checkoutRequest, couponToPlace, type CheckoutStep } from '@domain/checkout';
import type { Cart, Order, OrderStatus, PlaceOrderBody, PlacedOrder } from '@domain/contract/commerce';
import { notProvided, type ApiResult } from '@domain/contract/envelope';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { SITE_MESSAGES } from '@domain/messages/site';
import type { PaymentFailure } from '@domain/payment';
import type { ToastKind } from '@domain/toast';
import { actorOutput } from './actorOutput';
import {
  gatewayPaymentMachine,
  paymentEndedAs,
  type GatewayPaymentInput,
  type GatewayPaymentOutcome,
} from './gatewayPayment.machine';

/** A payment left unfinished on this device (a reload while the gateway was open). */
export interface UnfinishedPayment {
  placed: PlacedOrder;
  /** The gateway's payment id when the gateway had said it was paid. */
  paymentId: string | null;
  /** The order's status now; null when the server no longer knows the order. */
  status: OrderStatus | null;
}

export interface CheckoutContext {
  userId: string;
  cart: Cart | null;
  address: Address | null;
  paymentMethod: PaymentMethod | null;
  /** The step the URL asks for; the furthest open step up to it is shown. */
  requestedStep: CheckoutStep;
  /** The order being paid for. */
  placed: PlacedOrder | null;
  /** Why the last payment failed, to report to the server. */
  failure: PaymentFailure | null;
}

export type CheckoutEvent =
  | { type: 'cart.changed'; cart: Cart | null }
  | { type: 'step.requested'; step: CheckoutStep }
  | { type: 'address.confirmed'; address: Address | null }
  | { type: 'method.chosen'; method: PaymentMethod }
  | { type: 'method.confirmed' }
  | { type: 'place' }
  | { type: 'retry' };

export type CheckoutEmitted = { type: 'toast'; kind: ToastKind; text: string; id?: string };

/**
 * The toasts of a payment's outcome share one id, so a later outcome replaces an earlier one: a
 * retry that succeeds does not leave the failed attempt's error beside 'Payment completed'.
 */
export const PAYMENT_TOAST = 'checkout-payment';

export interface CheckoutInput {
  userId: string;
  cart: Cart | null;
  /** The address chosen in the address book, if any. */
  address: Address | null;
  step: CheckoutStep;
}

/** Statuses of an order that has been paid for (or placed as cash on delivery). */
const PLACED_STATUSES: readonly OrderStatus[] = ['created', 'packed', 'shipped', 'delivered'];

const placeOrderBody = ({ context }: { context: CheckoutContext }): PlaceOrderBody => ({
  userId: context.userId,
  address: context.address!,
  paymentMethod: context.paymentMethod!,
  couponId: context.cart ? couponToPlace(context.cart) : undefined,
});
const paymentRequest = ({ context }: { context: CheckoutContext }): GatewayPaymentInput => ({
  purchaseId: context.placed!._id,
  request: checkoutRequest(context.placed!, context.address),
});
const orderAndUser = ({ context }: { context: CheckoutContext }) => ({
  orderId: context.placed!._id,
  userId: context.userId,
});
const failureToReport = ({ context }: { context: CheckoutContext }) => ({
  orderId: context.placed!._id,
  userId: context.userId,
  error: context.failure!,
});
const placedOrderId = ({ context }: { context: CheckoutContext }) => context.placed!._id;
const placedReply = ({ event }: { event: { output: ApiResult<PlacedOrder> } }) =>
  (event.output as { data: PlacedOrder }).data;
const placedIdFromReply = ({ event }: { event: { output: ApiResult<PlacedOrder> } }) => placedReply({ event })._id;
const resumedOrderId = ({ event }: { event: { output: UnfinishedPayment | null } }) => event.output!.placed._id;

export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    findUnfinishedPayment: fromPromise<UnfinishedPayment | null>(async () => null),
    placeOrder: fromPromise<ApiResult<PlacedOrder>, PlaceOrderBody>(async () => notProvided('placeOrder')),
    gatewayPayment: gatewayPaymentMachine,
    reportPaymentFailed: fromPromise<ApiResult<Order>, { orderId: string; userId: string; error: PaymentFailure }>(
      async () => notProvided('reportPaymentFailed'),
    ),
    retryPayment: fromPromise<ApiResult<PlacedOrder>, { orderId: string; userId: string }>(async () =>
      notProvided('retryPayment'),
    ),
    cancelPayment: fromPromise<ApiResult<Order>, { orderId: string; userId: string }>(async () =>
      notProvided('cancelPayment'),
    ),
  },
  guards: {
    nothingToResume: (_, unfinished: UnfinishedPayment | null) => unfinished === null,
    paymentWentThrough: (_, unfinished: UnfinishedPayment | null) =>
      unfinished !== null &&
      (unfinished.paymentId !== null || (unfinished.status !== null && PLACED_STATUSES.includes(unfinished.status))),
    awaitsPayment: (_, unfinished: UnfinishedPayment | null) => unfinished?.status === 'pending',
    reviewRequested: ({ context }) => context.requestedStep === 'review',
    addressStepRequested: ({ context }) => context.requestedStep === 'address',
    hasAddress: ({ context }) => context.address !== null,
    hasAllowedMethod: ({ context }) =>
      context.paymentMethod === 'online' ||
      (context.paymentMethod === 'cod' && context.cart?.totals.codAvailable === true),
    cartHasItems: ({ context }) => (context.cart?.orderItems.length ?? 0) > 0,
    confirmsAnAddress: ({ event }) => {
      assertEvent(event, 'address.confirmed');
      return event.address !== null;
    },
    methodIsOffered: ({ context, event }) => {
      assertEvent(event, 'method.chosen');
      return event.method === 'online' || context.cart?.totals.codAvailable === true;
    },
    canOpenReview: and(['reviewRequested', 'hasAddress', 'hasAllowedMethod']),
    canOpenPayment: and([not('addressStepRequested'), 'hasAddress']),
    canPlace: and(['hasAddress', 'hasAllowedMethod', 'cartHasItems']),
    wasAccepted: (_, reply: ApiResult<unknown>) => reply.success,
    isCashOnDelivery: (_, reply: ApiResult<PlacedOrder>) => reply.success && reply.data.order_id === null,
    paymentConfirmed: paymentEndedAs('confirmed'),
    paymentUnconfirmed: paymentEndedAs('unconfirmed'),
    paymentDismissed: paymentEndedAs('dismissed'),
  },
  actions: {
    storeCart: assign(({ event }) => {
      assertEvent(event, 'cart.changed');
      return { cart: event.cart };
    }),
    storeRequestedStep: assign(({ event }) => {
      assertEvent(event, 'step.requested');
      return { requestedStep: event.step };
    }),
    aimAtReview: assign({ requestedStep: 'review' }),
    storeAddress: assign(({ event }) => {
      assertEvent(event, 'address.confirmed');
      return { address: event.address };
    }),
    storeMethod: assign(({ event }) => {
      assertEvent(event, 'method.chosen');
      return { paymentMethod: event.method };
    }),
    storePlaced: assign((_, placed: PlacedOrder) => ({ placed, failure: null })),
    // An order with a gateway order is paid online.
    storeResumed: assign((_, unfinished: UnfinishedPayment | null) => ({
      placed: unfinished!.placed,
      paymentMethod: 'online' as const,
      failure: null,
      requestedStep: 'review' as const,
    })),
    storeFailure: assign((_, outcome: GatewayPaymentOutcome) => ({
      failure: (outcome as { failure: PaymentFailure }).failure,
    })),
    toastSelectAddress: emit({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.selectShippingAddress }),
    toastChooseMethod: emit({ type: 'toast', kind: 'error', text: SITE_MESSAGES.chooseOption }),
    toastPaid: emit({ type: 'toast', kind: 'success', text: COMMON_MESSAGES.paymentCompleted, id: PAYMENT_TOAST }),
    toastPaymentError: emit({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.paymentError, id: PAYMENT_TOAST }),
    toastCancelled: emit({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.paymentCancelled, id: PAYMENT_TOAST }),
    toastGenericError: emit({ type: 'toast', kind: 'error', text: COMMON_MESSAGES.genericError }),
    toastRefused: emit((_, reply: ApiResult<unknown>) => ({
      type: 'toast' as const,
      kind: 'error' as const,
      text: reply.success ? COMMON_MESSAGES.genericError : reply.message,
    })),
    // Provided by the composition root: the unfinished payment kept on the device (the payment
    // the gateway took is kept by the gateway payment machine), the cart (the server clears it
    // once the order is placed) and navigation.
    rememberOrder: (_, _placed: PlacedOrder) => undefined,
    forgetOrder: () => undefined,
    reloadCart: () => undefined,
    goToOrder: (_, _orderId: string) => undefined,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    userId: input.userId,
    cart: input.cart,
    address: input.address,
    paymentMethod: null,
    requestedStep: input.step,
    placed: null,
    failure: null,
  }),
  on: {
    'cart.changed': { actions: 'storeCart' },
  },
  initial: 'resuming',
  states: {
    resuming: {
      invoke: {
        id: 'findUnfinishedPayment',
        src: 'findUnfinishedPayment',
        onDone: [
          { guard: { type: 'nothingToResume', params: actorOutput<UnfinishedPayment | null> }, target: 'choosingStep' },
          {
            guard: { type: 'paymentWentThrough', params: actorOutput<UnfinishedPayment | null> },
            target: 'done',
            actions: ['forgetOrder', { type: 'goToOrder', params: resumedOrderId }],
          },
          {
            guard: { type: 'awaitsPayment', params: actorOutput<UnfinishedPayment | null> },
            target: 'paying',
            actions: { type: 'storeResumed', params: actorOutput<UnfinishedPayment | null> },
          },
          // Failed, cancelled, refunded or unknown: nothing left to finish here, and no old error
          // shown. The order page offers to pay a failed order; placing the same cart again
          // answers the same order.
          { target: 'choosingStep', actions: 'forgetOrder' },
        ],
        onError: { target: 'choosingStep' },
      },
    },
    // The furthest open step up to the one asked for.
    choosingStep: {
      always: [
        { guard: 'canOpenReview', target: 'steps.review' },
        { guard: 'canOpenPayment', target: 'steps.payment' },
        { target: 'steps.address' },
      ],
    },
    steps: {
      initial: 'address',
      on: {
        'step.requested': { target: 'choosingStep', actions: 'storeRequestedStep' },
      },
      states: {
        address: {
          on: {
            'address.confirmed': [
              { guard: 'confirmsAnAddress', target: 'payment', actions: 'storeAddress' },
              { actions: 'toastSelectAddress' },
            ],
          },
        },
        payment: {
          on: {
            'method.chosen': { guard: 'methodIsOffered', actions: 'storeMethod' },
            'method.confirmed': [{ guard: 'hasAllowedMethod', target: 'review' }, { actions: 'toastChooseMethod' }],
          },
        },
        review: {
          on: {
            place: [
              { guard: 'canPlace', target: '#checkout.placing' },
              { target: '#checkout.choosingStep', actions: 'aimAtReview' },
            ],
          },
        },
      },
    },
    // A second click while placing does nothing: one order.
    placing: {
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: placeOrderBody,
        onDone: [
          {
            guard: { type: 'isCashOnDelivery', params: actorOutput<ApiResult<PlacedOrder>> },
            target: 'done',
            actions: [
              { type: 'storePlaced', params: placedReply },
              'reloadCart',
              { type: 'goToOrder', params: placedIdFromReply },
            ],
          },
          {
            guard: { type: 'wasAccepted', params: actorOutput<ApiResult<PlacedOrder>> },
            target: 'paying',
            actions: [
              { type: 'storePlaced', params: placedReply },
              { type: 'rememberOrder', params: placedReply },
            ],
          },
          {
            target: 'steps.review',
            actions: { type: 'toastRefused', params: actorOutput<ApiResult<PlacedOrder>> },
          },
        ],
        onError: { target: 'steps.review', actions: 'toastGenericError' },
      },
    },
    paying: {
      invoke: {
        id: 'gatewayPayment',
        src: 'gatewayPayment',
        input: paymentRequest,
        onDone: [
          {
            guard: { type: 'paymentConfirmed', params: actorOutput<GatewayPaymentOutcome> },
            target: 'done',
            actions: ['forgetOrder', 'toastPaid', 'reloadCart', { type: 'goToOrder', params: placedOrderId }],
          },
          // The gateway took the payment and its webhook settles the order: show the order.
          {
            guard: { type: 'paymentUnconfirmed', params: actorOutput<GatewayPaymentOutcome> },
            target: 'done',
            actions: ['forgetOrder', 'reloadCart', { type: 'goToOrder', params: placedOrderId }],
          },
          { guard: { type: 'paymentDismissed', params: actorOutput<GatewayPaymentOutcome> }, target: 'cancelling' },
          // Declined, or refused by the server.
          { target: 'reportingFailure', actions: { type: 'storeFailure', params: actorOutput<GatewayPaymentOutcome> } },
        ],
      },
    },
    reportingFailure: {
      entry: 'toastPaymentError',
      invoke: {
        id: 'reportPaymentFailed',
        src: 'reportPaymentFailed',
        input: failureToReport,
        onDone: { target: 'paymentFailed' },
        onError: { target: 'paymentFailed' },
      },
    },
    paymentFailed: {
      on: {
        retry: 'retrying',
        'step.requested': { target: 'choosingStep', actions: ['forgetOrder', 'storeRequestedStep'] },
      },
    },
    // The same order, back to pending on the same gateway order.
    retrying: {
      invoke: {
        id: 'retryPayment',
        src: 'retryPayment',
        input: orderAndUser,
        onDone: [
          {
            guard: { type: 'wasAccepted', params: actorOutput<ApiResult<PlacedOrder>> },
            target: 'paying',
            actions: [
              { type: 'storePlaced', params: placedReply },
              { type: 'rememberOrder', params: placedReply },
            ],
          },
          {
            target: 'paymentFailed',
            actions: { type: 'toastRefused', params: actorOutput<ApiResult<PlacedOrder>> },
          },
        ],
        onError: { target: 'paymentFailed', actions: 'toastGenericError' },
      },
    },
    // The shopper closed the gateway: the order is cancelled and its stock released.
    cancelling: {
      entry: 'toastCancelled',
      invoke: {
        id: 'cancelPayment',
        src: 'cancelPayment',
        input: orderAndUser,
        onDone: { target: 'choosingStep', actions: ['forgetOrder', 'aimAtReview'] },
        onError: { target: 'choosingStep', actions: ['forgetOrder', 'aimAtReview'] },
      },
    },
    done: { type: 'final' },
  },
});
