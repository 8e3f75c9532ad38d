// The contact preference on the profile: chosen in the details form and saved with it; without an
// email address the profile offers text messages and "no reminders" only, and says why.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProfileUpdate } from '@domain/account';
import { CONTACT_PREFERENCE_MESSAGES as TEXT } from '@domain/messages/contactPreference';
import DashboardPage from '@ui/pages/account/DashboardPage';
import { anAuthUser, aUserProfile } from '../support/builders/people';
import { renderWithServices } from './renderWithServices';

const asha = anAuthUser();

function renderProfile(profile = aUserProfile()) {
  const saveProfile = vi.fn(async ({ update }: { uid: string; update: ProfileUpdate }) => ({
    success: true as const,
    data: { ...profile, ...update, contactPreference: update.contactPreference ?? profile.contactPreference },
  }));
  renderWithServices(<DashboardPage />, {
    path: '/dashboard',
    user: asha,
    userRecord: { status: 200, record: { registered: true, profile } },
    saveProfile,
  });
  return saveProfile;
}

describe('the contact preference on the profile', () => {
  it('offers email, SMS or no reminders, says what "no reminders" leaves, and saves the choice with the details', async () => {
    const saveProfile = renderProfile();
    const group = (await screen.findByLabelText(TEXT.labels.sms)).closest('[role="radiogroup"]')!;
    expect((screen.getByLabelText(TEXT.labels.email) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText(TEXT.labels.none)).toBeTruthy();
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(TEXT.transactional)).toBeTruthy();

    fireEvent.click(screen.getByLabelText(TEXT.labels.sms));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saveProfile).toHaveBeenCalled());
    expect(saveProfile.mock.calls[0]![0].update.contactPreference).toBe('sms');
    await waitFor(() => expect((screen.getByLabelText(TEXT.labels.sms) as HTMLInputElement).checked).toBe(true));
  });

  it('without an email address: text messages only, and the profile says so', async () => {
    renderProfile(aUserProfile({ email: '', contactPreference: 'email' }));
    await screen.findByLabelText(TEXT.labels.sms);
    expect(screen.queryByLabelText(TEXT.labels.email)).toBeNull();
    expect((screen.getByLabelText(TEXT.labels.sms) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(new RegExp(TEXT.noEmail))).toBeTruthy();
  });
});
