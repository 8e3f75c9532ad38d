import { describe, expect, it } from 'vitest';
import { addAddress, removeAddress, selectedAddress, updateAddress } from '@domain/address';
import { priceCart } from '@domain/cart';
import { checkoutStepOf, checkoutTotals, couponToPlace } from '@domain/checkout';
import { paiseToRupees, rupeesToPaise } from '@domain/money';
import { orderTimeline } from '@machines/orderLifecycle';
import { cartWith, homeAddress } from '../support/builders/orders';

describe('checkout rules', () => {
  it('adds the cash-on-delivery fee and its GST exactly as the server prices the cart', () => {
    const cart = cartWith();
    const lines = cart.orderItems.map((line) => ({
      itemId: line._id,
      quantity: line.quantity,
      unitPaise: rupeesToPaise(line.sellingPrice),
      mrpPaise: rupeesToPaise(line.mrp),
      gstRate: line.gstRate,
      hsn: line.hsn,
    }));
    const server = priceCart({ lines, coupon: null, paymentMethod: 'cod' });
    const shown = checkoutTotals(cart, 'cod');
    expect(shown.codFee).toBe(paiseToRupees(server.codFeePaise));
    expect(shown.taxIncluded).toBe(paiseToRupees(server.taxIncludedPaise));
    expect(shown.total).toBe(paiseToRupees(server.totalPaise));
    expect(checkoutTotals(cart, 'online')).toEqual(cart.totals);
    expect(checkoutTotals(cartWith({ codAvailable: false }), 'cod').codFee).toBe(0);
  });

  it('reads the step from the URL, the first step for anything else', () => {
    expect(checkoutStepOf('review')).toBe('review');
    expect(checkoutStepOf('pay')).toBe('address');
    expect(checkoutStepOf(null)).toBe('address');
  });

  it('places the coupon only while it applies to the cart', () => {
    const coupon = { couponId: 'WELCOME10', description: '', refusal: null };
    expect(couponToPlace({ ...cartWith(), coupon })).toBe('WELCOME10');
    expect(couponToPlace({ ...cartWith(), coupon: { ...coupon, refusal: 'Add ₹10 more' } })).toBeUndefined();
  });
});

describe('address book rules', () => {
  it('gives new addresses unused ids, chooses them, and chooses another when the chosen one goes', () => {
    const { _id, ...fields } = homeAddress;
    let book = addAddress({ addresses: [], selectedId: null }, fields);
    book = addAddress(book, { ...fields, city: 'Mysuru' });
    expect(book.addresses.map((address) => address._id)).toEqual(['address-1', 'address-2']);
    expect(selectedAddress(book)?.city).toBe('Mysuru');
    book = removeAddress(book, 'address-1');
    book = addAddress(book, fields);
    expect(book.addresses.map((address) => address._id)).toEqual(['address-2', 'address-3']);
    book = updateAddress(book, 'address-2', { ...fields, pincode: '570001' });
    expect(book.addresses[0]).toMatchObject({ _id: 'address-2', pincode: '570001' });
    expect(removeAddress(book, 'address-3')).toEqual({ addresses: [book.addresses[0]], selectedId: 'address-2' });
    expect(
      removeAddress({ addresses: [book.addresses[0]!], selectedId: 'address-2' }, 'address-2').selectedId,
    ).toBeNull();
  });
});

describe('order timeline', () => {
  const at = '2026-11-24T10:00:00.000Z';
  it('marks the delivery steps reached, dated from the history', () => {
    const steps = orderTimeline('packed', [
      { status: 'created', at },
      { status: 'packed', at },
    ]);
    expect(steps.map((step) => [step.label, step.reached, step.at])).toEqual([
      ['Order placed', true, null],
      ['Confirmed', true, at],
      ['Packed', true, at],
      ['Shipped', false, null],
      ['Delivered', false, null],
    ]);
  });

  it('ends an order that left the delivery path with where it is now', () => {
    const steps = orderTimeline('refunded', [
      { status: 'pending', at },
      { status: 'created', at },
      { status: 'refunded', at },
    ]);
    expect(steps.map((step) => step.label)).toEqual(['Order placed', 'Confirmed', 'Refunded']);
  });
});
