import type { AppDeps } from '../../../kernel/deps.js';
import { caseMailHandler } from './case-mail.job.js';
import { photoRejectedMailHandler } from './photo-rejected-mail.job.js';

/** The moderation mails: statements of reasons for refused photos, replies and decisions on cases. */
export const moderationConsoleJobs = (deps: AppDeps) => [photoRejectedMailHandler(deps), caseMailHandler(deps)];
