// What other features and the app may use of messages; everything else stays inside the folder.
import { lazy } from 'react';
import { loadLateNamespace } from '../../lib/i18n';

export { messagesRoutes } from './routes';

/** The responses table's "Send a message" (bulk bar), with its composer. */
export const SendMessageButton = lazy(async () => {
  const [module] = await Promise.all([import('./components/send-message-button'), loadLateNamespace('messages')]);
  return { default: module.SendMessageButton };
});

/** An application's thread in the organizer's view. Props: `{ programId, applicationId }`. */
export const OrganizerThread = lazy(async () => {
  const [module] = await Promise.all([import('./components/application-threads'), loadLateNamespace('messages')]);
  return { default: module.OrganizerThread };
});

/** An application's thread on the applicant's page (portal). Props: `{ responseId }`. */
export const ApplicantThread = lazy(async () => {
  const [module] = await Promise.all([import('./components/application-threads'), loadLateNamespace('messages')]);
  return { default: module.ApplicantThread };
});
