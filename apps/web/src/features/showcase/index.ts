// What other features may use of showcase: the public pages of galleries and votes draw entries with it.
export { ShowcaseEntryCard } from './components/showcase-entry-card';
export { ShowcaseEntryModal } from './components/showcase-entry-modal';
export { ShowcaseFilters } from './components/showcase-filters';
export { FIRST_ROW, ShowcaseGrid } from './components/showcase-grid';
export { entryCategories, filterEntries } from './showcase-filter';
export type { ShowcaseFileUrl } from './showcase-types';
