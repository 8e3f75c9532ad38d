// The reviews of a product or a doctor are one section that names itself with its heading,
// whether there are reviews yet or not.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResourceRequest } from '@domain/resources';
import { Reviews } from '@ui/components/reviews/Reviews';
import { aReview } from '../support/builders/catalogue';
import { renderWithServices } from './renderWithServices';

const reviewsOf = (reviews: unknown[]) => async (request: ResourceRequest) =>
  request.kind === 'reviews' ? reviews : undefined;

describe('reviews', () => {
  it('are a section labelled by its own heading, with the reviews inside', async () => {
    renderWithServices(<Reviews title="Customer reviews" type="storeItem" id="item-1" emptyText="None yet." />, {
      loadResource: reviewsOf([aReview()]),
    });
    const section = screen.getByRole('region', { name: 'Customer reviews' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Customer reviews' })).toBeTruthy();
    expect(await within(section).findByText('Listened before prescribing')).toBeTruthy();
  });

  it('keep their section and heading when there are none yet', async () => {
    renderWithServices(<Reviews title="Patient reviews" type="doctor" id="doctor-1" emptyText="None yet." />, {
      loadResource: reviewsOf([]),
    });
    const section = screen.getByRole('region', { name: 'Patient reviews' });
    expect(await within(section).findByText('None yet.')).toBeTruthy();
  });
});
