import { Tabs } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { PageSection } from '../../../ui/page-section';

const TABS = ['subscriptions', 'plans', 'promo-codes'] as const;

/** `admin/operator`: the installation's subscriptions, plans and promo codes, one tab each. */
export function OperatorShell() {
  const { t } = useTranslation('operator');
  const locale = useCurrentLocale();
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname.endsWith(`/${tab}`)) ?? null;
  return (
    <PageSection title={t('title')} description={t('intro')} gap="md" testId="operator-shell">
      <Tabs value={current}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              renderRoot={(props) => <Link {...props} to={`/${locale}/admin/operator/${tab}`} />}
              data-testid={`operator-tab-${tab}`}
            >
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </PageSection>
  );
}
