import { Tabs } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { useHasFeature } from '../../../lib/billing/use-subscription';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { PageSection } from '../../../ui/page-section';

const TABS = [
  { path: 'default', label: 'tabs.default' },
  { path: 'domains', label: 'tabs.domains' },
] as const;

/** `admin/sender-email`: who the platform's e-mails come from, one tab per part. */
export function SenderEmailShell() {
  const { t } = useTranslation('senderEmail');
  const locale = useCurrentLocale();
  const { pathname } = useLocation();
  // SPEC §6 feature check: sending domains come with the plan's `sender_domains`.
  const hasDomains = useHasFeature('sender_domains');
  const tabs = TABS.filter((tab) => tab.path !== 'domains' || hasDomains);
  const current = tabs.find((tab) => pathname.endsWith(`/${tab.path}`))?.path ?? null;
  return (
    <PageSection title={t('title')} description={t('intro')} gap="md" maw="64rem" testId="sender-email-shell">
      <Tabs value={current}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab
              key={tab.path}
              value={tab.path}
              renderRoot={(props) => <Link {...props} to={`/${locale}/admin/sender-email/${tab.path}`} />}
              data-testid={`sender-email-tab-${tab.path}`}
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
