import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CartItemRef } from '@domain/contract/commerce';
import { CART_MESSAGES } from '@domain/messages/cart';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { formatRupees } from '@domain/money';
import { ProductCard } from '@ui/components/ProductCard';
import { ShareButton } from '@ui/components/ShareButton';
import CartPage from '@ui/pages/store/CartPage';
import { aStoreItem } from '../support/builders/catalogue';
import { aCartLine, aCartQuote, aPublicCoupon, aServerCart, aWishlistOf } from '../support/builders/commerce';
import { anAuthUser } from '../support/builders/people';
import { renderWithServices } from './renderWithServices';

const line = aCartLine({ quantity: 2 });
const localItems = [{ _id: line._id, quantity: 2, sellingPrice: line.sellingPrice }];
const refusal = 'Add ₹74 more to use this coupon (minimum order ₹299)';

describe('cart page, signed out', () => {
  it('shows the local lines priced by the server, the totals, the free-shipping nudge and sign-in to check out', async () => {
    const quoteCart = vi.fn(async (items: CartItemRef[]) =>
      aCartQuote([aCartLine({ quantity: items[0]?.quantity ?? 0 })], { freeShippingShortfall: 49 }),
    );
    renderWithServices(<CartPage />, { localItems, quoteCart, path: '/store/cart' });
    const lines = await screen.findByRole('list', { name: 'Items in your cart' });
    expect(within(lines).getByText(line.name)).toBeTruthy();
    expect(within(lines).getByText(`${line.brandName} · ${line.packSize}`)).toBeTruthy();
    expect(within(lines).getByLabelText(`Line total ${formatRupees(450)}`)).toBeTruthy();
    expect(screen.getByText(CART_MESSAGES.freeShippingNudge(formatRupees(49)))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in to check out' })).toBeTruthy();
    expect(screen.queryByLabelText('Coupon code')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: `One more ${line.name}` }));
    await waitFor(() => expect(screen.getByText(COMMON_MESSAGES.quantityUpdated)).toBeTruthy());
    expect(quoteCart).toHaveBeenLastCalledWith([{ ...localItems[0], quantity: 3 }]);
  });

  it('caps the stepper at the most the line may hold', async () => {
    const quoteCart = async () => aCartQuote([aCartLine({ quantity: 2, maxQuantity: 2 })]);
    renderWithServices(<CartPage />, { localItems, quoteCart, path: '/store/cart' });
    const more = await screen.findByRole('button', { name: `One more ${line.name}` });
    expect(more.getAttribute('aria-disabled')).toBe('true');
  });

  it('keeps the keyboard on the stepper while the cart saves a change, and ignores presses meanwhile', async () => {
    let release = () => {};
    const quoteCart = vi.fn(async (items: CartItemRef[]) => {
      if (quoteCart.mock.calls.length > 1) await new Promise<void>((resolve) => (release = resolve));
      return aCartQuote([aCartLine({ quantity: items[0]?.quantity ?? 0 })]);
    });
    renderWithServices(<CartPage />, { localItems, quoteCart, path: '/store/cart' });
    const more = await screen.findByRole('button', { name: `One more ${line.name}` });
    const ui = userEvent.setup();
    more.focus();
    await ui.keyboard('{Enter}');
    await waitFor(() => expect(more.getAttribute('aria-disabled')).toBe('true'));
    // A disabled button would lose the focus to the page; this one keeps it, and does nothing.
    expect(more.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(more);
    await ui.keyboard('{Enter}');
    expect(quoteCart).toHaveBeenCalledTimes(2);

    release();
    await waitFor(() => expect(more.getAttribute('aria-disabled')).toBe('false'));
    expect(document.activeElement).toBe(more);
    expect(quoteCart).toHaveBeenLastCalledWith([{ ...localItems[0], quantity: 3 }]);
  });

  it('shows the empty cart with the ways into the shop', async () => {
    renderWithServices(<CartPage />, { path: '/store/cart' });
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
  });
});

describe('cart page, signed in', () => {
  const user = anAuthUser();

  it("lists the usable coupons with their conditions, shows a refused coupon's reason, applies and removes one", async () => {
    const coupon = aPublicCoupon();
    const applied = aServerCart([line], {
      coupon: { couponId: coupon.couponId, description: coupon.description, refusal: null },
    });
    const updateCart = vi
      .fn()
      .mockResolvedValueOnce({ success: false, code: 'invalid_input', message: refusal })
      .mockResolvedValueOnce({ success: true, data: applied })
      .mockResolvedValueOnce({ success: true, data: aServerCart([line]) });
    renderWithServices(<CartPage />, {
      user,
      fetchCart: async () => aServerCart([line]),
      updateCart,
      loadResource: async (request) => (request.kind === 'storeCoupons' ? [coupon] : undefined),
      path: '/store/cart',
    });
    const ui = userEvent.setup();
    const coupons = await screen.findByRole('region', { name: 'Coupons for you' });
    for (const condition of coupon.conditions) expect(within(coupons).getByText(condition)).toBeTruthy();

    await ui.type(screen.getByLabelText('Coupon code'), 'big50');
    await ui.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByText(refusal)).toBeTruthy());
    expect(updateCart).toHaveBeenLastCalledWith({ userId: user.uid, type: 'applyCoupon', couponId: 'BIG50' });

    await ui.click(within(coupons).getByRole('button', { name: `Apply coupon ${coupon.couponId}` }));
    await waitFor(() => expect(screen.getByText(COMMON_MESSAGES.couponApplied)).toBeTruthy());
    expect(within(coupons).getByRole('button', { name: `Apply coupon ${coupon.couponId}` }).textContent).toBe(
      'Applied',
    );

    await ui.click(screen.getByRole('button', { name: `Remove coupon ${coupon.couponId}` }));
    await waitFor(() => expect(screen.getByText(COMMON_MESSAGES.couponRemoved)).toBeTruthy());
    expect(updateCart).toHaveBeenLastCalledWith({ userId: user.uid, type: 'removeCoupon', couponId: coupon.couponId });
  });

  it('moves a wishlist item to the cart', async () => {
    const wished = aWishlistOf('brahmi-vati');
    const updateCart = vi.fn(async () => ({ success: true as const, data: aServerCart([line]) }));
    const toggleWishlist = vi.fn(async ({ itemId }: { itemId: string }) => ({ itemId, inWishlist: false }));
    renderWithServices(<CartPage />, {
      user,
      fetchCart: async () => aServerCart([]),
      fetchWishlist: async () => wished,
      updateCart,
      toggleWishlist,
      path: '/store/cart',
    });
    const item = wished.items[0]!;
    await userEvent.setup().click(await screen.findByRole('button', { name: `Move ${item.name} to cart` }));
    await waitFor(() => expect(screen.getByText(COMMON_MESSAGES.itemRemovedFromWishlist)).toBeTruthy());
    expect(updateCart).toHaveBeenCalledWith({
      userId: user.uid,
      type: 'addItem',
      item: { _id: item._id, quantity: 1 },
    });
    expect(toggleWishlist).toHaveBeenCalledWith({ uid: user.uid, itemId: item._id });
    expect(await screen.findByText(COMMON_MESSAGES.itemAddedToCart)).toBeTruthy();
  });
});

describe('product card', () => {
  it('adds to the cart with a toast, and cannot add an item out of stock', async () => {
    const quoteCart = vi.fn(async () => aCartQuote([aCartLine({ _id: aStoreItem()._id })]));
    renderWithServices(
      <>
        <ProductCard item={aStoreItem()} />
        <ProductCard item={aStoreItem({ _id: 'brahmi-vati', name: 'Brahmi Vati', inStock: false })} />
      </>,
      { quoteCart },
    );
    await userEvent.setup().click(screen.getByRole('button', { name: `Add ${aStoreItem().name} to cart` }));
    expect(await screen.findByText(COMMON_MESSAGES.itemAddedToCart)).toBeTruthy();
    expect(quoteCart).toHaveBeenLastCalledWith([{ _id: aStoreItem()._id, quantity: 1 }]);
    expect(screen.getByRole('button', { name: 'Brahmi Vati is out of stock' }).hasAttribute('disabled')).toBe(true);
  });

  it('toggles the heart for a signed-in shopper and shows it pressed once it is saved', async () => {
    const item = aStoreItem();
    let saved = false;
    renderWithServices(<ProductCard item={item} />, {
      user: anAuthUser(),
      fetchWishlist: async () => (saved ? aWishlistOf(item._id) : aWishlistOf()),
      toggleWishlist: async ({ itemId }) => {
        saved = true;
        return { itemId, inWishlist: true };
      },
    });
    const heart = await screen.findByRole('button', { name: `Save ${item.name} to your wishlist` });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await userEvent.setup().click(heart);
    expect(await screen.findByText(COMMON_MESSAGES.itemAddedToWishlist)).toBeTruthy();
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
  });
});

describe('share button', () => {
  it('copies the page link and says so, or says it could not', async () => {
    const copyText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    renderWithServices(<ShareButton path="/store/brahmi-vati" label="Share Brahmi Vati" />, { copyText });
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Share Brahmi Vati' }));
    expect(await screen.findByText(COMMON_MESSAGES.linkCopied)).toBeTruthy();
    expect(copyText).toHaveBeenCalledWith(`${window.location.origin}/store/brahmi-vati`);
    await ui.click(screen.getByRole('button', { name: 'Share Brahmi Vati' }));
    expect(await screen.findByText(COMMON_MESSAGES.errorCopyingToClipboard)).toBeTruthy();
  });
});
