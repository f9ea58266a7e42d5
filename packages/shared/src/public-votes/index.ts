export * from './public-votes.api';
export * from './vote-results.schemas';
export * from './vote-rules.rules';
export * from './vote-sessions.schemas';
export * from './voters.schemas';
