export type { CategoryRow, StoredStep } from './categories.repository';
export { find as findCategory, listStepsForImport } from './categories.repository';
export { addProgramRole } from './collaborators.service';
export { findPreviousImport, insertImportLog, lockProgram } from './program-imports.repository';
export type { ProgramName, ProgramRef } from './program-refs';
export {
  diffForLog,
  getLiveProgram,
  listWorkablePrograms,
  logProgramChange,
  unknownCategoriesAndTags,
} from './program-refs';
export { saveExportConfig } from './programs.repository';
export { registerProgramRoutes } from './programs.routes';
