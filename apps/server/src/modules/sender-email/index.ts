export { registerSenderEmailRoutes } from './sender-email.routes';
export { seedDemoSenderEmail } from './sender-email.seed';
export { resolveMailSender } from './sending-identity';
