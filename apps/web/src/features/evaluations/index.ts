// What other features and the app may use of evaluations; everything else stays inside the folder.
import { lazy } from 'react';
import { loadLateNamespace } from '../../lib/i18n';

export { evaluationsRoutes } from './routes';

/** The juries a person sits on, for the portal's profile (its code and texts load with it). */
export const MyJurySessions = lazy(async () => {
  const [module] = await Promise.all([import('./components/my-jury-sessions'), loadLateNamespace('evaluations')]);
  return { default: module.MyJurySessions };
});

/** The responses table's "Add to a session" (bulk bar): the rows join a session's selection. */
export const AddToSessionButton = lazy(async () => {
  const [module] = await Promise.all([import('./components/add-to-session-button'), loadLateNamespace('evaluations')]);
  return { default: module.AddToSessionButton };
});

/** `applications/{sessionSlug}`: a juror's short address of their session, tried when no program answers. */
export const JurySessionRedirect = lazy(async () => {
  const [module] = await Promise.all([import('./components/jury-session-redirect'), loadLateNamespace('evaluations')]);
  return { default: module.JurySessionRedirect };
});
