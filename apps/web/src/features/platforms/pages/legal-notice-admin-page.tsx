import { Tabs, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PlatformPageEditor } from '../components/platform-page-editor';
import { UnsavedPagesGuard } from '../components/unsaved-pages-guard';
import { usePageDrafts } from '../hooks/use-page-drafts';
import { LEGAL_NOTICE_TAB_KINDS } from '../legal-pages';

type TabKind = (typeof LEGAL_NOTICE_TAB_KINDS)[number];

/** `admin/home/interfaces/legal-notice`: legal notice, terms of use, privacy and cookie policies. */
export function LegalNoticeAdminPage() {
  const { t } = useTranslation('legal');
  const { drafts, setDraft, isDirty } = usePageDrafts();
  const [kind, setKind] = useState<TabKind>('legal-notices');
  return (
    <>
      <Tabs
        value={kind}
        onChange={(value) => value && setKind(value as TabKind)}
        variant="pills"
        keepMounted={false}
        data-testid="legal-notice-admin"
      >
        <Tabs.List aria-label={t('admin.pages')}>
          {LEGAL_NOTICE_TAB_KINDS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`platform-page-tab-${tab}`}>
              {t(`kinds.${tab}`)}
              {drafts[tab] && (
                <>
                  <span aria-hidden="true"> •</span>
                  <VisuallyHidden>{t('admin.unsaved')}</VisuallyHidden>
                </>
              )}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LEGAL_NOTICE_TAB_KINDS.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="lg">
            <PlatformPageEditor kind={tab} draft={drafts[tab]} onDraftChange={(contents) => setDraft(tab, contents)} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <UnsavedPagesGuard isDirty={isDirty} />
    </>
  );
}
