export { CURRENT_USER_KEY, currentUserQuery, useCurrentUser, useLogout } from './api';
export { LoginScreen } from './LoginScreen';
export { useSignedInMark } from './signed-in-mark';
