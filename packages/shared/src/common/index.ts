export * from './id.rules';
export * from './id.schemas';
export * from './list-envelope.rules';
export * from './locale.schemas';
export * from './locales';
export * from './pagination.schemas';
