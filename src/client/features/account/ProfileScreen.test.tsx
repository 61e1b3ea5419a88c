import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/toast';
import { ann, freshBrowserForEachTest, json, refused, renderAccount, sent, signedInAs } from '../../test/account';

vi.mock('../../lib/toast', () => ({ notify: vi.fn() }));

freshBrowserForEachTest(vi.mocked(notify));

describe('profile', () => {
  it('saves the name and the newsletter choice, and greets by the new first name', async () => {
    const fetchMock = signedInAs(ann, {
      'PATCH /api/account/me': (body) => json({ ...ann, ...(body as object), firstName: 'Annie' }),
    });
    const { user } = renderAccount('/account/profile');
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Ann Lee');
    expect(screen.getByLabelText('Email me news and offers')).not.toBeChecked();
    await user.clear(name);
    await user.type(name, 'Annie Lee');
    await user.click(screen.getByLabelText('Email me news and offers'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Welcome, Annie')).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH /api/account/me')).toEqual([{ name: 'Annie Lee', newsletter: true }]);
    expect(notify).toHaveBeenCalledWith({ title: 'Profile saved' });
  });

  it('changes the email with a code sent to the new address', async () => {
    const fetchMock = signedInAs(ann, {
      'POST /api/account/email/code': (body) =>
        json({ message: 'Check your email', email: (body as { email: string }).email }),
      'POST /api/account/email': () => json({ ...ann, email: 'ann.lee@example.com' }),
    });
    const { user } = renderAccount('/account/profile');
    await user.type(await screen.findByLabelText('New email'), 'ann.lee@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a 6-digit code to')).toHaveTextContent(
      'We sent a 6-digit code to ann.lee@example.com',
    );
    await user.type(screen.getByLabelText('Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('Your email is changed.')).toBeInTheDocument();
    expect(screen.getByText('ann.lee@example.com')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST /api/account/email/code')).toEqual([{ email: 'ann.lee@example.com' }]);
    expect(sent(fetchMock, 'POST /api/account/email')).toEqual([{ code: '654321' }]);
  });

  it('says as the server does that the new email already has an account', async () => {
    const taken = 'That email already has an account. Sign in with it, or choose another.';
    signedInAs(ann, {
      'POST /api/account/email/code': (body) =>
        json({ message: 'Check your email', email: (body as { email: string }).email }),
      'POST /api/account/email': () => refused(taken, undefined, 409),
    });
    const { user } = renderAccount('/account/profile');
    await user.type(await screen.findByLabelText('New email'), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
  });
});
