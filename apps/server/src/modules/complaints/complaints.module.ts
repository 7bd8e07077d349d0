import { defineModule } from '../../kernel/module.js';
import { on } from '../../kernel/event-hub.js';
import { complaintMailHandler, complaintMailJob } from './complaint-mail.job.js';
import { complaintRoutes } from './complaints.routes.js';

export const complaintsModule = defineModule({
  name: 'complaints',
  routes: complaintRoutes,
  jobs: (deps) => [complaintMailHandler(deps)],
  subscribers: ({ jobs }) => [
    on({ event: 'complaint.submitted', name: 'mail.complaint_received', inTransaction: (e, { tx }) => jobs.send(complaintMailJob, { v: 1, complaintId: e.payload.complaintId }, tx) }),
  ],
});
