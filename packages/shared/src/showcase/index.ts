export * from './showcase.rules';
export * from './showcase.schemas';
