// The page an emailed invitation opens: whom it invites and as what, the invitee's own username
// and password, the field errors a password gets, and a link that no longer works.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '../../../shared/schemas/password';
import { permissionsOf } from '../../../shared/staff-roles';
import { renderAdminScreen } from '../../test/render-admin';
import { fakeServer, json, requestsOf } from '../../test/payments';
import { InvitationScreen } from './InvitationScreen';

const LINK_NOT_VALID = 'This link is no longer valid. Please ask for a new one.';
const INVITED = { email: 'packer@store.test', role: 'fulfillment' };
const PACKER = {
  id: 4,
  username: 'sam.packs',
  email: INVITED.email,
  role: 'fulfillment',
  permissions: permissionsOf('fulfillment'),
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

/** The invitation page at its address, and the admin it leads to once the account is set up. */
const openInvitation = () =>
  renderAdminScreen(
    <Switch>
      <Route path="/admin">The admin area</Route>
      <Route>
        <InvitationScreen />
      </Route>
    </Switch>,
    '/staff/invitation',
  );

const bodyOf = (fetchMock: ReturnType<typeof fakeServer>, request: string) => {
  const index = requestsOf(fetchMock).lastIndexOf(request);
  const [, init] = fetchMock.mock.calls[index] as unknown as [string, RequestInit];
  return JSON.parse(String(init.body)) as unknown;
};

describe('an emailed invitation', () => {
  it('says whom it invites and as what, takes a username and a password, and opens the admin signed in', async () => {
    window.location.hash = '#invite-secret';
    const fetchMock = fakeServer({
      'POST /api/auth/invitation': () => json(INVITED),
      'POST /api/auth/invitation/accept': () => json(PACKER),
    });
    const user = openInvitation();
    expect(screen.getByRole('heading', { name: 'Join the team' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Set up your staff account' });
    expect(form).toHaveTextContent(
      'You are invited as Fulfillment with the email packer@store.test. Choose the name you sign in with and your own password.',
    );
    expect(bodyOf(fetchMock, 'POST /api/auth/invitation')).toEqual({ token: 'invite-secret' });

    await user.type(screen.getByLabelText('Username'), 'sam.packs');
    await user.type(screen.getByLabelText('Password'), 'boxes, tape and labels');
    expect(screen.getByText('Strength: Strong.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(await screen.findByText('The admin area')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/auth/invitation/accept')).toEqual({
      token: 'invite-secret',
      username: 'sam.packs',
      password: 'boxes, tape and labels',
    });
  });

  it('says the link is no longer valid when it was used, revoked or has expired, with no form', async () => {
    window.location.hash = '#used-secret';
    fakeServer({
      'POST /api/auth/invitation': () =>
        json({ message: LINK_NOT_VALID, errors: [{ path: 'token', message: LINK_NOT_VALID }] }, 404),
    });
    openInvitation();
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_NOT_VALID);
    expect(screen.queryByRole('form', { name: 'Set up your staff account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create my account' })).not.toBeInTheDocument();
  });

  it('says a link without its secret is not complete, and asks the server nothing', async () => {
    const fetchMock = fakeServer({});
    openInvitation();
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not complete.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a too-short password on its field without sending it, then the server’s refusal of a common one', async () => {
    window.location.hash = '#invite-secret';
    let accepted = false;
    const fetchMock = fakeServer({
      'POST /api/auth/invitation': () => json(INVITED),
      'POST /api/auth/invitation/accept': (init) => {
        const { password } = JSON.parse(String(init.body)) as { password: string };
        if (password === 'password1')
          return json(
            { message: PASSWORD_TOO_COMMON, errors: [{ path: 'password', message: PASSWORD_TOO_COMMON }] },
            400,
          );
        accepted = true;
        return json(PACKER);
      },
    });
    const user = openInvitation();
    await screen.findByRole('form', { name: 'Set up your staff account' });
    await user.type(screen.getByLabelText('Username'), 'sam.packs');
    await user.type(screen.getByLabelText('Password'), 'short');
    expect(screen.getByText('Strength: Too short.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText(PASSWORD_TOO_SHORT)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(PASSWORD_TOO_SHORT);
    expect(requestsOf(fetchMock)).not.toContain('POST /api/auth/invitation/accept');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText(PASSWORD_TOO_COMMON)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(PASSWORD_TOO_COMMON);
    expect(screen.queryByText('The admin area')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'boxes, tape and labels');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('The admin area')).toBeInTheDocument();
    expect(accepted).toBe(true);
  });

  it('shows a taken username on its field, and a link used meanwhile above the button', async () => {
    window.location.hash = '#invite-secret';
    let tries = 0;
    fakeServer({
      'POST /api/auth/invitation': () => json(INVITED),
      'POST /api/auth/invitation/accept': () =>
        ++tries === 1
          ? json(
              {
                message: 'Username is already taken',
                errors: [{ path: 'username', message: 'Username is already taken' }],
              },
              409,
            )
          : json({ message: LINK_NOT_VALID, errors: [{ path: 'token', message: LINK_NOT_VALID }] }, 404),
    });
    const user = openInvitation();
    await screen.findByRole('form', { name: 'Set up your staff account' });
    await user.type(screen.getByLabelText('Username'), 'boss');
    await user.type(screen.getByLabelText('Password'), 'boxes, tape and labels');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Username is already taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is already taken');

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'sam.packs');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText(LINK_NOT_VALID)).toBeInTheDocument();
    expect(screen.queryByText('The admin area')).not.toBeInTheDocument();
  });
});
