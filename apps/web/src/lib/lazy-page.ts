import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A page whose code loads inside its layout, already drawn (React.lazy, under the layout's Suspense).
 * A route's own `lazy` holds the router's first render, header and cookie banner included, until the
 * page's code has arrived: on a phone that was a second of blank screen on every page but the home.
 */
export function lazyPage<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: pick(await load()) }));
}
