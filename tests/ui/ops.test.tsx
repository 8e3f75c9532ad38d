import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { Permission } from '@domain/account';
import type { ApiResult } from '@domain/contract/envelope';
import type {
  AuditPage,
  OpsCoupon,
  OpsDoctorApplication,
  OpsDoctorApplicationPage,
  OpsItem,
  OpsItemPage,
  OpsItemUpdateBody,
  OpsOrder,
  OpsOrderPage,
  OpsOrderTransitionBody,
  OpsRefundBody,
  Refund,
} from '@domain/contract/ops';
import { OPS_MESSAGES } from '@domain/messages/ops';
import { OPS_DESK_MESSAGES } from '@domain/messages/opsDesk';
import { REFUND_MESSAGES } from '@domain/messages/refund';
import { type ApplicationDecision, type OpsQueueFilter, type OpsStockFilter } from '@domain/ops';
import type { CouponSave } from '@machines/opsCoupons.machine';
import type { PackOutcome } from '@machines/opsQueue.machine';
import OrderPage from '@ui/pages/account/OrderPage';
import OpsAuditPage from '@ui/pages/ops/OpsAuditPage';
import OpsCouponsPage from '@ui/pages/ops/OpsCouponsPage';
import OpsDoctorsPage from '@ui/pages/ops/OpsDoctorsPage';
import OpsOrderView from '@ui/pages/ops/OpsOrderPage';
import OpsPage from '@ui/pages/ops/OpsPage';
import OpsStockPage from '@ui/pages/ops/OpsStockPage';
import { deskList } from '../../src/composition/deskList';
import { replyOf } from '../support/apiReplies';
import {
  anAuditEntry,
  anOpsApplication,
  anOpsCoupon,
  anOpsItem,
  anOpsOrder,
  aQueuePage,
  aRefund,
} from '../support/builders/ops';
import { orderOf, onlineOrder } from '../support/builders/orders';
import { anAuthUser } from '../support/builders/people';
import { renderWithServices } from './renderWithServices';

const operator = anAuthUser();
const operatorRoles = async (): Promise<ApiResult<Permission>> => replyOf({ roles: ['operator'], application: null });
const confirmed = anOpsOrder('created', { _id: '6743f0a1b2c3d4e5f6a7b801', invoiceNumber: 'OJ/2026-27/000011' });
const alsoConfirmed = anOpsOrder('created', { _id: '6743f0a1b2c3d4e5f6a7b802', invoiceNumber: 'OJ/2026-27/000012' });

function renderQueue(pack: (ids: string[]) => Promise<PackOutcome>, roles = operatorRoles) {
  const loaded: OpsQueueFilter[] = [];
  const rendered = renderWithServices(<OpsPage />, {
    path: '/ops',
    user: operator,
    opsQueueActors: {
      deskList: deskList(roles, async (input: OpsQueueFilter): Promise<ApiResult<OpsOrderPage>> => {
        loaded.push(input);
        return replyOf(aQueuePage([confirmed, alsoConfirmed], { pending: 1, created: 2, packed: 4, shipped: 7 }));
      }),
      packOrders: fromPromise(({ input }: { input: string[] }) => pack(input)),
    },
  });
  return { ...rendered, loaded };
}

function renderOrder(order: OpsOrder, replies: { move?: OpsOrder; refund?: ApiResult<Refund> } = {}) {
  const moves: OpsOrderTransitionBody[] = [];
  const refunds: OpsRefundBody[] = [];
  /** The order as the server has it now: moved when a move went through. */
  let current = order;
  renderWithServices(<OpsOrderView orderId={order._id} />, {
    path: `/ops/orders/${order._id}`,
    user: operator,
    opsOrderActors: {
      deskList: deskList(operatorRoles, async (): Promise<ApiResult<OpsOrder>> => replyOf(current)),
      moveOrder: fromPromise(
        async ({
          input,
        }: {
          input: { orderId: string; body: OpsOrderTransitionBody };
        }): Promise<ApiResult<OpsOrder>> => {
          moves.push(input.body);
          current = replies.move ?? order;
          return { success: true, data: current };
        },
      ),
      refundOrder: fromPromise(
        async ({ input }: { input: { orderId: string; body: OpsRefundBody } }): Promise<ApiResult<Refund>> => {
          refunds.push(input.body);
          return replies.refund ?? { success: true, data: aRefund(input.body.amountPaise) };
        },
      ),
    },
  });
  return { moves, refunds };
}

describe("operator's desk: the queue", () => {
  it('shows each tab with its count, opens on the orders to pack, and packs the selected ones', async () => {
    const packed: string[][] = [];
    const { loaded, location } = renderQueue(async (ids) => {
      packed.push(ids);
      return { packed: ids.length, refusals: [] };
    });
    const user = userEvent.setup();
    const tabs = await screen.findByRole('tablist', { name: 'Orders by status' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['New (1)', 'To pack (2)', 'To ship (4)', 'Shipped (7)', 'All (14)']),
    );
    expect(within(tabs).getByRole('tab', { selected: true }).textContent).toBe('To pack (2)');
    expect(loaded[0]).toEqual({ status: 'created', q: '', start: 0 });

    const pack = screen.getByRole('button', { name: 'Pack selected (0)' });
    expect(pack.getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: 'Select order OJ/2026-27/000011' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order OJ/2026-27/000012' }));
    await user.click(screen.getByRole('button', { name: 'Pack selected (2)' }));
    await waitFor(() => expect(packed).toEqual([[confirmed._id, alsoConfirmed._id]]));
    expect(await screen.findByText(OPS_MESSAGES.packed(2))).toBeTruthy();

    await user.click(within(tabs).getByRole('tab', { name: 'Shipped (7)' }));
    await waitFor(() => expect(loaded.at(-1)).toEqual({ status: 'shipped', q: '', start: 0 }));
    expect(location.history?.at(-1)).toBe('/ops?status=shipped');
    await user.type(screen.getByRole('textbox', { name: 'Order number, phone or name' }), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(loaded.at(-1)).toEqual({ status: 'shipped', q: 'Asha', start: 0 }));
  });

  it('tells someone without the operator role that the desk is not theirs', async () => {
    renderQueue(
      async () => ({ packed: 0, refusals: [] }),
      async () => replyOf<Permission>({ roles: ['doctor'], application: null }),
    );
    expect(await screen.findByText("The desk is for the shop's operators")).toBeTruthy();
  });
});

describe("operator's desk: an order", () => {
  it('offers only the moves of its state, and ships with a carrier and a tracking number', async () => {
    const packed = anOpsOrder('packed');
    const { moves } = renderOrder(packed, { move: anOpsOrder('shipped') });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ship' }));
    expect(screen.queryByRole('button', { name: 'Pack' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).toBeNull();
    const form = screen.getByRole('form', { name: 'Ship the order' });
    await user.type(within(form).getByRole('textbox', { name: 'Tracking number' }), 'DL 123');
    await user.click(within(form).getByRole('button', { name: 'Ship the order' }));
    expect(within(form).getByText(OPS_MESSAGES.fields.carrier)).toBeTruthy();
    expect(within(form).getByText(OPS_MESSAGES.fields.trackingNumber)).toBeTruthy();
    expect(moves).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: 'Carrier' }), 'Delhivery');
    await user.clear(within(form).getByRole('textbox', { name: 'Tracking number' }));
    await user.type(within(form).getByRole('textbox', { name: 'Tracking number' }), 'DL-123');
    await user.click(within(form).getByRole('button', { name: 'Ship the order' }));
    await waitFor(() => expect(moves).toEqual([{ event: 'ship', carrier: 'Delhivery', trackingNumber: 'DL-123' }]));
    expect(await screen.findByText(OPS_MESSAGES.movedTo('shipped'))).toBeTruthy();
    expect(await screen.findByText('Delhivery, tracking number DL-123')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark delivered' })).toBeTruthy();
  });

  it('refunds part of the payment, refusing more than is left first', async () => {
    const { refunds } = renderOrder(anOpsOrder('delivered'));
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'New refund' });
    expect(within(form).getByText('Up to ₹500 can be refunded.')).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: 'Amount (₹)' }), '600');
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'One jar arrived broken');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(within(form).getByText(OPS_MESSAGES.refundTooLarge(50_000))).toBeTruthy();
    await user.clear(within(form).getByRole('textbox', { name: 'Amount (₹)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Amount (₹)' }), '150');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(refunds).toEqual([{ amountPaise: 15_000, reason: 'One jar arrived broken' }]));
    expect(await screen.findByText(REFUND_MESSAGES.started(15_000))).toBeTruthy();
  });
});

describe("the shopper's order page", () => {
  it('shows the carrier and tracking number on the shipped step, and each refund', async () => {
    const shipped = orderOf(
      { ...onlineOrder, status: 'shipped' },
      {
        shipment: { carrier: 'Delhivery', trackingNumber: 'DL-123' },
        refunds: [{ ...aRefund(15_000, 'processed') }, { ...aRefund(5_000), _id: 'rf_2' }],
      },
    );
    renderWithServices(<OrderPage orderId={shipped._id} />, {
      path: `/dashboard/orders/${shipped._id}`,
      user: operator,
      loadOrder: async () => ({ success: true, data: shipped }),
    });
    const timeline = await screen.findByRole('list', { name: 'Order status' });
    expect(within(timeline).getByText('Delhivery, tracking number DL-123')).toBeTruthy();
    const refunds = screen.getByRole('list', { name: 'Refunds' });
    expect(
      within(refunds)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      // Processed on Saturday 21 November: seven working days on.
      REFUND_MESSAGES.processed + REFUND_MESSAGES.creditedBy('1 December 2026'),
      REFUND_MESSAGES.started(5_000) + REFUND_MESSAGES.bankTime,
    ]);
  });
});

describe("operator's desk: stock and prices", () => {
  it('opens on the items low on stock and saves a restock, refusing a price above the MRP first', async () => {
    const saved: OpsItemUpdateBody[] = [];
    const low = anOpsItem();
    renderWithServices(<OpsStockPage />, {
      path: '/ops/stock',
      user: operator,
      opsStockActors: {
        deskList: deskList(operatorRoles, async (): Promise<ApiResult<OpsItemPage>> =>
          replyOf({ items: [low], total: 1, start: 0, limit: 20 }),
        ),
        saveItem: fromPromise(
          async ({ input }: { input: { itemId: string; body: OpsItemUpdateBody } }): Promise<ApiResult<OpsItem>> => {
            saved.push(input.body);
            return { success: true, data: { ...low, ...input.body, lowStock: false } };
          },
        ),
      },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Stock and prices of Triphala Churna' });
    expect(screen.getByText('Low stock')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Low on stock only' })).toHaveProperty('checked', true);
    await user.clear(within(form).getByRole('textbox', { name: 'Selling price (₹)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Selling price (₹)' }), '250');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText(OPS_MESSAGES.fields.sellingPrice)).toBeTruthy();
    expect(saved).toEqual([]);
    await user.clear(within(form).getByRole('textbox', { name: 'Selling price (₹)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Selling price (₹)' }), '175');
    await user.clear(within(form).getByRole('textbox', { name: 'Stock (units)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Stock (units)' }), '40');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ stock: 40, sellingPrice: 175, costPrice: 200 }]));
    expect(await screen.findByText(OPS_MESSAGES.itemSaved('Triphala Churna'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Low stock')).toBeNull());
  });
});

describe("operator's desk: stock pages", () => {
  it('shows a page of items at a time: Older loads the next page, Newer the one before', async () => {
    const asked: number[] = [];
    renderWithServices(<OpsStockPage />, {
      path: '/ops/stock',
      user: operator,
      opsStockActors: {
        deskList: deskList(operatorRoles, async (input: OpsStockFilter): Promise<ApiResult<OpsItemPage>> => {
          asked.push(input.start);
          const item = anOpsItem({ _id: `item-${input.start}`, name: `Item from ${input.start}` });
          return replyOf({ items: [item], total: 45, start: input.start, limit: 20 });
        }),
      },
    });
    const user = userEvent.setup();
    const pages = await screen.findByRole('navigation', { name: OPS_DESK_MESSAGES.pages });
    expect(within(pages).getByRole('button', { name: OPS_DESK_MESSAGES.newer })).toHaveProperty('disabled', true);
    await user.click(within(pages).getByRole('button', { name: OPS_DESK_MESSAGES.older }));
    expect(await screen.findByRole('form', { name: 'Stock and prices of Item from 20' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: OPS_DESK_MESSAGES.older }));
    expect(await screen.findByRole('form', { name: 'Stock and prices of Item from 40' })).toBeTruthy();
    expect(screen.getByRole('button', { name: OPS_DESK_MESSAGES.older })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: OPS_DESK_MESSAGES.newer }));
    expect(await screen.findByRole('form', { name: 'Stock and prices of Item from 20' })).toBeTruthy();
    expect(asked).toEqual([0, 20, 40, 20]);
  });
});

describe("operator's desk: doctor applications", () => {
  it('lists the pending applications, asks for a reason before rejecting, and verifies one', async () => {
    const decided: ApplicationDecision[] = [];
    const pending = anOpsApplication();
    let remaining: OpsDoctorApplication[] = [pending];
    renderWithServices(<OpsDoctorsPage />, {
      path: '/ops/doctors',
      user: operator,
      opsDoctorsActors: {
        deskList: deskList(operatorRoles, async (): Promise<ApiResult<OpsDoctorApplicationPage>> =>
          replyOf({ items: remaining, total: remaining.length, start: 0, limit: 100 }),
        ),
        decideApplication: fromPromise(
          async ({
            input,
          }: {
            input: { applicationId: string; decision: ApplicationDecision };
          }): Promise<ApiResult<OpsDoctorApplication>> => {
            decided.push(input.decision);
            remaining = [];
            return { success: true, data: { ...pending, status: 'verified' } };
          },
        ),
      },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Decide the application of Dr. Kavya Menon' });
    expect(screen.getByRole('tab', { name: 'Pending', selected: true })).toBeTruthy();
    expect(within(form.closest('li')!).getByText('+919845060011 · kavya@example.com')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(within(form).getByText(OPS_MESSAGES.rejectReason)).toBeTruthy();
    expect(decided).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(decided).toEqual([{ kind: 'verify' }]));
    expect(
      await screen.findByText(OPS_MESSAGES.applicationDecidedNow({ ...pending, status: 'verified' })),
    ).toBeTruthy();
    expect(await screen.findByText('No applications here.')).toBeTruthy();
  });

  it('rejects with the typed reason', async () => {
    const decided: ApplicationDecision[] = [];
    const pending = anOpsApplication();
    renderWithServices(<OpsDoctorsPage />, {
      path: '/ops/doctors',
      user: operator,
      opsDoctorsActors: {
        deskList: deskList(operatorRoles, async (): Promise<ApiResult<OpsDoctorApplicationPage>> =>
          replyOf({ items: [pending], total: 1, start: 0, limit: 100 }),
        ),
        decideApplication: fromPromise(
          async ({
            input,
          }: {
            input: { applicationId: string; decision: ApplicationDecision };
          }): Promise<ApiResult<OpsDoctorApplication>> => {
            decided.push(input.decision);
            return { success: true, data: { ...pending, status: 'rejected' } };
          },
        ),
      },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Decide the application of Dr. Kavya Menon' });
    await user.type(within(form).getByRole('textbox', { name: 'Reason for rejecting' }), 'Registration not found');
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(decided).toEqual([{ kind: 'reject', reason: 'Registration not found' }]));
  });
});

describe("operator's desk: the audit log", () => {
  it('shows who did what and when with the values before and after, and pages to older entries', async () => {
    const asked: number[] = [];
    const entries = (start: number): AuditPage => ({
      items: [
        start === 0
          ? anAuditEntry()
          : anAuditEntry({ _id: '2', action: 'order.refund', target: { kind: 'order', _id: 'o1' } }),
      ],
      total: 21,
      start,
      limit: 20,
    });
    renderWithServices(<OpsAuditPage />, {
      path: '/ops/audit',
      user: operator,
      opsAuditList: deskList(operatorRoles, async (input: number): Promise<ApiResult<AuditPage>> => {
        asked.push(input);
        return replyOf(entries(input));
      }),
    });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Operator actions, newest first' });
    const entry = within(list).getAllByRole('listitem')[0]!;
    expect(within(entry).getByText('Stock and prices')).toBeTruthy();
    expect(within(entry).getByText('Item triphala-churna')).toBeTruthy();
    expect(within(entry).getByText(/^by Kavya Operator, /)).toBeTruthy();
    expect(within(entry).getByText('stock: 3 → 40')).toBeTruthy();
    expect(within(entry).getByText('sellingPrice: 180 → 175')).toBeTruthy();
    expect(within(entry).queryByText(/costPrice/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Order refund')).toBeTruthy();
    expect(asked).toEqual([0, 20]);
  });
});

describe("operator's desk: coupons", () => {
  it('creates a coupon after correcting its terms, and ends another', async () => {
    const saves: CouponSave[] = [];
    let coupons: OpsCoupon[] = [anOpsCoupon()];
    renderWithServices(<OpsCouponsPage />, {
      path: '/ops/coupons',
      user: operator,
      opsCouponsActors: {
        deskList: deskList(operatorRoles, async (): Promise<ApiResult<OpsCoupon[]>> => replyOf(coupons)),
        saveCoupon: fromPromise(async ({ input }: { input: CouponSave }): Promise<ApiResult<OpsCoupon>> => {
          saves.push(input);
          const saved =
            input.kind === 'create'
              ? { ...input.body, usedCount: 0 }
              : { ...coupons.find((coupon) => coupon._id === input.code)!, ...input.body };
          coupons = [...coupons.filter((coupon) => coupon._id !== saved._id), saved];
          return { success: true, data: saved };
        }),
      },
    });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Coupons' });
    expect(within(list).getByText('4 used')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New coupon' }));
    const form = screen.getByRole('form', { name: 'A new coupon' });
    await user.type(within(form).getByRole('textbox', { name: 'Code' }), 'monsoon25');
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), '25% off for the monsoon');
    await user.clear(within(form).getByRole('textbox', { name: 'Value (% or ₹)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Value (% or ₹)' }), '125');
    await user.click(within(form).getByRole('button', { name: 'Save coupon' }));
    expect(within(form).getByText(OPS_MESSAGES.fields.value)).toBeTruthy();
    expect(saves).toEqual([]);
    await user.clear(within(form).getByRole('textbox', { name: 'Value (% or ₹)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Value (% or ₹)' }), '25');
    await user.click(within(form).getByRole('button', { name: 'Save coupon' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ kind: 'create', body: { _id: 'MONSOON25', kind: 'percent', value: 25 } });
    expect(await screen.findByText(OPS_MESSAGES.couponSaved('MONSOON25'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'A new coupon' })).toBeNull());

    const welcome = (await screen.findByText('WELCOME10')).closest('li')!;
    await user.click(within(welcome as HTMLElement).getByRole('button', { name: 'End' }));
    await waitFor(() => expect(saves[1]).toEqual({ kind: 'change', code: 'WELCOME10', body: { active: false } }));
    expect(await screen.findByText(OPS_MESSAGES.couponEnded('WELCOME10'))).toBeTruthy();
  });
});
