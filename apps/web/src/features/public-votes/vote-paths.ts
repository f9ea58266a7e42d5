/** Back-office addresses of a program's public votes (SPEC §2 `examinations/public/{sessionSlug}/…`). */
export const VOTE_TABS = ['config', 'preview', 'vote', 'responses', 'ranking'] as const;
export type VoteTab = (typeof VOTE_TABS)[number];

export const votePaths = {
  page: (locale: string, programSlug: string, sessionSlug: string, tab: VoteTab = 'config') =>
    `/${locale}/admin/programs/${programSlug}/examinations/public/${sessionSlug}/${tab}`,
  /** The public page of the vote, on the program's portal page. */
  publicPage: (locale: string, programSlug: string, sessionId: string) =>
    `/${locale}/applications/${programSlug}?type=vote&id=${sessionId}`,
};
