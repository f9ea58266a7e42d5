export type { JobDefinition, JobDeps, RetryPolicy } from './job';
export { createJobQueue, type JobQueue } from './queue';
export { enqueueCopy, enqueueEmail, sendEmailJob } from './send-email.job';
