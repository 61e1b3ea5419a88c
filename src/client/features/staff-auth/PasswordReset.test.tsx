// "Forgot password?" on the sign-in page, and the page a reset link opens.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionsOf } from '../../../shared/staff-roles';
import { renderAdminScreen } from '../../test/render-admin';
import { fakeServer, json, requestsOf } from '../../test/payments';
import { ResetScreen } from './ResetScreen';
import { StaffLoginScreen } from './StaffLoginScreen';

const ANSWER =
  'If a staff account has this email, a link to choose a new password is on its way. It works for one hour.';

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('a forgotten staff password', () => {
  it('asks for the email and shows the one answer every email gets', async () => {
    const fetchMock = fakeServer({ 'POST /api/auth/forgot-password': () => json({ message: ANSWER }) });
    const user = renderAdminScreen(<StaffLoginScreen />);
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'clerk@store.test');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ANSWER);
    const [, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'clerk@store.test' });
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('form', { name: 'Staff sign in' })).toBeInTheDocument();
  });

  it('opens the link, names the account, shows the server’s refusal on the field, then signs in', async () => {
    window.location.hash = '#secret-token';
    let tries = 0;
    const fetchMock = fakeServer({
      'POST /api/auth/password-reset': () => json({ username: 'clerk' }),
      'POST /api/auth/password-reset/complete': () =>
        ++tries === 1
          ? json(
              {
                message: 'This password is too common. Please choose another.',
                errors: [{ path: 'password', message: 'This password is too common. Please choose another.' }],
              },
              400,
            )
          : json({
              id: 3,
              username: 'clerk',
              email: 'clerk@store.test',
              role: 'support',
              permissions: permissionsOf('support'),
            }),
    });
    const user = renderAdminScreen(<ResetScreen />);
    expect(await screen.findByText('clerk')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Set the password and sign in' }));
    expect(await screen.findByText('This password is too common. Please choose another.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'a fresh start of things');
    await user.click(screen.getByRole('button', { name: 'Set the password and sign in' }));
    await vi.waitFor(() => expect(tries).toBe(2));
    const [, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ token: 'secret-token', password: 'a fresh start of things' });
    expect(requestsOf(fetchMock)[0]).toBe('POST /api/auth/password-reset');
  });

  it('says so when the link is used or expired', async () => {
    window.location.hash = '#old-token';
    fakeServer({
      'POST /api/auth/password-reset': () =>
        json({ message: 'This link is no longer valid. Please ask for a new one.' }, 404),
    });
    renderAdminScreen(<ResetScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is no longer valid. Please ask for a new one.',
    );
  });
});
