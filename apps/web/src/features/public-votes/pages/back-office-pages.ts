// The back-office pages of public votes arrive together, in one chunk with their texts.
export { VoteShell } from '../components/vote-shell';
export { VoteConfigPage } from './vote-config-page';
export { VotePreviewPage } from './vote-preview-page';
export { VoteRankingPage } from './vote-ranking-page';
export { VoteResponsesPage } from './vote-responses-page';
export { VoteSharePage } from './vote-share-page';
