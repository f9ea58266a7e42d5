import { nprogress } from '@mantine/nprogress';
import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';

// SPEC §9: the bar shows only for navigations longer than 200 ms, and hides 500 ms after the end.
const THROTTLE_MS = 200;
const HIDE_AFTER_MS = 500;

export function NavigationProgressWatcher() {
  const { state } = useNavigation();
  const isShown = useRef(false);

  useEffect(() => {
    if (state !== 'idle') {
      const timer = setTimeout(() => {
        isShown.current = true;
        nprogress.start();
      }, THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    if (!isShown.current) return;
    isShown.current = false;
    nprogress.complete();
    const timer = setTimeout(() => nprogress.reset(), HIDE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state]);

  return null;
}
