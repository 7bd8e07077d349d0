import { defineModule } from '../../kernel/module.js';
import { on } from '../../kernel/event-hub.js';
import { removePhotoFiles } from './photo-store.js';
import { profileRoutes } from './profiles.routes.js';

export const profilesModule = defineModule({
  name: 'profiles',
  routes: profileRoutes,
  subscribers: ({ storage }) => [
    on({ event: 'photo.deleted', name: 'photos.remove_files', afterCommit: (e) => removePhotoFiles(storage, e.payload.storageKey) }),
  ],
});
