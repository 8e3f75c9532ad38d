// Order and payment calls: placing an order, confirming, failing, retrying or cancelling its
// payment, an order, and its invoice and credit note PDFs (fetched with the bearer token).
import {
  OrderSchema,
  PlacedOrderSchema,
  type Order,
  type PlaceOrderBody,
  type PlacedOrder,
} from '@domain/contract/commerce';
import type { ApiResult } from '@domain/contract/envelope';
import type { PaymentFailure, PaymentSuccess } from '@domain/payment';
import type { ApiClient } from './apiClient';

const segment = encodeURIComponent;

export interface OrdersApi {
  place(body: PlaceOrderBody): Promise<ApiResult<PlacedOrder>>;
  confirmPayment(orderId: string, payment: PaymentSuccess): Promise<ApiResult<Order>>;
  reportPaymentFailed(orderId: string, userId: string, error: PaymentFailure): Promise<ApiResult<Order>>;
  retryPayment(orderId: string, userId: string): Promise<ApiResult<PlacedOrder>>;
  cancel(orderId: string, userId: string): Promise<ApiResult<Order>>;
  /** The order, or why not (not_found when it does not exist). */
  get(orderId: string): Promise<ApiResult<Order>>;
  invoice(orderId: string): Promise<Blob | undefined>;
  creditNote(orderId: string, noteId: number): Promise<Blob | undefined>;
}

export function createOrdersApi(api: ApiClient): OrdersApi {
  return {
    place: (body) => api.post('/store/order', body, PlacedOrderSchema),
    confirmPayment: (orderId, payment) =>
      api.put(`/store/order/private/${segment(orderId)}`, { status: 'created', ...payment }, OrderSchema),
    reportPaymentFailed: (orderId, userId, error) =>
      api.post(`/store/order/${segment(orderId)}/payment-failed`, { userId, error }, OrderSchema),
    retryPayment: (orderId, userId) =>
      api.post(`/store/order/${segment(orderId)}/retry`, { userId }, PlacedOrderSchema),
    cancel: (orderId, userId) => api.post(`/store/order/${segment(orderId)}/cancel`, { userId }, OrderSchema),
    get: (orderId) => api.read(`/store/order/${segment(orderId)}`, OrderSchema),
    invoice: (orderId) => api.getBlob(`/store/order/${segment(orderId)}/invoice`),
    creditNote: (orderId, noteId) => api.getBlob(`/store/order/${segment(orderId)}/credit-notes/${noteId}`),
  };
}
