export { toCriterion } from './criteria.service';
export { isJuryFile } from './jury-work.service';
export { registerEvaluationRoutes } from './sessions.routes';
