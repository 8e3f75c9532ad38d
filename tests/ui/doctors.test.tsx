import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DOCTOR_LIST_MESSAGES } from '../../src/domain/doctorFilters';
import type { DoctorFinding } from '../../src/domain/searchRequests';
import DoctorsPage from '../../src/ui/pages/doctors/DoctorsPage';
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

function renderList(path = '/doctors') {
  const findings: DoctorFinding[] = [];
  const view = renderWithServices(<DoctorsPage />, {
    path,
    findDoctors: async (finding) => {
      findings.push(finding);
      return { doctors: [meera, arjun], total: 2 };
    },
    nextSlots: async () => [
      { doctorId: meera._id, slot: soon },
      { doctorId: arjun._id, slot: null },
    ],
  });
  return { ...view, findings };
}

describe('/doctors', () => {
  it('shows each doctor with their next free slot', async () => {
    renderList();
    const meeraCard = (await screen.findByRole('link', { name: 'Dr. Meera Iyer' })).closest('article')!;
    expect(within(meeraCard as HTMLElement).getByText('Next free: Mon, 5 Jan, 10:30 am')).toBeTruthy();
    const arjunCard = screen.getByRole('link', { name: 'Dr. Arjun Nair' }).closest('article')!;
    expect(within(arjunCard as HTMLElement).getByText('No free slot in the next 14 days')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 verified doctors');
  });

  it('narrows the list by a language from the URL, and searches for the typed query', async () => {
    const { findings } = renderList('/doctors?language=Malayalam');
    await screen.findByRole('link', { name: 'Dr. Arjun Nair' });
    expect(screen.queryByRole('link', { name: 'Dr. Meera Iyer' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('1 verified doctor');

    const form = screen.getByRole('search', { name: 'Find a doctor' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Search doctors' }), 'panchakrma');
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(findings.at(-1)).toEqual({ query: 'panchakrma', start: 0, limit: 50 }));
  });

  it('says when no doctor matches the filters', async () => {
    renderList('/doctors?mode=clinic&language=Malayalam');
    expect(await screen.findByText(DOCTOR_LIST_MESSAGES.noneMatch)).toBeTruthy();
  });
});
