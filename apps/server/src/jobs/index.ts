export type { JobDefinition, JobDeps, RetryPolicy } from './job';
export { createJobQueue, type JobQueue } from './queue';
export { enqueueEmail, sendEmailJob } from './send-email.job';

import { sendEmailJob } from './send-email.job';

/** Every job the workers run; a new job is one file here plus its line below. */
export const ALL_JOBS = [sendEmailJob];
