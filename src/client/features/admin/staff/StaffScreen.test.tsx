// The staff screen: inviting someone by email with a role, the pending invitations (sent again
// or revoked), and the actions on another account: end its sessions, or email it a reset link.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminStaff } from '../../../../shared/schemas/admin';
import type { StaffInvitation } from '../../../../shared/schemas/staff-auth';
import { renderAdminScreen } from '../../../test/render-admin';
import { fakeServer, json, requestsOf } from '../../../test/payments';
import { StaffScreen } from './StaffScreen';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ notify }));

const member = (id: number, username: string, role: string, isActive = true): AdminStaff => ({
  id,
  username,
  email: `${username}@store.test`,
  role,
  isActive,
  createdAt: '2026-11-01T10:00:00.000Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
  notify.mockClear();
});

describe('an owner acting on another account', () => {
  const server = () =>
    fakeServer({
      'GET /api/admin/staff': () =>
        json([member(1, 'boss', 'admin'), member(2, 'packer', 'fulfillment'), member(3, 'gone', 'support', false)]),
      'GET /api/admin/staff/invitations': () => json([]),
      'POST /api/admin/staff/2/sessions/end': () => json({ message: '2 sessions ended' }),
      'POST /api/admin/staff/2/password-reset': () =>
        json({ message: 'A link to choose a new password was emailed; their sessions ended.' }),
    });

  it('ends sessions and sends a reset link after asking, never for oneself or a deactivated account', async () => {
    const fetchMock = server();
    const user = renderAdminScreen(<StaffScreen currentUserId={1} />);
    await screen.findByText('packer');
    expect(screen.queryByRole('button', { name: 'End sessions of boss' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'End sessions of gone' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'End sessions of packer' }));
    expect(screen.getByText('Sign packer out everywhere?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, end them' }));
    await vi.waitFor(() => expect(requestsOf(fetchMock)).toContain('POST /api/admin/staff/2/sessions/end'));

    await user.click(screen.getByRole('button', { name: 'Reset password of packer' }));
    await user.click(screen.getByRole('button', { name: 'Yes, send it' }));
    await vi.waitFor(() => expect(requestsOf(fetchMock)).toContain('POST /api/admin/staff/2/password-reset'));
  });
});

describe('an owner inviting staff', () => {
  const invitation = (id: number, email: string, role: string): StaffInvitation => ({
    id,
    email,
    role,
    invitedBy: 'boss',
    createdAt: '2026-11-01T10:00:00.000Z',
    expiresAt: '2026-11-04T10:00:00.000Z',
  });

  /** The server's pending invitations, as the screen's requests change them. */
  const server = () => {
    let pending: StaffInvitation[] = [];
    let nextId = 5;
    const fetchMock = fakeServer({
      'GET /api/admin/staff': () => json([member(1, 'boss', 'admin')]),
      'GET /api/admin/staff/invitations': () => json(pending),
      'POST /api/admin/staff/invitations': (init) => {
        const { email, role } = JSON.parse(String(init.body)) as { email: string; role: string };
        if (pending.some((row) => row.email === email)) {
          const message = 'This email has a pending invitation: send it again or revoke it';
          return json({ message, errors: [{ path: 'email', message }] }, 409);
        }
        const made = invitation(nextId++, email, role);
        pending = [made, ...pending];
        return json(made, 201);
      },
      'POST /api/admin/staff/invitations/5/resend': () => {
        const again = { ...pending.find((row) => row.id === 5)!, id: nextId++, expiresAt: '2026-11-05T10:00:00.000Z' };
        pending = pending.map((row) => (row.id === 5 ? again : row));
        return json(again);
      },
      'POST /api/admin/staff/invitations/6/revoke': () => {
        pending = pending.filter((row) => row.id !== 6);
        return json({ message: 'Invitation revoked' });
      },
    });
    return fetchMock;
  };

  const bodyOf = (fetchMock: ReturnType<typeof fakeServer>, request: string) => {
    const [, init] = fetchMock.mock.calls[requestsOf(fetchMock).lastIndexOf(request)] as unknown as [
      string,
      RequestInit,
    ];
    return JSON.parse(String(init.body)) as unknown;
  };

  it('invites an email with the role chosen, starting from Support, and lists it as pending', async () => {
    const fetchMock = server();
    const user = renderAdminScreen(<StaffScreen currentUserId={1} />);
    const form = await screen.findByRole('form', { name: 'Invite staff' });
    expect(screen.queryByRole('region', { name: 'Pending invitations' })).toBeNull();
    expect(within(form).getByLabelText('Role')).toHaveDisplayValue('Support');
    expect(
      within(form)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Owner', 'Manager', 'Fulfillment', 'Support']);

    await user.type(within(form).getByLabelText('Email'), 'Packer@Store.test');
    await user.selectOptions(within(form).getByLabelText('Role'), 'Fulfillment');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));

    const pending = await screen.findByRole('region', { name: 'Pending invitations' });
    expect(within(pending).getByRole('listitem')).toHaveTextContent(
      'packer@store.test as Fulfillment, until Nov 4, 2026',
    );
    expect(bodyOf(fetchMock, 'POST /api/admin/staff/invitations')).toEqual({
      email: 'packer@store.test',
      role: 'fulfillment',
    });
    expect(notify).toHaveBeenCalledWith({
      title: 'Invitation sent',
      description: 'packer@store.test can set up their account from the emailed link within 72 hours.',
    });
    expect(within(form).getByLabelText('Email')).toHaveValue('');
    expect(within(form).getByLabelText('Role')).toHaveDisplayValue('Support');
  });

  it('names a missing or invalid email, and an email already invited, on the field', async () => {
    const fetchMock = server();
    const user = renderAdminScreen(<StaffScreen currentUserId={1} />);
    const form = await screen.findByRole('form', { name: 'Invite staff' });
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Please enter a valid email')).toBeInTheDocument();
    expect(requestsOf(fetchMock)).not.toContain('POST /api/admin/staff/invitations');

    await user.type(within(form).getByLabelText('Email'), 'packer@store.test');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await screen.findByRole('region', { name: 'Pending invitations' });
    await user.type(within(form).getByLabelText('Email'), 'packer@store.test');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(form).findByText('This email has a pending invitation: send it again or revoke it'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription(
      'This email has a pending invitation: send it again or revoke it',
    );
  });

  it('sends a pending invitation again with a new date, and revokes another, which leaves the list', async () => {
    const fetchMock = server();
    const user = renderAdminScreen(<StaffScreen currentUserId={1} />);
    const form = await screen.findByRole('form', { name: 'Invite staff' });
    await user.type(within(form).getByLabelText('Email'), 'packer@store.test');
    await user.selectOptions(within(form).getByLabelText('Role'), 'Fulfillment');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('packer@store.test');
    await user.type(within(form).getByLabelText('Email'), 'helper@store.test');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('helper@store.test');
    const pending = screen.getByRole('region', { name: 'Pending invitations' });
    expect(
      within(pending)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('helper@store.test as Support, until Nov 4, 2026'),
      expect.stringContaining('packer@store.test as Fulfillment, until Nov 4, 2026'),
    ]);

    await user.click(screen.getByRole('button', { name: 'Send the invitation to packer@store.test again' }));
    await vi.waitFor(() =>
      expect(within(pending).getByText('packer@store.test').parentElement).toHaveTextContent(
        'packer@store.test as Fulfillment, until Nov 5, 2026',
      ),
    );
    expect(requestsOf(fetchMock)).toContain('POST /api/admin/staff/invitations/5/resend');
    expect(notify).toHaveBeenCalledWith({ title: 'Invitation sent again to packer@store.test' });

    await user.click(screen.getByRole('button', { name: 'Revoke the invitation to helper@store.test' }));
    await vi.waitFor(() => expect(screen.queryByText('helper@store.test')).toBeNull());
    expect(requestsOf(fetchMock)).toContain('POST /api/admin/staff/invitations/6/revoke');
    expect(notify).toHaveBeenCalledWith({ title: 'Invitation to helper@store.test revoked' });
    expect(within(pending).getAllByRole('listitem')).toHaveLength(1);
  });
});
