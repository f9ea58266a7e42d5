import { sendEmailJob } from './jobs';
import { messageFanOutJob } from './modules/messages';
import { notificationDigestJob } from './modules/notifications';

/**
 * Every job the workers run; a new job is its module's file plus its line here. Listed outside
 * `jobs/` (which the modules use to enqueue): the queue itself knows no module.
 */
export const ALL_JOBS = [sendEmailJob, messageFanOutJob, notificationDigestJob];
