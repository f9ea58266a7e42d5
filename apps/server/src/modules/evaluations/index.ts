export { registerEvaluationRoutes } from './sessions.routes';
