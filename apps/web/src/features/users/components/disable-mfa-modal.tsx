import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showApiError } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { loginPath } from '../../../lib/session/session-paths';
import { clearSession } from '../../../lib/session/session-store';
import { useFormFields } from '../../../lib/use-form-fields';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { ModalFooter } from '../../../ui/modal-footer';
import { showToast } from '../../../ui/toasts';
import { AuthenticatorCodeField, useDisableMfa } from '../../auth';

function DisableMfaForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('users');
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  const disableMfa = useDisableMfa();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useFormFields(
    { code: '' },
    { code: (value) => (/^\d{6,8}$/.test(value.replace(/\s+/g, '')) ? null : t('auth:enableMfa.codeFormat')) },
  );

  const handleValid = async ({ code }: { code: string }) => {
    setFormError(null);
    try {
      await disableMfa.mutateAsync(code.replace(/\s+/g, ''));
      // The server ended every session, this one included: sign in again, then come back here.
      const target = loginPath(locale, 'admin', window.location.pathname);
      clearSession(target);
      showToast({ type: 'success', message: t('security.disabled') });
      await navigate(target, { replace: true });
    } catch (error) {
      showApiError(error, t, { invalid_mfa_code: 'code' }, { field: form.setFieldError, form: setFormError });
    }
  };

  return (
    <form onSubmit={form.onSubmit(handleValid)} noValidate data-testid="disable-mfa-form">
      <Stack gap="md">
        <Text size="sm">{t('security.disableIntro')}</Text>
        <FormError>{formError}</FormError>
        <AuthenticatorCodeField label={t('security.disableCodeLabel')} data-autofocus {...form.inputProps('code')} />
        <ModalFooter
          submitLabel={t('security.disableConfirm')}
          onCancel={onCancel}
          busy={disableMfa.isPending}
          color="red"
        />
      </Stack>
    </form>
  );
}

/** Turning two-step verification off needs a current code. */
export function DisableMfaModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('users');
  return (
    <Modal opened={opened} onClose={onClose} title={t('security.disableTitle')} size="31.25rem" centered>
      <DisableMfaForm onCancel={onClose} />
    </Modal>
  );
}
