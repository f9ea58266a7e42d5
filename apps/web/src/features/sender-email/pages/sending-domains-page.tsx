import { Stack } from '@mantine/core';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/use-translation';
import { ListBody } from '../../../ui/list-states';
import { AddDomainForm } from '../components/add-domain-form';
import { DomainCard } from '../components/domain-card';
import { useSendingDomains } from '../hooks/use-sender-email';

/** `admin/sender-email/domains`: the platform's sending domains, the DNS records to publish, their check. */
export function SendingDomainsPage() {
  const { t } = useTranslation('senderEmail');
  useDocumentTitle(`${t('tabs.domains')} · ${t('title')}`);
  const domains = useSendingDomains();
  return (
    <Stack gap="lg" data-testid="sending-domains-page">
      <AddDomainForm />
      <ListBody
        query={domains}
        labels={{ loading: t('domains.loading'), failed: t('domains.loadFailed'), retry: t('domains.retry') }}
        empty={
          domains.data?.length === 0
            ? { title: t('domains.empty'), description: t('domains.emptyHint'), testId: 'sending-domains-empty' }
            : null
        }
      >
        <Stack gap="lg">
          {domains.data?.map((domain) => (
            <DomainCard key={domain.id} domain={domain} />
          ))}
        </Stack>
      </ListBody>
    </Stack>
  );
}
