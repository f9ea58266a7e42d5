// What other features and the app may use of public votes; everything else stays inside the folder.
import { lazy } from 'react';
import { loadLateNamespace } from '../../lib/i18n';

export { publicVotesRoutes } from './routes';

/** SPEC §2 `applications/{programSlug}?type=vote&id={sessionId}`: a public vote on its program's page. */
export const PublicVote = lazy(async () => {
  const [module] = await Promise.all([
    import('./pages/public-vote-page'),
    loadLateNamespace('votes'),
    loadLateNamespace('galleries'),
  ]);
  return { default: module.PublicVotePage };
});

/** The program's public votes, shown on its sessions page. */
export const VoteSessionsSection = lazy(async () => {
  const [module] = await Promise.all([import('./components/vote-sessions-section'), loadLateNamespace('votes')]);
  return { default: module.VoteSessionsSection };
});

/** The responses table's "Add to a public vote" (bulk bar). */
export const AddToVoteButton = lazy(async () => {
  const [module] = await Promise.all([import('./components/add-to-vote-button'), loadLateNamespace('votes')]);
  return { default: module.AddToVoteButton };
});
