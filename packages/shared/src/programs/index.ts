export * from './collaborators.api';
export * from './collaborators.schemas';
export * from './program-buckets.rules';
export * from './programs.api';
export * from './programs.schemas';
export * from './publish-check.rules';
export * from './remaining-time.rules';
export * from './validation-steps.rules';
