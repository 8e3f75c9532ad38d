import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { DOCTOR_PROFILE_MESSAGES } from '@domain/messages/doctorProfile';
import { SITE_MESSAGES } from '@domain/messages/site';
import { Shell } from '@ui/app/Shell';
import DashboardPage from '@ui/pages/account/DashboardPage';
import LoginPage from '@ui/pages/account/LoginPage';
import { anAuthUser, aRegistration, aUserProfile } from '../support/builders/people';
import { renderWithServices } from './renderWithServices';

const asha = anAuthUser();
const profile = aUserProfile();

/** YYYY-MM-DD, `years` before today. */
function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/** Lets pending promises (the fake I/O) settle. */
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('login page: phone sign-in', () => {
  it('refuses an invalid number without sending a code, and keeps the reCAPTCHA container in the page', async () => {
    const sendCode = vi.fn(async () => ({ verificationId: 'v1' }));
    const { container } = renderWithServices(<LoginPage />, { path: '/login', sendCode });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Mobile number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText(COMMON_MESSAGES.invalidPhone).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText(/Mobile number/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/Mobile number/));
    expect(sendCode).not.toHaveBeenCalled();
    expect(container.querySelector('#recaptcha-container')).not.toBeNull();
    expect(screen.getByText('+91')).toBeTruthy();
  });

  it('sends a code to the +91 number and counts down before a code can be resent', async () => {
    vi.useFakeTimers();
    const sendCode = vi.fn(async () => ({ verificationId: 'v1' }));
    const { container } = renderWithServices(<LoginPage />, { path: '/login', sendCode });
    await settle();
    fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: '98450 12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();
    expect(sendCode).toHaveBeenCalledWith('+919845012345');

    const code = screen.getByLabelText(/6-digit code/);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(document.activeElement).toBe(code);
    expect(screen.getByText('+91 98450 12345')).toBeTruthy();
    expect(container.querySelector('#recaptcha-container')).not.toBeNull();
    const resend = screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(screen.getByText('Resend in 30 s')).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByText('Resend in 27 s')).toBeTruthy();
    expect(resend.disabled).toBe(true);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(27_000);
    });
    expect(screen.queryByText(/Resend in/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await settle();
    expect(sendCode).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Resend in 30 s')).toBeTruthy();
  });

  it('verifies the code, asks for all six digits first, and goes back with "Change number"', async () => {
    vi.useFakeTimers();
    const confirmation = { verificationId: 'v1' };
    const confirmCode = vi.fn(async () => asha);
    renderWithServices(<LoginPage />, { path: '/login', sendCode: async () => confirmation, confirmCode });
    await settle();
    fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: '9845012345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();

    fireEvent.change(screen.getByLabelText(/6-digit code/), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText(SITE_MESSAGES.enterCode)).toBeTruthy();
    expect(confirmCode).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect(document.activeElement).toBe(screen.getByLabelText(/Mobile number/));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await settle();
    fireEvent.change(screen.getByLabelText(/6-digit code/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await settle();
    expect(confirmCode).toHaveBeenCalledWith({ confirmation, code: '123456' });
    expect(screen.getByText('Signing you in…')).toBeTruthy();
  });

  it('shows the provider message when sending a code fails', async () => {
    renderWithServices(<LoginPage />, {
      path: '/login',
      sendCode: async () => {
        throw new Error('Firebase: Error (auth/too-many-requests).');
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Mobile number/), '9845012345');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Firebase: Error (auth/too-many-requests).')).toBeTruthy();
  });

  it('shows the provider message when Google sign-in fails', async () => {
    renderWithServices(<LoginPage />, {
      path: '/login',
      signInWithGoogle: async () => {
        throw new Error('Firebase: Error (auth/popup-closed-by-user).');
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Firebase: Error (auth/popup-closed-by-user).')).toBeTruthy();
  });
});

describe('login page: registration', () => {
  it('prefills from the signed-in account, refuses an under-18 date of birth, then registers', async () => {
    const register = vi.fn(async () => ({ success: true as const, data: profile }));
    const { services } = renderWithServices(<LoginPage />, { path: '/login', user: asha, register });
    expect(await screen.findByRole('heading', { name: 'Complete your registration' })).toBeTruthy();
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe('Asha Rao');
    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).value).toBe('asha@example.com');
    // Signed in by phone: the number is shown, not typed again.
    const mobile = screen.getByLabelText(/Mobile number/) as HTMLInputElement;
    expect([mobile.value, mobile.readOnly]).toEqual(['9845012345', true]);
    expect(screen.getByText('The number you signed in with')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: yearsAgo(16) } });
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    fireEvent.click(screen.getByRole('button', { name: 'Complete registration' }));
    expect(screen.getByText(COMMON_MESSAGES.mustBeAdult)).toBeTruthy();
    expect(screen.getByText(SITE_MESSAGES.correctFields(1))).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Date of birth/));
    expect(register).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '1990-04-12' } });
    expect(screen.queryByText(COMMON_MESSAGES.mustBeAdult)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Complete registration' }));
    await waitFor(() => expect(services.session.getSnapshot().matches({ signedIn: 'ready' })).toBe(true));
    expect(register).toHaveBeenCalledWith(aRegistration());
    expect(services.session.getSnapshot().context).toMatchObject({ registered: true, profile });
  });

  it('names every missing field', async () => {
    renderWithServices(<LoginPage />, {
      path: '/login',
      user: { ...asha, displayName: null, email: null, phoneNumber: null },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Complete registration' }));
    // Not signed in by phone: the number is typed.
    expect((screen.getByLabelText(/Mobile number/) as HTMLInputElement).readOnly).toBe(false);
    expect(screen.getByText(SITE_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(COMMON_MESSAGES.invalidEmail)).toBeTruthy();
    expect(screen.getByText(COMMON_MESSAGES.invalidPhone)).toBeTruthy();
    expect(screen.getByText(COMMON_MESSAGES.mustBeAdult)).toBeTruthy();
    expect(screen.getByText(SITE_MESSAGES.chooseOption)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Full name/));
  });
});

describe('shell: registration banner', () => {
  it('asks a signed-in, unregistered user to complete registration everywhere but on /login', async () => {
    renderWithServices(
      <Shell>
        <p>Shop page</p>
      </Shell>,
      { path: '/store', user: asha },
    );
    expect(await screen.findByText('Complete your registration to continue')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Finish registration' }).getAttribute('href')).toBe('/login');
  });

  it('shows no banner on the login page, and none for registered users', async () => {
    const { services } = renderWithServices(
      <Shell>
        <p>Login page</p>
      </Shell>,
      { path: '/login', user: asha },
    );
    await waitFor(() => expect(services.session.getSnapshot().matches({ signedIn: 'needsRegistration' })).toBe(true));
    expect(services.session.getSnapshot().context.path).toBe('/login');
    expect(screen.queryByText('Complete your registration to continue')).toBeNull();
  });
});

describe('dashboard', () => {
  it('offers a signed-out visitor to log in and come back here', async () => {
    const { services } = renderWithServices(<DashboardPage />, { path: '/dashboard' });
    const send = vi.spyOn(services.session, 'send');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(send).toHaveBeenCalledWith({ type: 'login.requested', returnTo: '/dashboard' });
  });

  it('sends a signed-in, unregistered user to finish registering', async () => {
    renderWithServices(<DashboardPage />, { path: '/dashboard', user: asha });
    expect((await screen.findByRole('link', { name: 'Complete registration' })).getAttribute('href')).toBe('/login');
  });

  it('shows the profile with the same rules, and applies as a doctor', async () => {
    const saveProfile = vi.fn(async () => ({ success: true as const, data: profile }));
    const setDisplayName = vi.fn(async (displayName: string) => ({ ...asha, displayName }));
    const applyAsDoctor = vi.fn(async () => ({
      success: true as const,
      data: { _id: 'a1', status: 'pending' as const, createdAt: '2026-01-01' },
    }));
    const { services } = renderWithServices(<DashboardPage />, {
      path: '/dashboard',
      user: asha,
      userRecord: { status: 200, record: { registered: true, profile } },
      saveProfile,
      setDisplayName,
      applyAsDoctor,
    });
    const name = await screen.findByLabelText(/Full name/);
    expect((name as HTMLInputElement).value).toBe('Asha Rao');
    expect((screen.getByLabelText(/Mobile number/) as HTMLInputElement).value).toBe('9845012345');
    expect((screen.getByLabelText(/Mobile number/) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText('AR')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: yearsAgo(10) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText(COMMON_MESSAGES.mustBeAdult)).toBeTruthy();
    expect(saveProfile).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Apply as a doctor' }));
    expect(await screen.findByText('You are listed as a doctor applicant')).toBeTruthy();
    expect(setDisplayName).toHaveBeenCalledWith('doctor Asha Rao');
    await waitFor(() => expect(applyAsDoctor).toHaveBeenCalledWith('u1'));
    expect(services.session.getSnapshot().context.user?.displayName).toBe('doctor Asha Rao');
    expect(await screen.findByText(SITE_MESSAGES.doctorApplicationFiled)).toBeTruthy();
  });

  it("marks a verified doctor, a doctor applicant or neither by the server's record, not by the display name, and shows a doctor one way to the desk", async () => {
    const application = (status: 'pending' | 'verified' | 'rejected', roles: 'doctor'[] = []) => ({
      roles,
      application: { _id: 'a1', status, createdAt: '2026-01-01' },
    });
    const cases = [
      { displayName: 'doctor Asha Rao', permission: { roles: [], application: null }, standing: 'mayApply' },
      { displayName: 'Asha Rao', permission: application('pending'), standing: 'applicant' },
      { displayName: 'doctor Asha Rao', permission: application('rejected'), standing: 'mayApply' },
      { displayName: 'doctor Asha Rao', permission: application('verified'), standing: 'verified' },
      // What verifying an application leaves: the verified application and the doctor role.
      { displayName: 'doctor Asha Rao', permission: application('verified', ['doctor']), standing: 'verified' },
      { displayName: 'Asha Rao', permission: { roles: ['doctor' as const], application: null }, standing: 'verified' },
    ];
    for (const { displayName, permission, standing } of cases) {
      const loadPermission = vi.fn(async () => permission);
      const { unmount } = renderWithServices(<DashboardPage />, {
        path: '/dashboard',
        user: { ...asha, displayName },
        userRecord: { status: 200, record: { registered: true, profile } },
        loadPermission,
      });
      const summary = await screen.findByRole('region', { name: 'Account summary' });
      await waitFor(() => expect(loadPermission).toHaveBeenCalledWith('u1'));
      await act(async () => {});
      expect(within(summary).queryByText('Doctor applicant') !== null).toBe(standing === 'applicant');
      expect(within(summary).queryByText('Verified doctor') !== null).toBe(standing === 'verified');
      expect(screen.queryByText('You are listed as a doctor applicant') !== null).toBe(standing === 'applicant');
      expect(screen.queryByText('You are a verified doctor') !== null).toBe(standing === 'verified');
      // The desk opens only for the doctor role, and its card is the one way there.
      const deskLinks = screen.queryAllByRole('link').filter((link) => link.getAttribute('href') === '/dashboard/desk');
      expect(deskLinks).toHaveLength((permission.roles as string[]).includes('doctor') ? 1 : 0);
      expect(screen.queryByRole('button', { name: 'Apply as a doctor' }) !== null).toBe(standing === 'mayApply');
      unmount();
    }
  });

  it('says an application was not approved, with the operator’s reason, and invites the user to apply again', async () => {
    const reason = 'The registration number did not match the register';
    renderWithServices(<DashboardPage />, {
      path: '/dashboard',
      user: asha,
      userRecord: { status: 200, record: { registered: true, profile } },
      loadPermission: vi.fn(async () => ({
        roles: [],
        application: { _id: 'a1', status: 'rejected' as const, createdAt: '2026-01-01', reason },
      })),
    });
    expect(await screen.findByText(DOCTOR_PROFILE_MESSAGES.rejected)).toBeTruthy();
    expect(screen.getByText(DOCTOR_PROFILE_MESSAGES.rejectedReason(reason))).toBeTruthy();
    expect(screen.getByRole('button', { name: DOCTOR_PROFILE_MESSAGES.apply })).toBeTruthy();
  });

  it("asks the server once for the user's permission, and links a doctor to the desk from that answer", async () => {
    const doctor = { roles: ['doctor' as const], application: null };
    // Every way the dashboard can ask GET /permission/{uid}: page data and the profile's own load.
    const permissionLoads: string[] = [];
    renderWithServices(<DashboardPage />, {
      path: '/dashboard',
      user: asha,
      userRecord: { status: 200, record: { registered: true, profile } },
      loadResource: async (request) => {
        if (request.kind !== 'permission') return undefined;
        permissionLoads.push(request.uid);
        return doctor;
      },
      loadPermission: async (uid) => {
        permissionLoads.push(uid);
        return doctor;
      },
    });
    const desk = await screen.findByRole('link', { name: 'Open your desk' });
    expect(desk.getAttribute('href')).toBe('/dashboard/desk');
    await act(async () => {});
    expect(permissionLoads).toEqual(['u1']);
  });

  it('shows the uploaded photo from the static host', async () => {
    renderWithServices(<DashboardPage />, {
      path: '/dashboard',
      user: asha,
      userRecord: { status: 200, record: { registered: true, profile: { ...profile, photoKey: 'uploads/u1/abc123' } } },
    });
    const photo = await screen.findByRole('img', { name: 'Photo of Asha Rao' });
    expect(photo.getAttribute('src')).toBe('/static/uploads/u1/abc123?w=320');
  });

  it("says the server's reason when it refuses a photo upload, and saves nothing", async () => {
    const uploadPhoto = vi.fn(async () => ({
      success: false as const,
      code: 'conflict' as const,
      message: SITE_MESSAGES.uploadsStored,
    }));
    const saveProfile = vi.fn(async () => ({ success: true as const, data: profile }));
    const { container } = renderWithServices(<DashboardPage />, {
      path: '/dashboard',
      user: asha,
      userRecord: { status: 200, record: { registered: true, profile } },
      uploadPhoto,
      saveProfile,
    });
    await screen.findByLabelText(/Full name/);
    const chooser = container.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' });
    fireEvent.change(chooser, { target: { files: [file] } });
    expect(await screen.findByText(SITE_MESSAGES.uploadsStored)).toBeTruthy();
    expect(uploadPhoto).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(COMMON_MESSAGES.errorUploadingFile)).toBeNull();
    expect(saveProfile).not.toHaveBeenCalled();
  });

  it('links Google and says so', async () => {
    const linkGoogle = vi.fn(async () => ({ ...asha, email: 'asha@gmail.com' }));
    const { services } = renderWithServices(<DashboardPage />, {
      path: '/dashboard',
      user: asha,
      userRecord: { status: 200, record: { registered: true, profile } },
      linkGoogle,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Link Google account' }));
    expect(await screen.findByText(SITE_MESSAGES.googleLinked)).toBeTruthy();
    expect(services.session.getSnapshot().context.user?.email).toBe('asha@gmail.com');
    expect(screen.getByText('Linked')).toBeTruthy();
  });
});
