import type { Locale } from '@opencall/shared/common';

/** Back-office addresses of a program's forms, after `/{locale}/admin/`. */
export const formPaths = {
  list: (locale: Locale, slug: string) => `/${locale}/admin/programs/${slug}/forms`,
  builder: (locale: Locale, slug: string, formId: string) => `/${locale}/admin/programs/${slug}/forms/${formId}`,
  trash: (locale: Locale) => `/${locale}/admin/home/trash/forms`,
};
