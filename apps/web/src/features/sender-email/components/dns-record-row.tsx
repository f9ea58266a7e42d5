import { Badge, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import type { SendingDomain } from '@opencall/shared/sender-email';
import { useTranslation } from '../../../lib/use-translation';

type DnsRecord = SendingDomain['records'][number];

function CopyValue({ value, label, testId }: { value: string; label: string; testId: string }) {
  const { t } = useTranslation('senderEmail');
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Code block style={{ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} data-testid={testId}>
        {value}
      </Code>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Button size="compact-sm" variant="default" onClick={copy} aria-label={`${t('records.copy')} – ${label}`}>
            <span aria-live="polite">{copied ? t('records.copied') : t('records.copy')}</span>
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** One TXT record to publish: where, what, and whether the last check found it. */
export function DnsRecordRow({ record, domain }: { record: DnsRecord; domain: SendingDomain }) {
  const { t } = useTranslation('senderEmail');
  const found = domain.checks[record.kind];
  const kind = t(`records.kinds.${record.kind}`);
  return (
    <Stack gap={6} data-testid={`dns-record-${record.kind}`}>
      <Group gap="xs" justify="space-between">
        <Text fw={600}>
          {kind}{' '}
          <Text span size="sm" c="dimmed">
            ({record.type})
          </Text>
        </Text>
        {domain.checkedAt && (
          <Badge
            variant="light"
            color={found ? 'teal' : record.kind === 'dmarc' ? 'yellow' : 'red'}
            data-testid={`dns-check-${record.kind}`}
            data-found={found}
          >
            {found ? t('records.found') : record.kind === 'dmarc' ? t('records.optionalMissing') : t('records.missing')}
          </Badge>
        )}
      </Group>
      <Text size="sm">{t('records.name')}</Text>
      <CopyValue value={record.name} label={`${kind} ${t('records.name')}`} testId={`dns-name-${record.kind}`} />
      <Text size="sm">{t('records.value')}</Text>
      <CopyValue value={record.value} label={`${kind} ${t('records.value')}`} testId={`dns-value-${record.kind}`} />
    </Stack>
  );
}
