// The wing's back-office pages, one chunk: the router then holds one `import()` (and one list of the
// chunks it needs) for all of them, not one per page. Every byte of the router is on the public first load.

export { SessionShell } from '../components/session-shell';
export { AllSessionsPage } from './all-sessions-page';
export { AnonymizationPage } from './anonymization-page';
export { CriteriaConfigPage } from './criteria-config-page';
export { JuriesPage } from './juries-page';
export { JuryViewPage } from './jury-view-page';
export { RankingPage } from './ranking-page';
export { SessionConfigPage } from './session-config-page';
export { SessionExportPage } from './session-export-page';
export { ExaminationsRedirectPage, SessionRedirectPage } from './session-redirect-page';
export { SessionResponsesPage } from './session-responses-page';
export { SessionsPage } from './sessions-page';
