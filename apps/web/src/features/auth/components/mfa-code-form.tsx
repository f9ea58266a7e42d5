import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import type { Area } from '@opencall/shared/auth';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useFormFields } from '../../../lib/use-form-fields';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useVerifyMfa } from '../hooks/use-verify-mfa';
import { clearPendingMfa } from '../pending-mfa';

/** The second step of a sign-in: a code from the authenticator app, or one of the recovery codes. */
export function MfaCodeForm({ mfaToken, area, onRestart }: { mfaToken: string; area: Area; onRestart: () => void }) {
  const { t } = useTranslation('auth');
  const verify = useVerifyMfa();
  const completeSignIn = useCompleteSignIn(area);
  const [formError, setFormError] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const form = useFormFields(
    { code: '' },
    { code: (value) => (value.replace(/\s+/g, '').length >= 6 ? null : t('mfa.codeTooShort')) },
  );

  useEffect(() => codeInput.current?.focus(), []);

  const handleValid = async ({ code }: { code: string }) => {
    setFormError(null);
    try {
      const result = await verify.mutateAsync({ mfaToken, code: code.trim() });
      clearPendingMfa();
      await completeSignIn(result);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_mfa_code') {
        form.setFieldError('code', apiErrorMessage(error, t));
        codeInput.current?.focus();
      } else {
        setFormError(apiErrorMessage(error, t));
      }
    }
  };

  return (
    <form onSubmit={form.onSubmit(handleValid)} noValidate data-testid="mfa-code-form">
      <Stack gap="md">
        <Text>{t('mfa.codeIntro')}</Text>
        <FormError>{formError}</FormError>
        <TextInput
          ref={codeInput}
          label={t('mfa.codeLabel')}
          description={t('mfa.codeDescription')}
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={32}
          required
          {...form.inputProps('code')}
        />
        <Button type="submit" loading={verify.isPending}>
          {t('mfa.verify')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onRestart} ta="center">
          {t('mfa.restart')}
        </Anchor>
      </Stack>
    </form>
  );
}
