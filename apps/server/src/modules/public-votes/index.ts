export { registerPublicVoteRoutes } from './public-votes.routes';
export { seedDemoPublicVote } from './public-votes.seed';
export { voteShowcase } from './vote-showcase';
