import type { AppModule } from '../kernel/module.js';
import { accountEndModule } from './account-end/account-end.module.js';
import { accountsModule } from './accounts/accounts.module.js';
import { careModule } from './care/care.module.js';
import { complaintsModule } from './complaints/complaints.module.js';
import { consoleModule } from './console/console.module.js';
import { chatModule } from './chat/chat.module.js';
import { creditsModule } from './credits/credits.module.js';
import { discoveryModule } from './discovery/discovery.module.js';
import { landersModule } from './landers/landers.module.js';
import { likesModule } from './likes/likes.module.js';
import { mailModule } from './mail/mail.module.js';
import { moderationModule } from './moderation/moderation.module.js';
import { realtimeModule } from './realtime/realtime.module.js';
import { paymentsModule } from './payments/payments.module.js';
import { profilesModule } from './profiles/profiles.module.js';
import { notificationsModule } from './notifications/notifications.module.js';
import { pushModule } from './notifications/push.module.js';
import { sitesModule } from './sites/sites.module.js';
import { trackingModule } from './tracking/tracking.module.js';
import { signupModule } from './signup/signup.module.js';

/** Every module of the server. app.ts registers their routes, jobs and subscribers from this list (and so do tests). */
export const MODULES: AppModule[] = [sitesModule, accountsModule, mailModule, complaintsModule, profilesModule, creditsModule, realtimeModule, chatModule, likesModule, discoveryModule, moderationModule, paymentsModule, notificationsModule, pushModule, accountEndModule, careModule, consoleModule, signupModule, landersModule, trackingModule];
