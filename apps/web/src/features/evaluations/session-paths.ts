/** Back-office addresses of a program's sessions (SPEC §2 `sessions`, `examinations/{sessionSlug}/…`). */
export const sessionPaths = {
  list: (locale: string, programSlug: string) => `/${locale}/admin/programs/${programSlug}/sessions`,
  page: (locale: string, programSlug: string, sessionSlug: string, tab: SessionTab = 'config') =>
    `/${locale}/admin/programs/${programSlug}/examinations/${sessionSlug}/${tab}`,
};

export const SESSION_TABS = [
  'config',
  'criteria-config',
  'views',
  'anonymization',
  'juries',
  'responses',
  'ranking',
] as const;
export type SessionTab = (typeof SESSION_TABS)[number];
