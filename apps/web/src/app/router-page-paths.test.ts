import { PAGE_PATHS } from '@opencall/shared/routing';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

// The real route tree, without a browser: the router factory hands back the routes it was given.
vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-router')>()),
  createBrowserRouter: (routes: RouteObject[]) => ({ routes }),
}));

/** Every page path of the tree, in React Router's pattern spelling; the `*` catch-alls are the 404 pages. */
function pagePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
    const own = route.index || (route.path && (route.element || route.lazy || route.Component)) ? [path || '/'] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

describe('the server’s list of page paths', () => {
  it('is exactly the router’s pages, so a known page never answers 404 and an unknown one never 200', async () => {
    const { createAppRouter } = await import('./router');
    const { routes } = createAppRouter() as unknown as { routes: RouteObject[] };
    const fromRouter = [...new Set(pagePaths(routes))].sort();
    expect(fromRouter.length).toBeGreaterThan(40);
    expect([...PAGE_PATHS].sort()).toEqual(fromRouter);
  });
});
