import { Alert, Button, Center, Code, Drawer, Group, Loader, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import type { EmailLog } from '@opencall/shared/email-logs';
import { formatDateTime } from '@opencall/shared/i18n';
import type { ReactNode } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { LoadFailed } from '../../../ui/load-failed';
import { useEmailLog } from '../hooks/use-email-logs';
import { EmailStatusBadge } from './email-status-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * One e-mail of the log: its delivery facts at once (from the row), then what it said. The HTML shows in
 * a frame sandboxed without any permission: no script runs, no form is sent, it reaches nothing of ours.
 */
export function EmailLogDrawer({
  email,
  onClose,
  onResend,
}: {
  email: EmailLog | null;
  onClose: () => void;
  onResend: (email: EmailLog) => void;
}) {
  const { t } = useTranslation(['emailLogs', 'common']);
  const locale = useCurrentLocale();
  const detail = useEmailLog(email?.id ?? null);
  const date = (iso: string | null) => (iso ? formatDateTime(new Date(iso), locale) : t('detail.notSent'));
  return (
    <Drawer
      opened={email !== null}
      onClose={onClose}
      position="right"
      size="min(100%, 48rem)"
      title={email?.subject}
      data-testid="email-log-drawer"
    >
      {email && (
        <Stack gap="md" data-testid="email-log-detail">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" m={0}>
            <Fact label={t('detail.to')}>{email.to}</Fact>
            <Fact label={t('detail.status')}>
              <EmailStatusBadge status={email.status} />
            </Fact>
            <Fact label={t('detail.template')}>
              <Code>{email.template}</Code>
            </Fact>
            <Fact label={t('detail.locale')}>{email.locale}</Fact>
            <Fact label={t('detail.createdAt')}>{date(email.createdAt)}</Fact>
            <Fact label={t('detail.sentAt')}>{date(email.sentAt)}</Fact>
            <Fact label={t('detail.attempts')}>{email.attempts}</Fact>
          </SimpleGrid>
          {email.error && (
            <Alert color="orange" title={t('detail.error')} data-testid="email-error">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {email.error}
              </Text>
            </Alert>
          )}
          <Group>
            <Button onClick={() => onResend(email)} data-testid="email-resend">
              {t('detail.resend')}
            </Button>
          </Group>
          {detail.isPending ? (
            <Center py="lg" role="status">
              <Loader aria-label={t('detail.loading')} />
            </Center>
          ) : detail.isError ? (
            <LoadFailed
              title={t('detail.loadFailed')}
              message={apiErrorMessage(detail.error, t)}
              retryLabel={t('actions.retry')}
              onRetry={() => void detail.refetch()}
            />
          ) : (
            <Tabs defaultValue="preview" keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="preview">{t('detail.preview')}</Tabs.Tab>
                <Tabs.Tab value="text">{t('detail.text')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="preview" pt="sm">
                <iframe
                  sandbox=""
                  srcDoc={detail.data.html}
                  title={t('detail.previewTitle', { subject: email.subject })}
                  data-testid="email-preview"
                  style={{
                    width: '100%',
                    height: '32rem',
                    border: '1px solid var(--mantine-color-default-border)',
                    borderRadius: 'var(--mantine-radius-sm)',
                    background: '#fff',
                  }}
                />
              </Tabs.Panel>
              <Tabs.Panel value="text" pt="sm">
                <Code block data-testid="email-text" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {detail.data.text}
                </Code>
              </Tabs.Panel>
            </Tabs>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
