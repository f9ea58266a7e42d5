// What other features and the app may use of programs; everything else stays inside the folder.
export { PlatformStatisticsPanel } from './components/dashboard/platform-statistics-panel';
export { useCurrentProgram } from './components/program-shell';
export { ProgramsIcon } from './components/programs-icon';
export { useCategories } from './hooks/use-categories';
export { useProgramBySlug } from './hooks/use-program-by-slug';
export { useTags } from './hooks/use-tags';
export { lazyProgramShell, programsRoutes } from './routes';
