import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/use-translation';
import { ListBody } from '../../../ui/list-states';
import { PageSection } from '../../../ui/page-section';
import { ChangeOfferModal } from '../components/change-offer-modal';
import { InvoiceTable } from '../components/invoice-table';
import { SubscriptionOverview } from '../components/subscription-overview';
import { useInvoices } from '../hooks/use-billing';

/** `home/settings/invoices`: the subscription at a glance, then every invoice with its PDF. */
export function InvoicesPage() {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('invoices.title'));
  const invoices = useInvoices();
  return (
    <PageSection title={t('invoices.title')} description={t('invoices.intro')} maw="72rem" testId="invoices-page">
      <SubscriptionOverview />
      <PageSection title={t('invoices.listTitle')}>
        <ListBody
          query={invoices}
          labels={{ loading: t('invoices.loading'), failed: t('invoices.loadFailed'), retry: t('flow.retry') }}
          empty={
            invoices.data?.length === 0
              ? { title: t('invoices.empty'), description: t('invoices.emptyHint'), testId: 'invoices-empty' }
              : null
          }
        >
          <InvoiceTable invoices={invoices.data ?? []} />
        </ListBody>
      </PageSection>
      <ChangeOfferModal />
    </PageSection>
  );
}
