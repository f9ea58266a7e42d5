import { useEffect } from 'react';
import { useLocation } from 'react-router';

export const PAGE_SECTION_PARAM = 'page-section';

/** Each new page starts at the top, unless the URL names a section of the page to show. */
export function ScrollManager() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is exactly when to scroll back up
  useEffect(() => {
    const section = new URLSearchParams(search).get(PAGE_SECTION_PARAM);
    if (section) document.getElementById(section)?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
