// "Your account": the browsers signed in, this one marked, and ending another.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffSession } from '../../../../shared/schemas/staff-account';
import { permissionsOf } from '../../../../shared/staff-roles';
import { renderAdminScreen } from '../../../test/render-admin';
import { fakeServer, json, requestsOf } from '../../../test/payments';
import { AccountScreen } from './AccountScreen';

const staff = {
  id: 3,
  username: 'clerk',
  email: 'clerk@store.test',
  role: 'support',
  permissions: permissionsOf('support'),
};
const session = (id: number, device: string, address: string, current = false): StaffSession => ({
  id,
  device,
  address,
  current,
  startedAt: '2026-11-20T09:00:00.000Z',
  lastUsedAt: '2026-11-28T15:30:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('where the account is signed in', () => {
  it('lists each device and address, marks this one, and ends another', async () => {
    let sessions = [
      session(1, 'Firefox on Windows', '203.0.113.10', true),
      session(2, 'Safari on iPhone', '198.51.100.7'),
    ];
    const fetchMock = fakeServer({
      'GET /api/admin/account/sessions': () => json(sessions),
      'POST /api/admin/account/sessions/2/end': () => {
        sessions = sessions.filter((s) => s.id !== 2);
        return json({ message: 'Session ended' });
      },
    });
    const user = renderAdminScreen(<AccountScreen staff={staff} />);
    const list = await screen.findByRole('region', { name: 'Where you are signed in' });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Firefox on WindowsThis device203.0.113.10'),
      expect.stringContaining('Safari on iPhone198.51.100.7'),
    ]);
    expect(within(rows[0]!).queryByRole('button')).toBeNull();

    await user.click(within(list).getByRole('button', { name: 'End session on Safari on iPhone from 198.51.100.7' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(requestsOf(fetchMock)).toContain('POST /api/admin/account/sessions/2/end');
  });
});
