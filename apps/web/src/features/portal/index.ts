// What other features and the app may use of portal; everything else stays inside the folder.
import { lazy } from 'react';

export { portalRoutes } from './routes';

// Components load with their own chunks (wrap them in Suspense): importers get no page of portal's with them.

/** An application's answers, read-only (the applicant's summary, a response in the back office). */
export const AnswersSummary = lazy(async () => ({
  default: (await import('./apply/answers-summary')).AnswersSummary,
}));

/** A program's public page as applicants see it (its preview in the back office). */
export const ProgramPublicView = lazy(async () => ({
  default: (await import('./components/program-public-view')).ProgramPublicView,
}));

// Small and page-free: the juror's score sheet saves with the applicant editor's guarantees.
export { Autosave, type AutosaveState, readLocalDraft, type Saved, type SaveFn, saveFailure } from './apply/autosave';
export { SaveIndicator } from './apply/save-indicator';
export { DownloadButton } from './components/download-button';
export { usePortalCategory, usePortalForms } from './hooks/use-applicant-data';
