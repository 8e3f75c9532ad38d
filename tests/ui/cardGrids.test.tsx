// The grids of cards are the longest HTML of the site: a card carries no icon markup (its icons and
// stars are cut from the document's shapes), and a doctor's card offers its portrait only at the
// widths a phone's sharpest screen draws it at.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ItemGrid } from '@ui/components/ItemGrid';
import { DoctorCardGrid } from '@ui/pages/doctors/list/DoctorCardGrid';
import { iconShapeId, STAR_ROWS } from '@ui/theme/documentShapes';
import { aDoctor, aStoreItem } from '../support/builders/catalogue';
import { clipPathsCut, DOCUMENT_SHAPE_IDS } from './documentShapes';
import { renderWithServices } from './renderWithServices';

const doctors = [aDoctor(), aDoctor({ _id: 'arjun-nair', firstName: 'Arjun', secondName: 'Nair' })];
const soon = { startsAt: '2099-01-05T10:30:00+05:30', endsAt: '2099-01-05T11:00:00+05:30', modes: ['video' as const] };
const doctorGrid = () => (
  <DoctorCardGrid doctors={doctors} slots={{ [doctors[0]!._id]: soon }} now={Date.parse('2099-01-01')} />
);

describe('a grid of cards', () => {
  it.each([
    ['doctors', doctorGrid, (['experience', 'languages', 'nextSlot'] as const).map(iconShapeId)],
    [
      'products',
      () => <ItemGrid items={[aStoreItem(), aStoreItem({ _id: 'second', name: 'Second' })]} />,
      [iconShapeId('heartOutline'), iconShapeId('addToCart'), STAR_ROWS.filled, STAR_ROWS.outline],
    ],
  ])('of %s carries no icon markup: its icons are cut from the document’s shapes', (_, grid, icons) => {
    renderWithServices(grid());
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    for (const card of cards) expect(card.querySelector('svg')).toBeNull();
    expect(clipPathsCut()).toEqual(expect.arrayContaining(icons));
    for (const id of clipPathsCut()) expect(DOCUMENT_SHAPE_IDS).toContain(id);
  });
});

describe("a doctor's card", () => {
  it('shows its facts as text and its specializations as a list', () => {
    renderWithServices(doctorGrid());
    const card = screen.getByRole('link', { name: 'Dr. Arjun Nair' }).closest('article') as HTMLElement;
    const specializations = within(card).getByRole('list', { name: 'Specializations' });
    expect(
      within(specializations)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(doctors[1]!.specialization);
    expect(within(card).getByText(`${doctors[1]!.experienceYears} years of experience`)).toBeTruthy();
    expect(within(card).getByText(`Speaks ${doctors[1]!.languages.join(', ')}`)).toBeTruthy();
  });

  it('offers a portrait drawn 88 px wide up to the width a screen of three pixels a point needs', () => {
    renderWithServices(doctorGrid());
    const portrait = screen.getByRole('img', { name: 'Portrait of Dr. Arjun Nair' });
    expect(portrait.getAttribute('sizes')).toBe('88px');
    expect(portrait.getAttribute('srcset')).toMatch(/\?w=160 160w, \S+\?w=320 320w$/);
  });
});
