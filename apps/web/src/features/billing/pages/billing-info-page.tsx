import { Card } from '@mantine/core';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ListStates } from '../../../ui/list-states';
import { PageSection } from '../../../ui/page-section';
import { showToast } from '../../../ui/toasts';
import { BillingInfoForm } from '../components/billing-info-form';
import { useBilling } from '../hooks/use-billing';
import { INVOICES_PATH } from '../paths';

/** `home/billing/info`: who the invoices are made out to, and where they are sent. */
export function BillingInfoPage() {
  const { t } = useTranslation('billing');
  const locale = useCurrentLocale();
  useDocumentTitle(t('info.title'));
  const billing = useBilling();
  return (
    <PageSection
      title={t('info.title')}
      description={t('info.intro')}
      back={{ to: `/${locale}/admin/${INVOICES_PATH}`, label: t('invoices.title') }}
      maw="48rem"
      testId="billing-info-page"
    >
      <ListStates
        query={billing}
        loadingLabel={t('info.loading')}
        failedTitle={t('info.loadFailed')}
        testId="billing"
      />
      {billing.data && (
        <Card withBorder padding="lg">
          <BillingInfoForm
            key={JSON.stringify(billing.data.info)}
            info={billing.data.info}
            submitLabel={t('info.save')}
            onSaved={() => showToast({ type: 'success', message: t('info.saved') })}
          />
        </Card>
      )}
    </PageSection>
  );
}
