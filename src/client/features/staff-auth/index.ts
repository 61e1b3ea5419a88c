export { CURRENT_STAFF_KEY, currentStaffQuery, useCurrentUser, useStaffLogout } from './api';
export { StaffLoginScreen } from './StaffLoginScreen';
export { useStaffSignedInMark } from './staff-signed-in-mark';
export { InvitationScreen } from './InvitationScreen';
export { ResetScreen } from './ResetScreen';
