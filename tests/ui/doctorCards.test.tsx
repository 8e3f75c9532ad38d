// A list of doctors is the longest HTML of the site: each card carries no icon markup (its lines'
// icons are cut from shapes its list draws once) and offers its portrait only at the widths a
// phone's sharpest screen draws it at.
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { DOCTOR_CARD_ICONS } from '@ui/components/DoctorCardShapes';
import { DoctorCardGrid } from '@ui/pages/doctors/list/DoctorCardGrid';
import { HomeSections } from '@ui/pages/home/HomeSections';
import { DoctorResults } from '@ui/pages/search/DoctorResults';
import { aDoctor } from '../support/builders/catalogue';
import { renderWithServices } from './renderWithServices';

const doctors = [aDoctor(), aDoctor({ _id: 'arjun-nair', firstName: 'Arjun', secondName: 'Nair' })];
const soon = { startsAt: '2099-01-05T10:30:00+05:30', endsAt: '2099-01-05T11:00:00+05:30', modes: ['video' as const] };

const lists: [string, () => ReactElement, Parameters<typeof renderWithServices>[1]?][] = [
  [
    "the doctors page's grid",
    () => <DoctorCardGrid doctors={doctors} slots={{ [doctors[0]!._id]: soon }} now={Date.parse('2099-01-01')} />,
  ],
  [
    "the home page's featured doctors",
    () => (
      <HomeSections home={{ featuredItems: [], concerns: [], featuredDoctors: doctors, latestPosts: [], brands: [] }} />
    ),
  ],
  ["the search page's doctors", () => <DoctorResults query="iyer" />, { loadResource: async () => doctors }],
];

describe('a list of doctor cards', () => {
  it.each(lists)('in %s draws the icons of its cards once, and the cards no icon markup', async (_, list, io) => {
    const { container } = renderWithServices(list(), io);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(doctors.length);
    for (const card of cards) expect(card.querySelector('svg')).toBeNull();
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    for (const id of Object.values(DOCTOR_CARD_ICONS)) {
      const clips = container.querySelectorAll(`clipPath[id="${id}"]`);
      expect(clips).toHaveLength(1);
      expect(clips[0]!.getAttribute('clipPathUnits')).toBe('objectBoundingBox');
      expect(styles).toContain(`clip-path:url(#${id})`);
    }
  });

  it("shows each card's facts as text and its specializations as a list", () => {
    renderWithServices(lists[0]![1]());
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
    renderWithServices(lists[0]![1]());
    const portrait = screen.getByRole('img', { name: 'Portrait of Dr. Arjun Nair' });
    expect(portrait.getAttribute('sizes')).toBe('88px');
    expect(portrait.getAttribute('srcset')).toMatch(/\?w=160 160w, \S+\?w=320 320w$/);
  });
});
