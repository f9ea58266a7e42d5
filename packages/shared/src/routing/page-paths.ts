import { isLocale } from '../common';

/**
 * Every page path the web app's router answers, as React Router patterns (`:param` is one segment;
 * `:locale` one of the ten languages). The server answers 404 for a page path none of them matches
 * (still with the app, which shows its own 404 page); a web unit test walks the router's tree and
 * fails when the two lists differ.
 */
const PORTAL_PAGE_PATHS = [
  '',
  'platform-deleted',
  'login',
  'register',
  'account-validation',
  'reset-password',
  'finalize-registration',
  'email-change',
  'programs',
  'applications/:programSlug',
  'applications/:programSlug/apply',
  'applications/:programSlug/sessions/details/:sessionSlug',
  'applications/:programSlug/sessions/:sessionSlug/:responseId',
  'profile',
  'emailing',
  'legal-notices',
  'accessibilities',
  'terms-of-use',
  'privacy-policy',
  'privacy/policies/cookies',
] as const;

const PROGRAM_ADMIN_PAGE_PATHS = [
  '',
  'dashboard',
  'configure',
  'params',
  'program-features',
  'public-interface-config',
  'responses',
  'responses/:responseId',
  'import-deposits',
  'requests',
  'export-config',
  'forms',
  'forms/:formId',
  'sessions',
  'sessions/:sessionId',
  'examinations',
  'examinations/:sessionSlug',
  'examinations/:sessionSlug/config',
  'examinations/:sessionSlug/criteria-config',
  'examinations/:sessionSlug/views',
  'examinations/:sessionSlug/anonymization',
  'examinations/:sessionSlug/juries',
  'examinations/:sessionSlug/responses',
  'examinations/:sessionSlug/ranking',
  'examinations/public/:voteSlug',
  'examinations/public/:voteSlug/config',
  'examinations/public/:voteSlug/preview',
  'examinations/public/:voteSlug/vote',
  'examinations/public/:voteSlug/responses',
  'examinations/public/:voteSlug/ranking',
  'galleries',
  'galleries/:gallerySlug',
  'galleries/:gallerySlug/config',
  'galleries/:gallerySlug/responses',
  'messagerie',
  'transactionnals',
  'transactionnals-v1',
  'sections',
  'tags',
  'collaborators',
  'logs',
] as const;

const ADMIN_PAGE_PATHS = [
  '',
  'login',
  'mfa-code',
  'enable-mfa',
  'reset-password',
  'finalize-registration',
  'home/dashboard',
  'home/programs',
  'programs',
  'home/programs/create',
  'home/trash/forms',
  'responses/export-view',
  'home/trash/deposits',
  'home/trash/programs',
  'sessions',
  'session/export-view',
  ...PROGRAM_ADMIN_PAGE_PATHS.map((path) => (path ? `programs/:programSlug/${path}` : 'programs/:programSlug')),
  'home/users',
  'users_v1',
  'admins',
  'permissions',
  'home/security',
  'home/security/mfa',
  'home/interfaces',
  'home/interfaces/legal-notice',
  'home/interfaces/accessibility',
  'home/settings/security',
  'profile',
  'home/account-deletion',
  'home/account-deletion/unprocessed',
  'home/account-deletion/processed',
  'sender-email',
  'sender-email/default',
  'sender-email/domains',
  'standby-landing-page',
  'suspended-landing-page',
  'operator',
  'operator/subscriptions',
  'operator/plans',
  'operator/promo-codes',
  'home/create-subscription',
  'home/create-subscription/steps/:stepId',
  'home/subscription-change-plan',
  'home/subscription-change-plan/steps/:stepId',
  'home/subscription-update-seats',
  'home/subscription-update-seats/steps/:stepId',
  'home/billing/info',
  'home/settings/invoices',
  'home/settings/checking',
  'billing/retry-invoice',
  'logs',
] as const;

const join = (prefix: string, path: string) => (path ? `${prefix}/${path}` : prefix);

export const PAGE_PATHS: readonly string[] = [
  '/',
  '/test',
  '/logout',
  '/auth_social/google/callback',
  ...PORTAL_PAGE_PATHS.map((path) => join('/:locale', path)),
  ...ADMIN_PAGE_PATHS.map((path) => join('/:locale/admin', path)),
];

const splitPath = (path: string) => path.split('/').filter(Boolean);

const COMPILED = PAGE_PATHS.map(splitPath);

function segmentMatches(pattern: string, segment: string): boolean {
  if (pattern === ':locale') return isLocale(segment);
  if (pattern.startsWith(':')) return segment.length > 0;
  return pattern === segment;
}

/** Whether a page path (no query) is one the web app has a page for; a trailing slash is ignored. */
export function isKnownPagePath(pathname: string): boolean {
  const segments = splitPath(pathname);
  return COMPILED.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => segmentMatches(part, segments[index] as string)),
  );
}
