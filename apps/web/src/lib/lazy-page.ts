import type { ComponentType, LazyExoticComponent } from 'react';
import { afterFirstPaint, lazyAfter } from './after-first-paint';
import { type LateNamespace, loadLateNamespace } from './i18n';

/**
 * A page (or the part of a page that loads after its frame) whose code loads inside its layout, already drawn (React.lazy, under the layout's Suspense).
 * A route's own `lazy` holds the router's first render, header and cookie banner included, until the
 * page's code has arrived: on a phone that was a second of blank screen on every page but the home.
 * On the first load the code is asked for once that frame is drawn: arriving earlier, it was evaluated
 * before the frame and held it back (lib/after-first-paint.ts). Later pages load at once.
 */
export function lazyPage<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazyAfter(afterFirstPaint, load, pick);
}

/**
 * A wing's pages loaded with their texts, as one router `lazy` per page: `page((pages) => pages.X)`.
 * The pages' module and the late namespaces are fetched together; one helper for every wing keeps the
 * first load (which holds the route tables) from carrying the same wrapper once per wing.
 */
export function pagesWithTexts<M>(load: () => Promise<M>, ...namespaces: LateNamespace[]) {
  return (pick: (pages: M) => ComponentType) => async () => {
    const [pages] = await Promise.all([load(), ...namespaces.map(loadLateNamespace)]);
    return { Component: pick(pages) };
  };
}
