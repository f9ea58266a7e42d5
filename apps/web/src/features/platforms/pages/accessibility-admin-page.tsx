import { PlatformPageEditor } from '../components/platform-page-editor';
import { UnsavedPagesGuard } from '../components/unsaved-pages-guard';
import { usePageDrafts } from '../hooks/use-page-drafts';

/** `admin/home/interfaces/accessibility`: the platform's accessibility statement. */
export function AccessibilityAdminPage() {
  const { drafts, setDraft, isDirty } = usePageDrafts();
  return (
    <>
      <PlatformPageEditor
        kind="accessibilities"
        draft={drafts.accessibilities}
        onDraftChange={(contents) => setDraft('accessibilities', contents)}
      />
      <UnsavedPagesGuard isDirty={isDirty} />
    </>
  );
}
