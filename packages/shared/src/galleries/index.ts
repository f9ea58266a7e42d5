export * from './galleries.api';
export * from './galleries.rules';
export * from './galleries.schemas';
