import { Code, Table, Text, UnstyledButton } from '@mantine/core';
import type { EmailLog } from '@opencall/shared/email-logs';
import { formatDateTime } from '@opencall/shared/i18n';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { DataTable } from '../../../ui/data-table';
import { EmailStatusBadge } from './email-status-badge';

/** The log's rows; the subject opens the e-mail (a button, so the keyboard reaches it). */
export function EmailLogTable({ emails, onOpen }: { emails: EmailLog[]; onOpen: (email: EmailLog) => void }) {
  const { t } = useTranslation('emailLogs');
  const locale = useCurrentLocale();
  return (
    <DataTable
      caption={t('caption')}
      columns={[
        t('columns.subject'),
        t('columns.to'),
        t('columns.status'),
        t('columns.template'),
        t('columns.createdAt'),
        t('columns.attempts'),
      ]}
      striped
      highlightOnHover
      testId="email-log-table"
    >
      {emails.map((email) => (
        <Table.Tr key={email.id} data-testid="email-log-row" data-email-id={email.id}>
          <Table.Td>
            <UnstyledButton
              onClick={() => onOpen(email)}
              aria-label={t('open', { subject: email.subject, to: email.to })}
              data-testid="email-open"
              fw={600}
              fz="sm"
              c="var(--mantine-primary-color-filled)"
              style={{ textDecoration: 'underline', textAlign: 'start' }}
            >
              {email.subject}
            </UnstyledButton>
          </Table.Td>
          <Table.Td>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {email.to}
            </Text>
          </Table.Td>
          <Table.Td>
            <EmailStatusBadge status={email.status} />
          </Table.Td>
          <Table.Td>
            <Code>{email.template}</Code>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(new Date(email.createdAt), locale)}</Table.Td>
          <Table.Td>{email.attempts}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
