// What other features and the app may use of portal; everything else stays inside the folder.
import { lazy } from 'react';

export { portalRoutes } from './routes';

// Components load with their own chunks (wrap them in Suspense): the home page imports this file in the first load.

/** The programs open to applications (public home, after the first paint). */
export const ProgramList = lazy(async () => ({ default: (await import('./components/program-list')).ProgramList }));

/** An application's answers, read-only (the applicant's summary, a response in the back office). */
export const AnswersSummary = lazy(async () => ({
  default: (await import('./apply/answers-summary')).AnswersSummary,
}));

/** A program's public page as applicants see it (its preview in the back office). */
export const ProgramPublicView = lazy(async () => ({
  default: (await import('./components/program-public-view')).ProgramPublicView,
}));
