export { toCriterion } from './criteria.service';
export { juryFileAccess } from './jury-work.service';
export { refreshStandings } from './results.service';
export { shortlistSource } from './selection.service';
export { addShortlist, entersEntry, shortlistOf } from './session-entry.repository';
export { downloadOf as tableDownload } from './session-export.service';
export { registerEvaluationRoutes } from './sessions.routes';
export { cleanEntry, entryIssues } from './sessions.service';
