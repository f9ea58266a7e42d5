import type { Locale } from '@opencall/shared/common';

/** Back-office addresses of the programs area, after `/{locale}/admin/`. */
export const programPaths = {
  list: (locale: Locale) => `/${locale}/admin/home/programs`,
  create: (locale: Locale) => `/${locale}/admin/home/programs/create`,
  trash: (locale: Locale) => `/${locale}/admin/home/trash/programs`,
  configure: (locale: Locale, slug: string) => `/${locale}/admin/programs/${slug}/configure`,
  sections: (locale: Locale, slug: string) => `/${locale}/admin/programs/${slug}/sections`,
  tags: (locale: Locale, slug: string) => `/${locale}/admin/programs/${slug}/tags`,
  collaborators: (locale: Locale, slug: string) => `/${locale}/admin/programs/${slug}/collaborators`,
  logs: (locale: Locale, slug: string) => `/${locale}/admin/programs/${slug}/logs`,
};
