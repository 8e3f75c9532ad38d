import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NO_DOCTOR_FILTERS } from '@domain/doctorFilters';
import { DOCTOR_LIST_MESSAGES } from '@domain/messages/doctorList';
import type { DoctorListRequest } from '@domain/searchRequests';
import DoctorsPage from '@ui/pages/doctors/DoctorsPage';
import { replyOf } from '../support/apiReplies';
import { aDoctor } from '../support/builders/catalogue';
import { renderWithServices } from './renderWithServices';

const meera = aDoctor();
const arjun = aDoctor({
  _id: 'arjun-nair',
  firstName: 'Arjun',
  secondName: 'Nair',
  specialization: ['Panchakarma'],
  languages: ['Malayalam'],
});
const soon = { startsAt: '2099-01-05T10:30:00+05:30', endsAt: '2099-01-05T11:00:00+05:30', modes: ['video' as const] };

const nextSlots = { [meera._id]: soon, [arjun._id]: null };

/** The list with a stand-in for the server: the language filter leaves Arjun; the clinic mode none. */
function renderList(path = '/doctors') {
  const requests: DoctorListRequest[] = [];
  const view = renderWithServices(<DoctorsPage />, {
    path,
    loadDoctors: async (request) => {
      requests.push(request);
      const doctors = request.filters.mode === 'clinic' ? [] : request.filters.language ? [arjun] : [meera, arjun];
      return replyOf({ doctors, total: doctors.length, start: request.start, limit: request.limit });
    },
    loadNextSlots: async () => replyOf(nextSlots),
  });
  return { ...view, requests };
}

describe('/doctors', () => {
  it('shows each doctor with their next free slot', async () => {
    renderList();
    const meeraCard = (await screen.findByRole('link', { name: 'Dr. Meera Iyer' })).closest('article')!;
    // The slots come after the list, drawn in a deferred render.
    expect(await within(meeraCard as HTMLElement).findByText('Next free: Mon, 5 Jan, 10:30 am')).toBeTruthy();
    const arjunCard = screen.getByRole('link', { name: 'Dr. Arjun Nair' }).closest('article')!;
    expect(within(arjunCard as HTMLElement).getByText('No free slot in the next 14 days')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 verified doctors');
  });

  it("asks the server for the URL's filters, and searches for the typed query from the first page", async () => {
    const { requests } = renderList('/doctors?language=Malayalam&page=2');
    await screen.findByRole('link', { name: 'Dr. Arjun Nair' });
    expect(requests.at(-1)).toEqual({
      filters: { ...NO_DOCTOR_FILTERS, language: 'Malayalam' },
      start: 50,
      limit: 50,
    });
    expect(screen.getByRole('status').textContent).toBe('1 verified doctor');

    const form = screen.getByRole('search', { name: 'Find a doctor' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Search doctors' }), 'panchakrma');
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(requests.at(-1)?.filters.query).toBe('panchakrma'));
    expect(requests.at(-1)?.start).toBe(0);
  });

  it('says when no doctor matches the filters', async () => {
    renderList('/doctors?mode=clinic&language=Malayalam');
    expect(await screen.findByText(DOCTOR_LIST_MESSAGES.noneMatch)).toBeTruthy();
  });
});
