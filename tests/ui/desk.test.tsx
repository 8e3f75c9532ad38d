import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { Permission } from '@domain/account';
import type { StoreItem } from '@domain/contract/catalogue';
import type { Availability, DoctorConsultation } from '@domain/contract/consultations';
import type { ApiResult } from '@domain/contract/envelope';
import { consultationTimeText } from '@domain/desk';
import { DESK_MESSAGES } from '@domain/messages/desk';
import type { DeskData, OutcomeRequest } from '@machines/doctorDesk.machine';
import DeskPage from '@ui/pages/account/DeskPage';
import { replyOf } from '../support/apiReplies';
import { aStoreItem } from '../support/builders/catalogue';
import { aDoctorConsultation, WEEKDAY_HOURS } from '../support/builders/desk';
import { anAuthUser } from '../support/builders/people';
import { roleAccessAnswering } from '../support/childMachines';
import { renderWithServices } from './renderWithServices';

const doctor = anAuthUser();
/** Started at the beginning of this minute: today's, India date too (IST is a whole number of minutes ahead). */
const thisMinute = Math.floor(Date.now() / 60_000) * 60_000;
const booked = aDoctorConsultation({
  startsAt: new Date(thisMinute).toISOString(),
  endsAt: new Date(thisMinute + 20 * 60_000).toISOString(),
});
const later = aDoctorConsultation({
  _id: 'c_consultation02',
  patientName: 'Ravi Kumar',
  startsAt: '2099-01-05T10:00:00+05:30',
  endsAt: '2099-01-05T10:20:00+05:30',
});
const triphala = aStoreItem({ _id: 'triphala-churna', name: 'Triphala Churna' });
const ashwagandha = aStoreItem({ _id: 'ashwagandha-tablets', name: 'Ashwagandha Tablets' });

function renderDesk(
  roles: Permission['roles'],
  displayName = doctor.displayName,
  application: Permission['application'] = null,
) {
  const recorded: OutcomeRequest[] = [];
  const saved: Availability[] = [];
  renderWithServices(<DeskPage />, {
    path: '/dashboard/desk',
    user: { ...doctor, displayName },
    deskActors: {
      roleAccess: roleAccessAnswering(async () => replyOf<Permission>({ roles, application })),
      loadDesk: fromPromise(async (): Promise<ApiResult<DeskData>> =>
        replyOf({ consultations: [booked, later], availability: WEEKDAY_HOURS }),
      ),
      findProducts: fromPromise(async (): Promise<ApiResult<StoreItem[]>> => replyOf([triphala, ashwagandha])),
      recordOutcome: fromPromise(
        async ({ input }: { input: OutcomeRequest }): Promise<ApiResult<DoctorConsultation>> => {
          recorded.push(input);
          return { success: true, data: { ...booked, status: 'completed', notes: input.body.notes } };
        },
      ),
      saveAvailability: fromPromise(async ({ input }: { input: Availability }): Promise<ApiResult<Availability>> => {
        saved.push(input);
        return { success: true, data: input };
      }),
    },
  });
  return { recorded, saved };
}

describe("doctor's desk", () => {
  // The whole desk journey in jsdom: 16–20 s at load 20–30 (a CI run beside a browser suite).
  it('records a started consultation completed with notes and two recommended products', async () => {
    const { recorded } = renderDesk(['doctor']);
    const user = userEvent.setup();
    const item = await screen.findByRole('listitem', { name: /^Asha Verma, / });
    expect(within(item).getByText(/Acidity after meals/)).toBeTruthy();
    expect(within(item).getByText(/Video/)).toBeTruthy();
    // One that has not started says from when it can be recorded instead of offering it.
    const upcoming = screen.getByRole('listitem', { name: /^Ravi Kumar, / });
    expect(within(upcoming).queryByRole('button', { name: 'Record outcome' })).toBeNull();
    expect(within(upcoming).getByText(DESK_MESSAGES.recordFrom(consultationTimeText(later.startsAt)))).toBeTruthy();

    await user.click(within(item).getByRole('button', { name: 'Record outcome' }));
    await user.type(within(item).getByRole('textbox', { name: 'Notes' }), 'Warm water before meals');
    await user.type(within(item).getByRole('textbox', { name: 'Find a product' }), 'trifla');
    await user.click(within(item).getByRole('button', { name: 'Find' }));
    await user.click(await within(item).findByRole('button', { name: 'Recommend Triphala Churna' }));
    await user.click(within(item).getByRole('button', { name: 'Recommend Ashwagandha Tablets' }));
    await user.click(within(item).getByRole('button', { name: 'Save outcome' }));

    await waitFor(() =>
      expect(recorded).toEqual([
        {
          consultationId: booked._id,
          body: {
            outcome: 'completed',
            notes: 'Warm water before meals',
            recommendedItemIds: ['triphala-churna', 'ashwagandha-tablets'],
          },
        },
      ]),
    );
    expect(await screen.findByText(DESK_MESSAGES.outcomeSaved)).toBeTruthy();
    expect(await within(item).findByText('Completed')).toBeTruthy();
  }, 60_000);

  it('saves the weekly hours with a new day off', async () => {
    const { saved } = renderDesk(['doctor']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a date' }));
    const override = screen.getByRole('group', { name: 'Date override 2' });
    await user.type(within(override).getByLabelText('Date'), '2099-01-01');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    await waitFor(() =>
      expect(saved.at(-1)).toEqual({
        weekly: WEEKDAY_HOURS.weekly,
        overrides: [...WEEKDAY_HOURS.overrides, { date: '2099-01-01', windows: [] }],
      }),
    );
    expect(await screen.findByText(DESK_MESSAGES.hoursSaved)).toBeTruthy();
  });

  it("tells an applicant where the application stands, from the server's record, whatever their name", async () => {
    const application = { _id: '7', createdAt: '2026-11-20T10:00:00.000Z' };
    renderDesk([], 'Ritika Jain', { ...application, status: 'pending' });
    expect(await screen.findByText('Your doctor application is pending')).toBeTruthy();
    cleanup();
    renderDesk([], 'Doctor Ritika Jain', { ...application, status: 'rejected' });
    expect(await screen.findByText('Your doctor application was not approved')).toBeTruthy();
    expect(screen.queryByText('Your doctor application is pending')).toBeNull();
  });

  it('shows a verified doctor that patients can book them', async () => {
    renderDesk(['doctor'], doctor.displayName, { _id: '7', createdAt: '2026-11-20T10:00:00.000Z', status: 'verified' });
    expect(await screen.findByText('Verified doctor: patients can book you')).toBeTruthy();
  });

  it('does not open the desk for a user without the doctor role, whatever their name', async () => {
    renderDesk(['admin'], 'Asha Verma');
    expect(await screen.findByText('The desk is for verified doctors')).toBeTruthy();
  });
});
