import type { PlatformPageContents, PlatformPageKind } from '@opencall/shared/platforms';
import { useCallback, useState } from 'react';

export type PageDrafts = Partial<Record<PlatformPageKind, PlatformPageContents>>;

/** Unsaved texts per legal page, kept while the administrator moves between the page tabs. */
export function usePageDrafts() {
  const [drafts, setDrafts] = useState<PageDrafts>({});
  /** `null` forgets the page's draft: it was saved, or edited back to what is saved. */
  const setDraft = useCallback((kind: PlatformPageKind, contents: PlatformPageContents | null) => {
    setDrafts((current) => {
      const { [kind]: _, ...others } = current;
      return contents ? { ...others, [kind]: contents } : others;
    });
  }, []);
  return { drafts, setDraft, isDirty: Object.keys(drafts).length > 0 };
}

/** Same texts, whatever the languages left out or emptied. */
export function isSameContents(a: PlatformPageContents, b: PlatformPageContents): boolean {
  const langs = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof PlatformPageContents>;
  return [...langs].every((lang) => (a[lang] ?? '') === (b[lang] ?? ''));
}
