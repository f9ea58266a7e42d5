export type { CategoryRow, StoredStep } from './categories.repository';
export { registerProgramRoutes } from './programs.routes';
