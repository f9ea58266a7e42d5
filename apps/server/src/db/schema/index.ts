export * from './account-deletion';
export * from './applications';
export * from './identity';
export * from './platforms';
export * from './programs';
