export * from './criteria.rules';
export * from './criteria.schemas';
export * from './jurors.api';
export * from './jurors.schemas';
export * from './sessions.api';
export * from './sessions.rules';
export * from './sessions.schemas';
