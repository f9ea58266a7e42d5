import { Tabs } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { PageSection } from '../../../ui/page-section';

const TABS = [
  { path: 'legal-notice', label: 'admin.tabs.legalNotice' },
  { path: 'accessibility', label: 'admin.tabs.accessibility' },
] as const;

/** `admin/home/interfaces`: the platform's public texts, one tab per group of pages. */
export function InterfacesShell() {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('admin.title'));
  const locale = useCurrentLocale();
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname.endsWith(`/${tab.path}`))?.path ?? null;
  return (
    <PageSection title={t('admin.title')} description={t('admin.intro')} gap="md" maw="64rem" testId="interfaces-shell">
      <Tabs value={current}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab
              key={tab.path}
              value={tab.path}
              renderRoot={(props) => <Link {...props} to={`/${locale}/admin/home/interfaces/${tab.path}`} />}
            >
              {t(tab.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </PageSection>
  );
}
