// An admin screen as staff open it: a fresh query cache that does not retry, and the router at
// `path`. Answers the user that clicks and types in it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { StaffMember } from '../../shared/schemas/staff-auth';
import { permissionsOf, type StaffRole } from '../../shared/staff-roles';

export function renderAdminScreen(screen: ReactNode, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const location = memoryLocation({ path });
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {screen}
      </Router>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** A signed-in staff member with `role`'s permissions, as /api/auth/me answers them. */
export const staffAs = (role: StaffRole): StaffMember => ({
  id: 1,
  username: `a-${role}`,
  email: `${role}@store.test`,
  role,
  permissions: permissionsOf(role),
});
