import { describe, expect, it } from 'vitest';
import { OPS_MESSAGES } from '@domain/messages/ops';
import {
  auditChanges,
  couponDraftOf,
  couponRequest,
  newCouponDraft,
  hasOperatorRole,
  itemUpdateRequest,
  opsQueueFilterOf,
  opsQueueHref,
  refundRequest,
  rejectionRequest,
  shipmentRequest,
} from '@domain/ops';
import { anOpsCoupon } from '../support/builders/ops';

describe("operator's desk rules", () => {
  it('opens the desk for the operator role only', () => {
    expect(hasOperatorRole({ roles: ['operator'], application: null })).toBe(true);
    expect(hasOperatorRole({ roles: ['doctor', 'admin'], application: null })).toBe(false);
    expect(hasOperatorRole(undefined)).toBe(false);
  });

  it('keeps the queue filter in the URL and reads it back; unreadable values fall back', () => {
    const filters = [
      { status: 'created' as const, q: '', start: 0 },
      { status: 'shipped' as const, q: 'Asha Rao', start: 40 },
      { status: undefined, q: '98450', start: 0 },
    ];
    for (const filter of filters) expect(opsQueueFilterOf(opsQueueHref(filter).split('?')[1] ?? '')).toEqual(filter);
    expect(opsQueueHref(filters[0]!)).toBe('/ops');
    expect(opsQueueFilterOf('status=lost&start=-3')).toEqual({ status: 'created', q: '', start: 0 });
  });

  it('asks for a carrier and a tracking number of letters, digits and hyphens before shipping', () => {
    expect(shipmentRequest({ carrier: ' Delhivery ', trackingNumber: 'DL-123' })).toEqual({
      ok: true,
      body: { event: 'ship', carrier: 'Delhivery', trackingNumber: 'DL-123' },
    });
    expect(shipmentRequest({ carrier: '', trackingNumber: 'DL 123' })).toEqual({
      ok: false,
      errors: { carrier: OPS_MESSAGES.fields.carrier, trackingNumber: OPS_MESSAGES.fields.trackingNumber },
    });
  });

  it('takes a refund in rupees as whole paise, never more than what is left, always with a reason', () => {
    expect(refundRequest({ amount: '150.5', reason: 'Broken jar' }, 50_000)).toEqual({
      ok: true,
      body: { amountPaise: 15_050, reason: 'Broken jar' },
    });
    expect(refundRequest({ amount: '0.29', reason: 'x' }, 50_000)).toEqual({
      ok: true,
      body: { amountPaise: 29, reason: 'x' },
    });
    expect(refundRequest({ amount: '500.01', reason: 'Too much' }, 50_000)).toEqual({
      ok: false,
      errors: { amount: OPS_MESSAGES.refundTooLarge(50_000) },
    });
    expect(refundRequest({ amount: '1,50', reason: ' ' }, 50_000)).toEqual({
      ok: false,
      errors: { amount: OPS_MESSAGES.fields.amount, reason: OPS_MESSAGES.fields.reason },
    });
    expect(refundRequest({ amount: '0', reason: 'Nothing' }, 50_000)).toEqual({
      ok: false,
      errors: { amount: OPS_MESSAGES.fields.amount },
    });
  });

  it('takes stock in whole units and prices in rupees, the selling price never above the MRP', () => {
    expect(itemUpdateRequest({ stock: '40', sellingPrice: '180.5', costPrice: '200' })).toEqual({
      ok: true,
      body: { stock: 40, sellingPrice: 180.5, costPrice: 200 },
    });
    expect(itemUpdateRequest({ stock: '-1', sellingPrice: '0', costPrice: '200' })).toEqual({
      ok: false,
      errors: { stock: OPS_MESSAGES.fields.stock, sellingPrice: OPS_MESSAGES.fields.sellingPrice },
    });
    expect(itemUpdateRequest({ stock: '4', sellingPrice: '250', costPrice: '200' })).toEqual({
      ok: false,
      errors: { sellingPrice: OPS_MESSAGES.fields.sellingPrice },
    });
  });

  it('lists the fields an audit entry changed, absent values as empty text', () => {
    expect(
      auditChanges({ status: 'created', carrier: null }, { status: 'shipped', carrier: 'Delhivery', event: 'ship' }),
    ).toEqual([
      { field: 'status', before: 'created', after: 'shipped' },
      { field: 'carrier', before: '', after: 'Delhivery' },
      { field: 'event', before: '', after: 'ship' },
    ]);
    expect(auditChanges({ stock: 3, sellingPrice: 180 }, { stock: 40, sellingPrice: 180 })).toEqual([
      { field: 'stock', before: '3', after: '40' },
    ]);
    expect(auditChanges(null, { code: 'WELCOME10' })).toEqual([{ field: 'code', before: '', after: 'WELCOME10' }]);
  });

  it("takes a rejection's reason by the contract's rule", () => {
    expect(rejectionRequest('  Registration not found ')).toEqual({ ok: true, reason: 'Registration not found' });
    expect(rejectionRequest('   ')).toEqual({ ok: false, error: OPS_MESSAGES.rejectReason });
    expect(rejectionRequest('x'.repeat(501))).toEqual({ ok: false, error: OPS_MESSAGES.rejectReason });
  });

  it("takes a coupon's typed terms by the contract's rules: a percent within 100, an India last day, empty limits as none", () => {
    const draft = { ...newCouponDraft('2026-11-27'), code: ' monsoon25 ', description: 'Monsoon', value: '25' };
    expect(draft.validUntil).toBe('2026-12-27');
    expect(couponRequest({ ...draft, maxDiscount: '300', usageLimit: '' })).toEqual({
      ok: true,
      body: {
        _id: 'MONSOON25',
        description: 'Monsoon',
        kind: 'percent',
        value: 25,
        minOrder: 0,
        maxDiscount: 300,
        validUntil: '2026-12-27T18:29:59.000Z',
        active: true,
        usageLimit: null,
        perUserLimit: 1,
      },
    });
    expect(couponRequest({ ...draft, value: '150' })).toEqual({
      ok: false,
      errors: { value: OPS_MESSAGES.fields.value },
    });
    expect(couponRequest({ ...draft, code: 'a!', usageLimit: '1.5', validUntil: '' })).toEqual({
      ok: false,
      errors: {
        code: OPS_MESSAGES.fields.code,
        usageLimit: OPS_MESSAGES.fields.usageLimit,
        validUntil: OPS_MESSAGES.fields.validUntil,
      },
    });
    const stored = anOpsCoupon();
    const again = couponRequest(couponDraftOf(stored));
    expect(again.ok && { ...again.body, usedCount: stored.usedCount }).toEqual(stored);
  });
});
