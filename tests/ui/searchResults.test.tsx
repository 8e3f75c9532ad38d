// The concern and doctor sections of /search: a heading with the count as a status, then the
// results as a list (the doctors' placeholder while they load).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConcernSuggestion } from '@domain/contract/search';
import { ConcernResults } from '@ui/pages/search/ConcernResults';
import { DoctorResults } from '@ui/pages/search/DoctorResults';
import { aDoctor } from '../support/builders/catalogue';
import { renderWithServices } from './renderWithServices';

const concern = (name: string): ConcernSuggestion => ({
  _id: name.toLowerCase(),
  name,
  description: '',
  kind: 'concern',
  itemCount: 12,
  matchedFor: 'Acidity',
});

describe('search results sections', () => {
  it('lists the concerns the query names under a heading with their count', () => {
    renderWithServices(<ConcernResults concerns={[concern('Digestion'), concern('Gut health')]} />);
    const section = screen.getByRole('region', { name: 'Shop by concern' });
    expect(within(section).getByRole('status').textContent).toBe('2 concerns');
    const list = within(section).getByRole('list', { name: 'Concerns for your search' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows nothing when the query names no concern', () => {
    const { container } = renderWithServices(<ConcernResults concerns={[]} />);
    expect(container.querySelector('section')).toBeNull();
  });

  it('shows a placeholder while the doctors load, then the doctors found with their count', async () => {
    let answer: (doctors: unknown) => void = () => {};
    renderWithServices(<DoctorResults query="meera" />, {
      loadResource: () => new Promise((resolve) => (answer = resolve)),
    });
    const section = await screen.findByRole('region', { name: 'Doctors' });
    expect(within(section).queryByRole('list', { name: 'Matching doctors' })).toBeNull();
    answer([aDoctor(), aDoctor({ _id: 'second-doctor' })]);
    const list = await within(section).findByRole('list', { name: 'Matching doctors' });
    // A doctor's card holds lists of its own: count the doctors, the list's own items.
    expect(list.children).toHaveLength(2);
    expect(within(section).getByRole('status').textContent).toBe('2 doctors');
  });
});
