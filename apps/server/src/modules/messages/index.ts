export { isThreadAttachmentOf } from './message-attachments';
export { messageFanOutJob } from './message-fan-out.job';
export { registerMessageRoutes } from './messages.routes';
export { seedDemoMessages } from './messages.seed';
