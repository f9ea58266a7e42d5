import { type ComponentType, type LazyExoticComponent, lazy, useEffect, useState } from 'react';

// The first screen (header, cookie banner, the page's loader) is drawn before anything it does not show
// is fetched or run. On a slow phone, a page's code or the menus' code that arrives while the first
// screen is being built is evaluated before it is drawn, and shares the link with what it needs.

/** Background tabs draw no frames, a browser may not report paints: past this delay the wait ends anyway. */
const FRAME_TIMEOUT_MS = 1000;
/** Should the first screen never be committed (a test rendering one component), the wait ends anyway. */
const COMMIT_TIMEOUT_MS = 500;
/** How long the browser may stay busy before the deferred work starts anyway: soon, the first screen is drawn. */
const IDLE_TIMEOUT_MS = 200;

let markCommitted: () => void = () => {};
const committed = new Promise<void>((resolve) => {
  markCommitted = resolve;
});
let drawn: Promise<void> | undefined;
let idle: Promise<void> | undefined;
let isIdleYet = false;

/** Called by the root layout once the first screen is in the document (a layout effect: not yet drawn). */
export function markFirstScreenCommitted(): void {
  markCommitted();
}

/** The browser's own record of the first paint with content (Paint Timing), where it keeps one. */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Two frames later: the first frame's callbacks run before it is drawn, the second's once it is on screen. */
function twoFramesLater(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

function nextFrameDrawn(): Promise<void> {
  return Promise.race([
    Promise.all([firstContentfulPaint(), twoFramesLater()]).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, FRAME_TIMEOUT_MS)),
  ]);
}

/**
 * Resolves once the first screen has been drawn. The router's first render may take several tasks
 * (its navigation runs in a transition), so the wait starts when the root layout is committed.
 */
export function afterFirstPaint(): Promise<void> {
  drawn ??= Promise.race([committed, new Promise<void>((resolve) => setTimeout(resolve, COMMIT_TIMEOUT_MS))]).then(
    nextFrameDrawn,
  );
  return drawn;
}

/** Resolves after the first paint, at the browser's next idle moment: for what no screen shows at once. */
export function whenIdleAfterFirstPaint(): Promise<void> {
  idle ??= afterFirstPaint()
    .then(
      () =>
        new Promise<void>((resolve) => {
          // Safari has no requestIdleCallback: a task after the frame is the closest it offers.
          if (typeof window.requestIdleCallback === 'function')
            window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
          else setTimeout(resolve, 0);
        }),
    )
    .then(() => {
      isIdleYet = true;
    });
  return idle;
}

/** A component whose code loads once `wait` has resolved (React.lazy: render it under a Suspense). */
export function lazyAfter<M, P extends object>(
  wait: () => Promise<void>,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    await wait();
    return { default: pick(await load()) };
  });
}

/** A component whose code loads when the browser is idle after the first paint. */
export function lazyWhenIdle<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazyAfter(whenIdleAfterFirstPaint, load, pick);
}

/** False until `whenIdleAfterFirstPaint` has resolved. */
export function useIdleAfterFirstPaint(): boolean {
  const [isIdle, setIdle] = useState(isIdleYet);
  useEffect(() => {
    if (isIdle) return;
    let isMounted = true;
    void whenIdleAfterFirstPaint().then(() => {
      if (isMounted) setIdle(true);
    });
    return () => {
      isMounted = false;
    };
  }, [isIdle]);
  return isIdle;
}
