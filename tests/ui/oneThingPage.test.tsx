// The product, doctor and post pages share one template: "not found" when the server answered
// 404, "not available" with a retry and the way back when the thing could not be loaded.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SITE_MESSAGES } from '@domain/messages/site';
import type { ResourceRequest } from '@domain/resources';
import { ROUTES } from '@domain/routes';
import BlogPostPage from '@ui/pages/blogs/BlogPostPage';
import DoctorPage from '@ui/pages/doctors/DoctorPage';
import ProductPage from '@ui/pages/store/ProductPage';
import { renderWithServices } from './renderWithServices';

const PAGES = [
  {
    name: 'product',
    page: <ProductPage itemId="gone" />,
    missing: SITE_MESSAGES.productMissing,
    unavailable: SITE_MESSAGES.productUnavailable,
    back: { label: 'Shop all products', href: ROUTES.store.href },
  },
  {
    name: 'doctor',
    page: <DoctorPage doctorId="gone" />,
    missing: SITE_MESSAGES.doctorMissing,
    unavailable: SITE_MESSAGES.doctorUnavailable,
    back: { label: 'See all doctors', href: ROUTES.doctors.href },
  },
  {
    name: 'post',
    page: <BlogPostPage slug="gone" />,
    missing: SITE_MESSAGES.articleMissing,
    unavailable: SITE_MESSAGES.articleUnavailable,
    back: { label: 'Browse all articles', href: ROUTES.blogs.href },
  },
];

describe('the page of one thing', () => {
  it.each(PAGES)('$name: says it is not found, with the way back', async ({ page, missing, back }) => {
    renderWithServices(page, { loadResource: async () => null });
    expect(await screen.findByText(missing)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: SITE_MESSAGES.notFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: back.label }).getAttribute('href')).toBe(back.href);
  });

  it.each(PAGES)(
    '$name: says it is not available, and loads it again on retry',
    async ({ page, unavailable, back }) => {
      const asked: ResourceRequest[] = [];
      renderWithServices(page, {
        loadResource: async (request: ResourceRequest) => {
          asked.push(request);
          throw new Error('offline');
        },
      });
      expect(await screen.findByRole('heading', { level: 1, name: unavailable })).toBeTruthy();
      expect(await screen.findByText(SITE_MESSAGES.loadFailed)).toBeTruthy();
      expect(screen.getByRole('link', { name: back.label }).getAttribute('href')).toBe(back.href);
      const before = asked.length;
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await expect.poll(() => asked.length).toBeGreaterThan(before);
    },
  );
});
