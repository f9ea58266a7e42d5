import { useEffect } from 'react';

let platformName = '';

/** Set once at boot from the domain info: every title ends with the platform's name. */
export function setDocumentTitlePlatform(name: string): void {
  platformName = name;
  document.title = name;
}

/** "Page · Program · Platform", leaving out the parts a page does not have (yet). */
export function documentTitle(page?: string | null, program?: string | null, platform = platformName): string {
  return [page, program, platform].filter((part) => part?.trim()).join(' · ');
}

/**
 * Names the page in the browser tab and history (and for screen readers announcing the page):
 * "Page · Program · Platform". Every page calls it; a program's name arrives once it has loaded.
 */
export function useDocumentTitle(
  page: string | null | undefined,
  program?: string | null,
  options: { enabled?: boolean } = {},
): void {
  const enabled = options.enabled ?? true;
  useEffect(() => {
    // A frame leaves the title to a page inside it that names itself (a parent's effect runs last).
    if (enabled) document.title = documentTitle(page, program);
  }, [page, program, enabled]);
}
