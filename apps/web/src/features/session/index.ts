/** The session feature's public API: site data, the member, login and logout. */
export { sessionKeys } from './api/keys';
export {
  currentUserQuery, settingsQuery, useCompanyInfo, useCurrentUser, useRegions, useSessionQueries, useSiteSettings,
  type Region,
} from './api/queries';
export { useLogout, useSaveLanguage } from './api/mutations';
export { useLogin } from './api/login';
export {
  onPeriodicRefresh, useAuthenticationLostLogout, userRefreshIntervalMs, useSession, useUserRefresh, type Session,
} from './hooks/use-session';
export { visitorCountry } from './visitor-country';
