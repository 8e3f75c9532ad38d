import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlaceOrderBody } from '@domain/contract/commerce';
import { ADDRESS_MESSAGES } from '@domain/messages/address';
import { CHECKOUT_MESSAGES } from '@domain/messages/checkout';
import { COMMON_MESSAGES } from '@domain/messages/common';
import OrderPage from '@ui/pages/account/OrderPage';
import CheckoutPage from '@ui/pages/store/CheckoutPage';
import { cartWith, codOrder, homeAddress, onlineOrder, orderOf } from '../support/builders/orders';
import { anAuthUser } from '../support/builders/people';
import { renderWithServices } from './renderWithServices';

const asha = anAuthUser();
const cart = cartWith({ userId: asha.uid });

describe('checkout page', () => {
  it('asks for an address first, then takes the shopper through payment and review to a cash-on-delivery order', async () => {
    const placeOrder = vi.fn(async (_body: PlaceOrderBody) => ({ success: true as const, data: codOrder }));
    const goToOrder = vi.fn();
    renderWithServices(<CheckoutPage />, {
      path: '/store/checkout',
      user: asha,
      fetchCart: async () => cart,
      addressBook: { addresses: [homeAddress], selectedId: null },
      placeOrder,
      goToOrder,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deliver here' }));
    expect(await screen.findByText(COMMON_MESSAGES.selectShippingAddress)).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: /Asha Rao/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Asha Rao/ })).toHaveProperty('checked', true));
    await user.click(screen.getByRole('button', { name: 'Deliver here' }));
    const cod = await screen.findByRole('radio', { name: /Cash on delivery/ });
    expect(cod.closest('label')?.textContent).toContain('(₹40 fee)');
    await user.click(cod);
    await user.click(screen.getByRole('button', { name: 'Review order' }));

    const review = await screen.findByRole('region', { name: 'Review your order' });
    expect(within(review).getByText('Cash on delivery fee')).toBeTruthy();
    expect(within(review).getByText('₹540')).toBeTruthy();
    await user.click(within(review).getByRole('button', { name: 'Place order · ₹540' }));
    await waitFor(() => expect(goToOrder).toHaveBeenCalledWith(codOrder._id));
    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(placeOrder.mock.calls[0]![0]).toEqual({
      userId: asha.uid,
      address: homeAddress,
      paymentMethod: 'cod',
      couponId: undefined,
    });
  });
});

describe('the address form', () => {
  it('fills the town and state from the PIN code, and refuses one no post office has', async () => {
    const placeOfPinCode = vi.fn(async (pincode: string) =>
      pincode === '560001'
        ? { success: true as const, data: { pincode, city: 'Bengaluru Urban', state: 'Karnataka' as const } }
        : { success: false as const, code: 'not_found' as const, message: 'No post office has this PIN code' },
    );
    renderWithServices(<CheckoutPage />, {
      path: '/store/checkout',
      user: asha,
      fetchCart: async () => cart,
      placeOfPinCode,
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add a new address' });
    const pin = within(form).getByRole('textbox', { name: /PIN code/ });
    await user.type(pin, '999999');
    await waitFor(() => expect(pin.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText(ADDRESS_MESSAGES.pinUnknown)).toBeTruthy();
    await user.clear(pin);
    await user.type(pin, '560001');
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /Town or city/ })).toHaveProperty('value', 'Bengaluru Urban'),
    );
    expect(within(form).getByRole('combobox', { name: /State or union territory/ }).textContent).toBe('Karnataka');
    expect(within(form).queryByText(ADDRESS_MESSAGES.pinUnknown)).toBeNull();
    expect(placeOfPinCode.mock.calls.map(([pincode]) => pincode)).toEqual(['999999', '560001']);
  });
});

describe('checkout page from the keyboard', () => {
  // Typing a whole address key by key takes about 10 s in jsdom, over the project's 20 s limit on a
  // loaded machine: this limit only catches a journey that never ends.
  it("moves focus to each new step's heading (address saved, Deliver here, Review order), not back to the page", async () => {
    const saveAddressBook = vi.fn(async () => undefined);
    renderWithServices(<CheckoutPage />, {
      path: '/store/checkout',
      user: asha,
      fetchCart: async () => cart,
      saveAddressBook,
    });
    const user = userEvent.setup();
    // No saved address: the form is there at once, and the first render takes no focus.
    const form = await screen.findByRole('form', { name: 'Add a new address' });
    expect(document.activeElement).toBe(document.body);
    await user.type(within(form).getByRole('textbox', { name: /Full name/ }), 'Asha Rao');
    await user.type(within(form).getByRole('textbox', { name: /Mobile number/ }), '9845012345');
    await user.type(within(form).getByRole('textbox', { name: /House number and street/ }), '12 MG Road');
    await user.type(within(form).getByRole('textbox', { name: /PIN code/ }), '560001');
    await user.type(within(form).getByRole('textbox', { name: /Town or city/ }), 'Bengaluru');
    await user.click(within(form).getByRole('combobox', { name: /State or union territory/ }));
    await user.click(await screen.findByRole('option', { name: 'Karnataka' }));
    within(form).getByRole('button', { name: 'Save address' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add a new address' })).toBeNull());
    expect(saveAddressBook).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Delivery address' }));
    // From the heading the keyboard goes on into the step: the saved address.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Asha Rao/ }));

    screen.getByRole('button', { name: 'Deliver here' }).focus();
    await user.keyboard('{Enter}');
    const payment = await screen.findByRole('heading', { name: 'Payment method' });
    await waitFor(() => expect(document.activeElement).toBe(payment));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Pay online/ }));
    await user.keyboard(' ');

    screen.getByRole('button', { name: 'Review order' }).focus();
    await user.keyboard('{Enter}');
    const review = await screen.findByRole('heading', { name: 'Review your order' });
    await waitFor(() => expect(document.activeElement).toBe(review));
  }, 60_000);

  it('opening the address form focuses its heading, and Cancel focuses the step heading', async () => {
    renderWithServices(<CheckoutPage />, {
      path: '/store/checkout',
      user: asha,
      fetchCart: async () => cart,
      addressBook: { addresses: [homeAddress], selectedId: homeAddress._id },
    });
    const user = userEvent.setup();
    const add = await screen.findByRole('button', { name: 'Add a new address' });
    expect(document.activeElement).toBe(document.body);
    add.focus();
    await user.keyboard('{Enter}');
    const form = await screen.findByRole('form', { name: 'Add a new address' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(form).getByRole('heading', { name: 'Add a new address' })),
    );
    within(form).getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Delivery address' })));
  });

  it('takes no focus when the page opens on a later step, nor going back a step', async () => {
    renderWithServices(<CheckoutPage />, {
      path: '/store/checkout?step=payment',
      user: asha,
      fetchCart: async () => cart,
      addressBook: { addresses: [homeAddress], selectedId: homeAddress._id },
    });
    const user = userEvent.setup();
    const back = await screen.findByRole('button', { name: 'Back to address' });
    expect(document.activeElement).toBe(document.body);
    await user.click(back);
    await screen.findByRole('button', { name: 'Deliver here' });
    expect(document.activeElement).not.toBe(screen.getByRole('heading', { name: 'Delivery address' }));
  });

  it('keeps focus on Place order while the order is placed, and ignores a second press', async () => {
    const placeOrder = vi.fn(() => new Promise<never>(() => undefined));
    renderWithServices(<CheckoutPage />, {
      path: '/store/checkout?step=payment',
      user: asha,
      fetchCart: async () => cart,
      addressBook: { addresses: [homeAddress], selectedId: homeAddress._id },
      placeOrder,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    const review = await screen.findByRole('region', { name: 'Review your order' });
    const place = within(review).getByRole('button', { name: 'Place order · ₹540' });
    place.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(place.getAttribute('aria-disabled')).toBe('true'));
    // A disabled button would drop the focus to the page; this one keeps it, and does nothing.
    expect(place.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(place);
    await user.keyboard('{Enter}');
    expect(placeOrder).toHaveBeenCalledTimes(1);
  });

  it('keeps focus on Save address while the address is saved', async () => {
    let fail = () => {};
    const saveAddressBook = vi.fn(() => new Promise<void>((_, reject) => (fail = () => reject(new Error('offline')))));
    renderWithServices(<CheckoutPage />, {
      path: '/store/checkout',
      user: asha,
      fetchCart: async () => cart,
      addressBook: { addresses: [homeAddress], selectedId: homeAddress._id },
      saveAddressBook,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit address' });
    const save = within(form).getByRole('button', { name: 'Save address' });
    save.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBe('true'));
    expect(save.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(save);
    await user.keyboard('{Enter}');
    expect(saveAddressBook).toHaveBeenCalledTimes(1);
    fail();
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBe('false'));
    expect(document.activeElement).toBe(save);
  });
});

describe('order page', () => {
  it('confirms a just-paid order, draws its timeline and tax, and says a cancelled payment is refunded', async () => {
    const paid = orderOf({ ...onlineOrder, status: 'created' });
    const cancelOrder = vi.fn(async () => ({ success: true as const, data: { ...paid, status: 'refunded' as const } }));
    renderWithServices(<OrderPage orderId={paid._id} />, {
      path: `/dashboard/orders/${paid._id}?confirmed=1`,
      user: asha,
      loadOrder: async () => ({ success: true, data: paid }),
      cancelOrder,
    });
    expect(await screen.findByText(CHECKOUT_MESSAGES.orderConfirmed)).toBeTruthy();
    const timeline = screen.getByRole('list', { name: 'Order status' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Order placed (done)',
      'Confirmed (done)24 Nov 2026',
      'Packed (to come)',
      'Shipped (to come)',
      'Delivered (to come)',
    ]);
    const tax = screen.getByRole('table', { name: 'Tax breakdown' });
    expect(within(tax).getByText('CGST')).toBeTruthy();
    expect(within(tax).queryByText('IGST')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download invoice' })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(within(dialog).getByText(CHECKOUT_MESSAGES.cancelWillRefund)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.orderRefunded)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Refunded' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(cancelOrder).toHaveBeenCalledWith({ orderId: paid._id, userId: asha.uid });
  });

  it('offers each credit note beside the invoice of a refunded order, and downloads the one chosen', async () => {
    const note = { _id: 4, number: 'CN/2026-27/00004', amountPaise: 20_000, issuedAt: '2026-11-25T06:00:00.000Z' };
    const refunded = orderOf({ ...onlineOrder, status: 'refunded' }, { creditNotes: [note] });
    const downloadDocument = vi.fn(async () => undefined);
    renderWithServices(<OrderPage orderId={refunded._id} />, {
      path: `/dashboard/orders/${refunded._id}`,
      user: asha,
      loadOrder: async () => ({ success: true, data: refunded }),
      downloadDocument,
    });
    expect(await screen.findByRole('button', { name: 'Download invoice' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: `Credit note ${note.number}` }));
    expect(downloadDocument).toHaveBeenCalledWith({
      orderId: refunded._id,
      document: { kind: 'creditNote', noteId: 4, number: note.number },
    });
  });
});
