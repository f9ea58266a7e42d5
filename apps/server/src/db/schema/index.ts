export * from './identity';
export * from './platforms';
