export * from './dates.rules';
export * from './locale-path.rules';
