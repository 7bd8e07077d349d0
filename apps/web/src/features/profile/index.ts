/** The profile feature's public API (its page is loaded by the router, not through here). */
export { profileKeys } from './api/keys';
export { useOwnProfile } from './api/queries';
export { useGeocode, usePhotoActions, useSetInvisible, useUpdateProfile } from './api/mutations';
