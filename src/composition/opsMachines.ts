// The operator's desk machines with their I/O (the /ops API): loaded with the desk's pages only.
import { fromPromise } from 'xstate';
import { saveFile } from '@adapters/browser/download';
import type { ApiClient } from '@adapters/http/apiClient';
import { createOpsApi } from '@adapters/http/ops';
import type {
  DoctorApplicationStatus,
  OpsItemUpdateBody,
  OpsOrderTransitionBody,
  OpsRefundBody,
} from '@domain/contract/ops';
import {
  OPS_QUEUE_PAGE_SIZE,
  type ApplicationDecision,
  type OpsConsultationsFilter,
  type OpsQueueFilter,
  type OpsStockFilter,
} from '@domain/ops';
import { opsConsultationsMachine, type ConsultationRefund } from '@machines/opsConsultations.machine';
import { opsCouponsMachine, type CouponSave } from '@machines/opsCoupons.machine';
import { opsDoctorsMachine } from '@machines/opsDoctors.machine';
import { opsOrderMachine } from '@machines/opsOrder.machine';
import { opsQueueMachine } from '@machines/opsQueue.machine';
import { opsStockMachine } from '@machines/opsStock.machine';
import { deskList } from './deskList';

export function opsQueue(api: ApiClient) {
  const ops = createOpsApi(api);
  return opsQueueMachine.provide({
    actors: {
      deskList: deskList(ops.roles, (filter: OpsQueueFilter) => ops.orders({ ...filter, limit: OPS_QUEUE_PAGE_SIZE })),
      packOrders: fromPromise(({ input }: { input: string[] }) => ops.packAll(input)),
    },
  });
}

export function opsOrder(api: ApiClient) {
  const ops = createOpsApi(api);
  return opsOrderMachine.provide({
    actors: {
      deskList: deskList(ops.roles, (orderId: string) => ops.order(orderId)),
      moveOrder: fromPromise(({ input }: { input: { orderId: string; body: OpsOrderTransitionBody } }) =>
        ops.move(input.orderId, input.body),
      ),
      refundOrder: fromPromise(({ input }: { input: { orderId: string; body: OpsRefundBody } }) =>
        ops.refund(input.orderId, input.body),
      ),
      downloadPackingSlip: fromPromise(async ({ input }: { input: string }) => {
        const pdf = await ops.packingSlip(input);
        if (!pdf) throw new Error('The packing slip could not be downloaded');
        saveFile(pdf, `ojas-packing-slip-${input}.pdf`);
      }),
    },
  });
}

export function opsStock(api: ApiClient) {
  const ops = createOpsApi(api);
  return opsStockMachine.provide({
    actors: {
      deskList: deskList(ops.roles, (filter: OpsStockFilter) => ops.items({ ...filter, limit: OPS_QUEUE_PAGE_SIZE })),
      saveItem: fromPromise(({ input }: { input: { itemId: string; body: OpsItemUpdateBody } }) =>
        ops.updateItem(input.itemId, input.body),
      ),
    },
  });
}

export function opsDoctors(api: ApiClient) {
  const ops = createOpsApi(api);
  return opsDoctorsMachine.provide({
    actors: {
      deskList: deskList(ops.roles, (status: DoctorApplicationStatus) => ops.applications(status)),
      decideApplication: fromPromise(({ input }: { input: { applicationId: string; decision: ApplicationDecision } }) =>
        ops.decideApplication(input.applicationId, input.decision),
      ),
    },
  });
}

export function opsAudit(api: ApiClient) {
  const ops = createOpsApi(api);
  return deskList(ops.roles, (start: number) => ops.audit({ start, limit: OPS_QUEUE_PAGE_SIZE }));
}

export function opsConsultations(api: ApiClient) {
  const ops = createOpsApi(api);
  return opsConsultationsMachine.provide({
    actors: {
      deskList: deskList(ops.roles, (filter: OpsConsultationsFilter) =>
        ops.consultations({ ...filter, limit: OPS_QUEUE_PAGE_SIZE }),
      ),
      refundConsultation: fromPromise(({ input }: { input: ConsultationRefund }) =>
        ops.refundConsultation(input.consultationId, input.body),
      ),
    },
  });
}

export function opsCoupons(api: ApiClient) {
  const ops = createOpsApi(api);
  return opsCouponsMachine.provide({
    actors: {
      deskList: deskList(ops.roles, () => ops.coupons()),
      saveCoupon: fromPromise(({ input }: { input: CouponSave }) =>
        input.kind === 'create' ? ops.createCoupon(input.body) : ops.changeCoupon(input.code, input.body),
      ),
    },
  });
}

export function smsSandbox(api: ApiClient) {
  const ops = createOpsApi(api);
  // The messages, or null when the server has no sandbox (text messages go to MSG91).
  return deskList(ops.roles, () => ops.smsSandbox());
}
