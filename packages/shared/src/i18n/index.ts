export * from './dates.rules';
export * from './duration.rules';
export * from './locale-path.rules';
