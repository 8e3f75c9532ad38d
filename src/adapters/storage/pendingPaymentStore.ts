// The order being paid for, kept while the gateway is open so a reload resumes it or cleans up:
// the placed order (its id, gateway order, amount and key) under the order id key, and the
// gateway's payment id once the gateway says it was paid (the server may still be confirming).
import * as v from 'valibot';
import { PlacedOrderSchema, type PlacedOrder } from '@domain/contract/commerce';
import { LOCAL_KEYS, type LocalStore } from './localStore';

export interface PendingPayment {
  placed: PlacedOrder;
  paymentId: string | null;
}

export interface PendingPaymentStore {
  read(): PendingPayment | null;
  rememberOrder(placed: PlacedOrder): void;
  rememberPayment(paymentId: string): void;
  forget(): void;
}

export function createPendingPaymentStore(local: LocalStore): PendingPaymentStore {
  return {
    read() {
      const placed = local.read(LOCAL_KEYS.orderId, PlacedOrderSchema);
      if (!placed) return null;
      return { placed, paymentId: local.read(LOCAL_KEYS.paymentId, v.string()) ?? null };
    },
    rememberOrder(placed) {
      local.write(LOCAL_KEYS.orderId, placed);
      local.remove(LOCAL_KEYS.paymentId);
    },
    rememberPayment(paymentId) {
      local.write(LOCAL_KEYS.paymentId, paymentId);
    },
    forget() {
      local.remove(LOCAL_KEYS.orderId);
      local.remove(LOCAL_KEYS.paymentId);
    },
  };
}
