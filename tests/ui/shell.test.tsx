import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '@domain/money';
import { FOOTER_SECTIONS } from '@domain/routes';
import { Footer } from '@ui/components/Footer';
import { Navbar } from '@ui/components/Navbar';
import { Price } from '@ui/components/Price';
import { renderWithServices } from './renderWithServices';

describe('shell components', () => {
  it('names the cart by its count in words a screen reader says right: 1 item, 2 items', async () => {
    const line = { _id: 'tulsi-green-tea', quantity: 3, sellingPrice: 169 };
    const view = renderWithServices(<Navbar />, { localItems: [line] });
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
    view.unmount();
    renderWithServices(<Navbar />, { localItems: [line, { ...line, _id: 'moringa-capsules' }] });
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();
  });

  it('links every route of the route table from the footer', () => {
    renderWithServices(<Footer />);
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const href of [
      '/',
      '/store',
      '/store/category',
      '/store/concern',
      '/store/cart',
      '/doctors',
      '/blogs',
      '/contact',
      '/terms',
      '/company/privacy',
      '/cancellation-and-refund-policy',
      '/shipment-policy',
      '/login',
      '/dashboard',
      '/search',
    ]) {
      if (href === '/') continue; // home is the logo in the navbar
      expect(hrefs).toContain(href);
    }
    expect(hrefs).toHaveLength(FOOTER_SECTIONS.flatMap((section) => section.links).length);
  });

  it('shows the selling price, the MRP struck through and the discount', () => {
    renderWithServices(<Price sellingPrice={1125} costPrice={1500} discount={25} />);
    expect(screen.getByText(formatRupees(1125))).toBeTruthy();
    expect(screen.getByText('₹1,500').tagName).toBe('S');
    expect(screen.getByText('25% OFF')).toBeTruthy();
  });

  it('shows no MRP or discount when there is none', () => {
    renderWithServices(<Price sellingPrice={499} costPrice={499} discount={0} />);
    expect(screen.queryByText(/OFF/)).toBeNull();
    expect(screen.queryByText(/MRP/)).toBeNull();
  });
});
