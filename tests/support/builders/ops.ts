// What the operator's desk sees (orders, a page of the queue, items, doctor applications, the day's consultations and
// audit entries), for machine and UI tests.
import type { OrderStatus } from '@domain/contract/commerce';
import type {
  AuditEntry,
  OpsConsultation,
  OpsCoupon,
  OpsDoctorApplication,
  OpsItem,
  OpsOrder,
  OpsOrderPage,
  OpsOrderSummary,
  Refund,
} from '@domain/contract/ops';
import { onlineOrder, orderOf } from './orders';

export const OPERATOR = { uid: 'operator-uid', name: 'Kavya Operator' };
export const CUSTOMER = { uid: 'u1', name: 'Asha Rao', phone: '+919845012345' };

/** The events the lifecycle machine lets an operator send from each status of an online order. */
const EVENTS_OF: Partial<Record<OrderStatus, OpsOrder['events']>> = {
  pending: ['cancel'],
  payment_failed: ['cancel'],
  created: ['pack', 'cancel'],
  packed: ['ship', 'cancel'],
  shipped: ['deliver'],
};

/** A paid online order of ₹500 on the desk, in `status`, nothing refunded yet. */
export function anOpsOrder(status: OrderStatus = 'created', overrides: Partial<OpsOrder> = {}): OpsOrder {
  return {
    ...orderOf({ ...onlineOrder, _id: '6743f0a1b2c3d4e5f6a7b8c9', status }),
    payment_id: 'pay_XYZ',
    shipment:
      status === 'shipped' || status === 'delivered' ? { carrier: 'Delhivery', trackingNumber: 'DL-123' } : null,
    refunds: [],
    customer: CUSTOMER,
    payment: {
      _id: 'pay_XYZ',
      status: 'captured',
      amountPaise: 50_000,
      gateway: 'sandbox',
      createdAt: '2026-11-20T10:01:00.000Z',
    },
    refundablePaise: 50_000,
    events: EVENTS_OF[status] ?? [],
    log: [{ status, at: '2026-11-20T10:01:00.000Z', actor: null, note: null }],
    ...overrides,
  };
}

export function aSummaryOf(order: OpsOrder): OpsOrderSummary {
  return {
    _id: order._id,
    status: order.status,
    paymentMethod: order.paymentMethod,
    customer: order.customer,
    itemCount: 2,
    total: 500,
    invoiceNumber: order.invoiceNumber,
    createdAt: order.createdAt,
  };
}

/** A page of the queue holding `orders`, with every status counted. */
export function aQueuePage(orders: OpsOrder[], counts: Partial<Record<OrderStatus, number>> = {}): OpsOrderPage {
  return {
    items: orders.map(aSummaryOf),
    total: orders.length,
    start: 0,
    limit: 20,
    counts: {
      pending: 0,
      created: 0,
      packed: 0,
      shipped: 0,
      delivered: 0,
      payment_failed: 0,
      cancelled: 0,
      refunded: 0,
      ...counts,
    },
  };
}

export function aRefund(amountPaise: number, status: Refund['status'] = 'pending'): Refund {
  return {
    _id: 'rf_1',
    status,
    amountPaise,
    createdAt: '2026-11-21T09:00:00.000Z',
    processedAt: status === 'processed' ? '2026-11-21T09:05:00.000Z' : null,
    reason: 'One jar arrived broken',
    attempts: 0,
    gatewayRefundId: null,
  };
}

/** A product on the stock list: 3 units left, so low on stock. */
export function anOpsItem(overrides: Partial<OpsItem> = {}): OpsItem {
  return {
    _id: 'triphala-churna',
    name: 'Triphala Churna',
    brandName: 'Saumya',
    packSize: '100 g',
    stock: 3,
    sellingPrice: 180,
    costPrice: 200,
    lowStock: true,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A pending doctor application of a registered user. */
export function anOpsApplication(overrides: Partial<OpsDoctorApplication> = {}): OpsDoctorApplication {
  return {
    _id: '7',
    status: 'pending',
    applicant: { uid: 'applicant-uid', name: 'Dr. Kavya Menon', phone: '+919845060011', email: 'kavya@example.com' },
    reason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

/** An operator's change of an item's stock and selling price. */
export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: '12',
    actor: { uid: OPERATOR.uid, name: OPERATOR.name },
    action: 'item.update',
    target: { kind: 'item', _id: 'triphala-churna' },
    before: { stock: 3, sellingPrice: 180, costPrice: 200 },
    after: { stock: 40, sellingPrice: 175, costPrice: 200 },
    at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** An active 10 % coupon with a cap, one use per shopper. */
export function anOpsCoupon(overrides: Partial<OpsCoupon> = {}): OpsCoupon {
  return {
    _id: 'WELCOME10',
    description: '10% off your first order',
    kind: 'percent',
    value: 10,
    minOrder: 499,
    maxDiscount: 200,
    validUntil: '2099-12-31T18:29:59.000Z',
    active: true,
    usageLimit: null,
    perUserLimit: 1,
    usedCount: 4,
    ...overrides,
  };
}

export function anOpsConsultation(overrides: Partial<OpsConsultation> = {}): OpsConsultation {
  return {
    _id: 'c_AbCdEfGhIjKlMnOp',
    doctor: { _id: 'meera-iyer', name: 'Dr. Meera Iyer' },
    patient: { uid: 'patient-uid', name: 'Asha Rao', phone: '+919845012345' },
    startsAt: '2026-11-27T10:00:00+05:30',
    endsAt: '2026-11-27T10:30:00+05:30',
    mode: 'video',
    status: 'booked',
    fee: 500,
    payment: {
      _id: 'pay_consult1',
      status: 'captured',
      amountPaise: 50_000,
      gateway: 'sandbox',
      createdAt: '2026-11-20T09:00:00.000Z',
    },
    refunds: [],
    refundablePaise: 50_000,
    ...overrides,
  };
}
