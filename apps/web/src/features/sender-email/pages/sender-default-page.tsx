import { Select, Stack, Text, TextInput } from '@mantine/core';
import {
  isReplyToValid,
  SENDER_NAME_MAX_LENGTH,
  type SenderSettings,
  type SendingDomain,
  senderNameProblem,
} from '@opencall/shared/sender-email';
import { useState } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/use-translation';
import { ListStates } from '../../../ui/list-states';
import { SettingsCard, SettingsForm } from '../../../ui/settings-form';
import { showToast } from '../../../ui/toasts';
import { senderFormErrors } from '../field-errors';
import { useSenderSettings, useSendingDomains, useUpdateSenderSettings } from '../hooks/use-sender-email';

const FIELDS = ['senderName', 'replyTo', 'domainId'] as const;
/** The choice that sends from the installation's address (a Select option needs a value). */
const INSTALLATION = 'installation';
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>> & { general?: string | null };

/** `admin/sender-email/default`: the sender name, the reply-to and the domain the platform's e-mails go out from. */
export function SenderDefaultPage() {
  const { t } = useTranslation('senderEmail');
  useDocumentTitle(`${t('tabs.default')} · ${t('title')}`);
  const settings = useSenderSettings();
  const domains = useSendingDomains();
  const both = {
    isPending: settings.isPending || domains.isPending,
    isError: settings.isError || domains.isError,
    error: settings.error ?? domains.error,
    refetch: () => Promise.all([settings.refetch(), domains.refetch()]),
  };
  return (
    <>
      <ListStates
        query={both}
        loadingLabel={t('default.loading')}
        failedTitle={t('default.loadFailed')}
        testId="sender-default"
      />
      {settings.data && domains.data && (
        <SenderForm key={JSON.stringify(settings.data)} settings={settings.data} domains={domains.data} />
      )}
    </>
  );
}

function SenderForm({ settings, domains }: { settings: SenderSettings; domains: SendingDomain[] }) {
  const { t } = useTranslation('senderEmail');
  const update = useUpdateSenderSettings();
  const [values, setValues] = useState({
    senderName: settings.senderName,
    replyTo: settings.replyTo,
    domainId: settings.domainId ?? INSTALLATION,
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const choices = [
    { value: INSTALLATION, label: t('default.installationAddress') },
    ...domains
      .filter((domain) => domain.status === 'verified' || domain.id === settings.domainId)
      .map((domain) => ({ value: domain.id, label: domain.address })),
  ];

  async function submit() {
    const nameProblem = senderNameProblem(values.senderName);
    const next: Errors = {
      senderName: nameProblem ? t(`errors.${nameProblem}`, { max: SENDER_NAME_MAX_LENGTH }) : undefined,
      replyTo: isReplyToValid(values.replyTo) ? undefined : t('errors.invalid_email'),
    };
    setErrors(next);
    if (next.senderName || next.replyTo) return;
    try {
      await update.mutateAsync({ ...values, domainId: values.domainId === INSTALLATION ? null : values.domainId });
      showToast({ type: 'success', message: t('default.saved') });
    } catch (error) {
      const found = senderFormErrors(error, FIELDS, t);
      setErrors({ ...found.fields, general: found.general });
    }
  }

  return (
    <SettingsForm
      label={t('tabs.default')}
      testId="sender-default-form"
      general={errors.general ?? null}
      busy={update.isPending}
      submitLabel={t('default.save')}
      submitTestId="sender-default-save"
      onSubmit={submit}
    >
      <SettingsCard title={t('default.heading')}>
        <Stack>
          <TextInput
            label={t('default.senderName')}
            description={t('default.senderNameHint', { max: SENDER_NAME_MAX_LENGTH })}
            value={values.senderName}
            onChange={(event) => set('senderName', event.currentTarget.value)}
            error={errors.senderName}
            autoComplete="organization"
            data-testid="sender-name"
          />
          <TextInput
            type="email"
            label={t('default.replyTo')}
            description={t('default.replyToHint')}
            value={values.replyTo}
            onChange={(event) => set('replyTo', event.currentTarget.value)}
            error={errors.replyTo}
            autoComplete="email"
            data-testid="sender-reply-to"
          />
          <Select
            label={t('default.domain')}
            description={t('default.domainHint')}
            data={choices}
            value={values.domainId}
            onChange={(value) => set('domainId', value ?? INSTALLATION)}
            allowDeselect={false}
            error={errors.domainId}
            data-testid="sender-domain"
          />
          <Text size="sm" data-testid="sender-from">
            {t('default.preview')} <strong>{settings.from}</strong>
          </Text>
        </Stack>
      </SettingsCard>
    </SettingsForm>
  );
}
