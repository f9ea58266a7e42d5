export { toCriterion } from './criteria.service';
export { juryFileAccess } from './jury-work.service';
export { refreshStandings } from './results.service';
export { addShortlist } from './session-entry.repository';
export { registerEvaluationRoutes } from './sessions.routes';
