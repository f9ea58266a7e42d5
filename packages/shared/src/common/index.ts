export * from './locales';
export * from './pagination.schemas';
