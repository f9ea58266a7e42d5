import { Button, Code, CopyButton, Group, Image, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { showApiError } from '../../../lib/api-error-message';
import { useDomainInfo } from '../../../lib/domain-info-context';
import { useFormFields } from '../../../lib/use-form-fields';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { useEnableMfa } from '../hooks/use-enable-mfa';
import { AuthCard } from './auth-card';
import { AuthenticatorCodeField } from './authenticator-code-field';

interface MfaSetup {
  secret: string;
  qrCodeDataUrl: string;
}

/** Enrolment: scan the QR code (or type the key), then confirm with a first code. */
export function MfaSetupStep({
  setup,
  mfaToken,
  onEnabled,
}: {
  setup: MfaSetup;
  mfaToken: string | undefined;
  onEnabled: (result: { accessToken?: string; recoveryCodes: string[] }) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const { platform } = useDomainInfo();
  const enableMfa = useEnableMfa();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useFormFields(
    { code: '' },
    { code: (value) => (/^\d{6}$/.test(value.replace(/\s+/g, '')) ? null : t('enableMfa.codeFormat')) },
  );
  const groupedSecret = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;

  const handleValid = async ({ code }: { code: string }) => {
    setFormError(null);
    try {
      const result = await enableMfa.mutateAsync({ code: code.replace(/\s+/g, ''), ...(mfaToken && { mfaToken }) });
      await onEnabled(result);
    } catch (error) {
      showApiError(error, t, { invalid_mfa_code: 'code' }, { field: form.setFieldError, form: setFormError });
    }
  };

  return (
    <AuthCard title={t('enableMfa.title')} description={t('enableMfa.description')} testId="enable-mfa-page">
      <List type="ordered" spacing="lg">
        <List.Item>
          <Stack gap="xs">
            <Text>{t('enableMfa.scan')}</Text>
            <Image
              src={setup.qrCodeDataUrl}
              alt={t('enableMfa.qrAlt', { platform: platform.name })}
              w={200}
              h={200}
              fit="contain"
              data-testid="mfa-qr-code"
            />
          </Stack>
        </List.Item>
        <List.Item>
          <Stack gap="xs">
            <Text>{t('enableMfa.manual')}</Text>
            <Group gap="xs" align="center">
              <Code fz="md" data-testid="mfa-secret" data-secret={setup.secret} style={{ wordBreak: 'break-all' }}>
                {groupedSecret}
              </Code>
              <CopyButton value={setup.secret} timeout={2000}>
                {({ copied, copy }) => (
                  <Button size="compact-sm" variant="default" onClick={copy} aria-live="polite">
                    {copied ? t('enableMfa.copied') : t('enableMfa.copyKey')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </List.Item>
        <List.Item>
          <form onSubmit={form.onSubmit(handleValid)} noValidate data-testid="enable-mfa-form">
            <Stack gap="sm">
              <FormError>{formError}</FormError>
              <AuthenticatorCodeField label={t('enableMfa.codeLabel')} {...form.inputProps('code')} />
              <Button type="submit" loading={enableMfa.isPending}>
                {t('enableMfa.submit')}
              </Button>
            </Stack>
          </form>
        </List.Item>
      </List>
    </AuthCard>
  );
}
