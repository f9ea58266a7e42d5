import type { RouteObject } from 'react-router';

/** A back-office route; with `permission`, only users holding it open it (the others go to the dashboard). */
export type BackOfficeRoute = RouteObject & { permission?: string };

/**
 * Where a feature's pages hang in the router: each feature's `routes.tsx` fills the places it needs and
 * `app/router.tsx` composes them behind the SPEC §6 guards. Pages load on demand (`lazy`), in their own chunks.
 */
export interface FeatureRoutes {
  /** Without a locale: `/test`, `/logout`, OAuth callbacks. */
  root?: RouteObject[];
  /** `/{locale}/…` in the public layout, for everyone. */
  public?: RouteObject[];
  /** `/{locale}/…` for visitors who are not signed in (a signed-in user goes home). */
  publicSignedOut?: RouteObject[];
  /** `/{locale}/…` for signed-in users (the others go to the login page). */
  publicSignedIn?: RouteObject[];
  /** `/{locale}/admin/…` sign-in pages, for visitors who are not signed in. */
  adminSignedOut?: RouteObject[];
  /** `/{locale}/admin/…` pages outside the back office, for everyone (links from e-mails). */
  adminPublic?: RouteObject[];
  /** `/{locale}/admin/…` in the back office frame (admin shell). */
  backOffice?: BackOfficeRoute[];
  /** `/{locale}/admin/programs/:programSlug/…` in the program shell. */
  program?: RouteObject[];
}
