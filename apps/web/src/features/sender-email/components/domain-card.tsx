import { Badge, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { SendingDomain, SendingDomainStatus } from '@opencall/shared/sender-email';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { showToast } from '../../../ui/toasts';
import { useSendingDomainMutations } from '../hooks/use-sender-email';
import { DnsRecordRow } from './dns-record-row';

const STATUS_COLOURS: Record<SendingDomainStatus, string> = { pending: 'gray', verified: 'teal', failed: 'red' };

/** A sending domain: its state, the records to publish, the DNS check and the delete. */
export function DomainCard({ domain }: { domain: SendingDomain }) {
  const { t } = useTranslation('senderEmail');
  const locale = useCurrentLocale();
  const { check, remove } = useSendingDomainMutations();
  const [confirming, setConfirming] = useState(false);
  const checking = check.isPending && check.variables === domain.id;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const titleId = `domain-${domain.id}`;

  async function runCheck() {
    try {
      const checked = await check.mutateAsync(domain.id);
      showToast({
        type: checked.status === 'verified' ? 'success' : 'warning',
        message: t(checked.status === 'verified' ? 'domains.checkVerified' : 'domains.checkFailed'),
      });
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
    }
  }

  async function runDelete() {
    try {
      await remove.mutateAsync(domain.id);
      showToast({ type: 'success', message: t('domains.deleted', { domain: domain.domain }) });
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
      throw error;
    }
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId} data-testid="sending-domain">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={2} fz="h4" id={titleId} style={{ wordBreak: 'break-all' }}>
              {domain.domain}
            </Title>
            <Text size="sm" c="dimmed">
              {t('domains.sendsFrom', { address: domain.address })}
            </Text>
          </Stack>
          <Badge color={STATUS_COLOURS[domain.status]} variant="light" data-testid="domain-status">
            {t(`status.${domain.status}`)}
          </Badge>
        </Group>
        <Text size="sm">{t('records.intro')}</Text>
        {domain.records.map((record, index) => (
          <Stack key={record.kind} gap="md">
            {index > 0 && <Divider />}
            <DnsRecordRow record={record} domain={domain} />
          </Stack>
        ))}
        <Text size="sm" c="dimmed" role="status" data-testid="domain-checked-at">
          {domain.checkedAt ? t('domains.checkedAt', { date: when(domain.checkedAt) }) : t('domains.neverChecked')}
          {domain.verifiedAt && ` · ${t('domains.verifiedAt', { date: when(domain.verifiedAt) })}`}
        </Text>
        <Group justify="space-between">
          <Button variant="subtle" color="red" onClick={() => setConfirming(true)} data-testid="domain-delete">
            {t('domains.delete')}
          </Button>
          <Button onClick={runCheck} loading={checking} data-testid="domain-check">
            {t('domains.check')}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('domains.deleteTitle')}
        message={t('domains.deleteMessage', { domain: domain.domain })}
        onConfirm={runDelete}
        confirmLabel={t('domains.delete')}
        isDeletion
      />
    </Card>
  );
}
