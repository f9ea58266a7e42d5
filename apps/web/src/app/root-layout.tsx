import { Suspense, useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { markFirstScreenCommitted } from '../lib/after-first-paint';
import { PageLoader } from '../ui/page-loader';
import { NavigationProgressWatcher } from './navigation-progress-watcher';
import { ScrollManager } from './scroll-manager';

export function RootLayout() {
  // What waits for the first paint (lib/after-first-paint.ts) starts counting frames from here.
  useLayoutEffect(markFirstScreenCommitted, []);
  return (
    <>
      <ScrollManager />
      <NavigationProgressWatcher />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
