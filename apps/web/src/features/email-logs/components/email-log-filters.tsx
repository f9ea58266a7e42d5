import { Group, NativeSelect, TextInput } from '@mantine/core';
import { EMAIL_LOG_STATUSES, type EmailLogStatus } from '@opencall/shared/email-logs';
import { useTranslation } from '../../../lib/use-translation';
import type { EmailLogFilters } from '../hooks/use-email-logs';

type Choices = Omit<EmailLogFilters, 'search'>;

/** The log's state, template and day filters (the search box stands beside them). */
export function EmailLogFilterFields({
  values,
  templates,
  onChange,
}: {
  values: Choices;
  templates: readonly string[];
  onChange: (values: Choices) => void;
}) {
  const { t } = useTranslation('emailLogs');
  const set = <K extends keyof Choices>(key: K, value: Choices[K]) => onChange({ ...values, [key]: value });
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <NativeSelect
        label={t('filters.status')}
        value={values.status}
        onChange={(event) => set('status', event.currentTarget.value as EmailLogStatus | '')}
        data={[
          { value: '', label: t('filters.allStatuses') },
          ...EMAIL_LOG_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        ]}
        w="12rem"
        data-testid="email-filter-status"
      />
      <NativeSelect
        label={t('filters.template')}
        value={values.template}
        onChange={(event) => set('template', event.currentTarget.value)}
        data={[
          { value: '', label: t('filters.allTemplates') },
          ...templates.map((template) => ({ value: template, label: template })),
        ]}
        w="14rem"
        data-testid="email-filter-template"
      />
      {(['from', 'to'] as const).map((key) => (
        <TextInput
          key={key}
          type="date"
          label={t(`filters.${key}`)}
          description={t('filters.utc')}
          value={values[key]}
          onChange={(event) => set(key, event.currentTarget.value)}
          w="11rem"
          data-testid={`email-filter-${key}`}
        />
      ))}
    </Group>
  );
}
