// The interface's translation namespaces, read by the app (lib/i18n.ts) and by the build
// (build-plugins/catalogue-bundles.ts), which makes one module of each language's catalogues.

export const NAMESPACES = [
  'common',
  'errors',
  'auth',
  'users',
  'programs',
  'validation',
  'forms',
  'portal',
  'legal',
  'files',
  'responses',
  'exports',
  'imports',
] as const;

/**
 * Namespaces the first load leaves out: they come with the pages that use them (`loadLateNamespace`),
 * in chunks of their own. The public first load has no room left for a back-office wing's texts.
 */
export const LATE_NAMESPACES = [
  'evaluations',
  'galleries',
  'messages',
  'emailTemplates',
  'votes',
  'notifications',
  'emailLogs',
  'senderEmail',
  'billing',
  'subscriptionStatus',
  'operator',
] as const;
