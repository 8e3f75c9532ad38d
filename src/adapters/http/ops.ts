// The operator's desk calls: the user's roles, the order queue (one status, a search, a page, with
// every status's count), one order, moving an order on, packing several in turn, a refund, the
// items' stock and prices, coupons, doctor applications with their decisions, and the audit log.
import * as v from 'valibot';
import type { Permission } from '@domain/account';
import type { OrderStatus } from '@domain/contract/commerce';
import type { ApiResult } from '@domain/contract/envelope';
import {
  AuditPageSchema,
  OpsConsultationPageSchema,
  OpsCouponListSchema,
  OpsCouponSchema,
  OpsDoctorApplicationPageSchema,
  OpsDoctorApplicationSchema,
  OpsItemPageSchema,
  OpsItemSchema,
  OpsOrderPageSchema,
  OpsOrderSchema,
  RefundSchema,
  type AuditPage,
  type DoctorApplicationStatus,
  type OpsConsultationPage,
  type OpsCoupon,
  type OpsCouponCreateBody,
  type OpsCouponUpdateBody,
  type OpsDoctorApplication,
  type OpsDoctorApplicationPage,
  type OpsItem,
  type OpsItemPage,
  type OpsItemUpdateBody,
  type OpsOrder,
  type OpsOrderPage,
  type OpsOrderTransitionBody,
  type OpsRefundBody,
  type Refund,
} from '@domain/contract/ops';
import { MAX_OPS_PAGE } from '@domain/contract/paging';
import { SandboxSmsSchema, type SandboxSms } from '@domain/contract/smsSandbox';
import type { ApplicationDecision } from '@domain/ops';
import type { ApiClient } from './apiClient';
import { readPermission } from './resources';

const segment = encodeURIComponent;

export interface OpsQueueRequest {
  status: OrderStatus | undefined;
  q: string;
  start: number;
  limit: number;
}

export interface OpsApi {
  roles(uid: string): Promise<ApiResult<Permission>>;
  orders(request: OpsQueueRequest): Promise<ApiResult<OpsOrderPage>>;
  order(orderId: string): Promise<ApiResult<OpsOrder>>;
  move(orderId: string, body: OpsOrderTransitionBody): Promise<ApiResult<OpsOrder>>;
  /** Packs the orders one after another; how many were packed, and each refusal's reason. */
  packAll(orderIds: readonly string[]): Promise<{ packed: number; refusals: string[] }>;
  refund(orderId: string, body: OpsRefundBody): Promise<ApiResult<Refund>>;
  consultations(request: { date: string; start: number; limit: number }): Promise<ApiResult<OpsConsultationPage>>;
  refundConsultation(consultationId: string, body: OpsRefundBody): Promise<ApiResult<Refund>>;
  /** The order's packing slip PDF; undefined when it could not be fetched. */
  packingSlip(orderId: string): Promise<Blob | undefined>;
  items(request: { q: string; lowStock: boolean; start: number; limit: number }): Promise<ApiResult<OpsItemPage>>;
  updateItem(itemId: string, body: OpsItemUpdateBody): Promise<ApiResult<OpsItem>>;
  coupons(): Promise<ApiResult<OpsCoupon[]>>;
  createCoupon(body: OpsCouponCreateBody): Promise<ApiResult<OpsCoupon>>;
  changeCoupon(code: string, body: OpsCouponUpdateBody): Promise<ApiResult<OpsCoupon>>;
  audit(request: { start: number; limit: number }): Promise<ApiResult<AuditPage>>;
  /** What the SMS sandbox was asked to send; `not_found` when the server has no sandbox. */
  smsSandbox(): Promise<ApiResult<SandboxSms[]>>;
  applications(status: DoctorApplicationStatus): Promise<ApiResult<OpsDoctorApplicationPage>>;
  decideApplication(applicationId: string, decision: ApplicationDecision): Promise<ApiResult<OpsDoctorApplication>>;
}

export function createOpsApi(api: ApiClient): OpsApi {
  const move = (orderId: string, body: OpsOrderTransitionBody) =>
    api.post(`/ops/orders/${segment(orderId)}/transition`, body, OpsOrderSchema);
  return {
    roles: (uid) => readPermission(api, uid),
    orders: ({ status, q, start, limit }) =>
      api.read('/ops/orders', OpsOrderPageSchema, {
        query: { ...(status ? { status } : {}), ...(q.trim() ? { q: q.trim() } : {}), start, limit },
      }),
    order: (orderId) => api.read(`/ops/orders/${segment(orderId)}`, OpsOrderSchema),
    move,
    async packAll(orderIds) {
      let packed = 0;
      const refusals: string[] = [];
      // One at a time: each is its own transaction on the server, and the desk reports each refusal.
      for (const orderId of orderIds) {
        const reply = await move(orderId, { event: 'pack' });
        if (reply.success) packed += 1;
        else refusals.push(reply.message);
      }
      return { packed, refusals };
    },
    packingSlip: (orderId) => api.getBlob(`/ops/orders/${segment(orderId)}/packing-slip`),
    refund: (orderId, body) => api.post(`/ops/orders/${segment(orderId)}/refunds`, body, RefundSchema),
    consultations: (query) => api.read('/ops/consultations', OpsConsultationPageSchema, { query }),
    refundConsultation: (consultationId, body) =>
      api.post(`/ops/consultations/${segment(consultationId)}/refunds`, body, RefundSchema),
    items: ({ q, lowStock, start, limit }) =>
      api.read('/ops/items', OpsItemPageSchema, {
        query: { ...(q.trim() ? { q: q.trim() } : {}), ...(lowStock ? { lowStock: 'true' } : {}), start, limit },
      }),
    updateItem: (itemId, body) => api.put(`/ops/items/${segment(itemId)}`, body, OpsItemSchema),
    coupons: () => api.read('/ops/coupons', OpsCouponListSchema),
    createCoupon: (body) => api.post('/ops/coupons', body, OpsCouponSchema),
    changeCoupon: (code, body) => api.put(`/ops/coupons/${segment(code)}`, body, OpsCouponSchema),
    audit: (request) => api.read('/ops/audit', AuditPageSchema, { query: request }),
    smsSandbox: () => api.read('/sandbox/sms', v.array(SandboxSmsSchema)),
    applications: (status) =>
      api.read('/ops/doctor-applications', OpsDoctorApplicationPageSchema, {
        query: { status, limit: MAX_OPS_PAGE },
      }),
    decideApplication: (applicationId, decision) =>
      decision.kind === 'verify'
        ? api.post(`/ops/doctor-applications/${segment(applicationId)}/verify`, {}, OpsDoctorApplicationSchema)
        : api.post(
            `/ops/doctor-applications/${segment(applicationId)}/reject`,
            { reason: decision.reason },
            OpsDoctorApplicationSchema,
          ),
  };
}
