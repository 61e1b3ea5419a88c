// What the signed-in staff member's role may do, for hiding what it cannot use. Only a
// convenience: the server checks every call against the same map (shared/staff-roles.ts).
import { createContext, useContext, type ReactNode } from 'react';
import type { StaffMember } from '../../../shared/schemas/staff-auth';
import { PERMISSION_LABELS, staffRoleLabel, type Permission } from '../../../shared/staff-roles';

const SignedInStaff = createContext<StaffMember | null>(null);

export function StaffProvider({ staff, children }: { staff: StaffMember; children: ReactNode }) {
  return <SignedInStaff.Provider value={staff}>{children}</SignedInStaff.Provider>;
}

/**
 * Whether the role includes `permission`. A screen shown on its own, outside the admin area's
 * provider, hides nothing: the server still refuses what the role cannot do.
 */
export function useCan(permission: Permission): boolean {
  const staff = useContext(SignedInStaff);
  return staff === null || staff.permissions.includes(permission);
}

/** Said in place of a screen the role does not include, reached by its address. */
export function RoleRefusal({ permission }: { permission: Permission }) {
  const staff = useContext(SignedInStaff);
  return (
    <p role="alert" className="py-16 text-center text-gray-700">
      Your role{staff ? ` (${staffRoleLabel(staff.role)})` : ''} does not include {PERMISSION_LABELS[permission]}. An
      owner can change your role on the Staff screen.
    </p>
  );
}
