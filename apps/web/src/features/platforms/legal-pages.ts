import type { PlatformPageKind } from '@opencall/shared/platforms';

/** SPEC §2 public address of each legal page, after `/{locale}/`. */
export const LEGAL_PAGE_PATHS: Record<PlatformPageKind, string> = {
  'legal-notices': 'legal-notices',
  accessibilities: 'accessibilities',
  'terms-of-use': 'terms-of-use',
  'privacy-policy': 'privacy-policy',
  cookies: 'privacy/policies/cookies',
};

export const legalPagePath = (locale: string, kind: PlatformPageKind) => `/${locale}/${LEGAL_PAGE_PATHS[kind]}`;

/** The tabs of `admin/home/interfaces/legal-notice`; the accessibility statement has its own page. */
export const LEGAL_NOTICE_TAB_KINDS = ['legal-notices', 'terms-of-use', 'privacy-policy', 'cookies'] as const;
