import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../ui/page-loader';
import { NavigationProgressWatcher } from './navigation-progress-watcher';
import { ScrollManager } from './scroll-manager';

export function RootLayout() {
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
