export * from './platforms.api';
export * from './platforms.schemas';
export * from './theme.rules';
