import { Modal, TextInput } from '@mantine/core';
import { isAcceptableEmail } from '@opencall/shared/auth';
import type { InviteJurorBody } from '@opencall/shared/evaluations';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { apiErrorMessage, fieldErrorOf } from '../../../lib/api-error-message';
import { useFormFields } from '../../../lib/use-form-fields';
import { useTranslation } from '../../../lib/use-translation';
import { InviteForm } from '../../../ui/invitee-fields';
import { ModalFooter } from '../../../ui/modal-footer';

type Fields = { email: string; firstname: string; lastname: string; panel: string };

function InviteJurorForm({
  onDone,
  onInvite,
}: {
  onDone: () => void;
  onInvite: (body: InviteJurorBody) => Promise<unknown>;
}) {
  const { t } = useTranslation('evaluations');
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useFormFields<Fields>(
    { email: '', firstname: '', lastname: '', panel: '' },
    {
      email: (value) => {
        if (!value.trim()) return t('form.required');
        return isAcceptableEmail(value, []) ? null : t('errors:email_not_accepted');
      },
    },
  );

  const handleValid = async (values: Fields) => {
    setFormError(null);
    setSaving(true);
    try {
      await onInvite({
        email: values.email.trim(),
        panel: values.panel.trim(),
        ...(values.firstname.trim() && { firstname: values.firstname.trim() }),
        ...(values.lastname.trim() && { lastname: values.lastname.trim() }),
      });
      onDone();
    } catch (error) {
      const fieldError = fieldErrorOf(error, t);
      if (error instanceof ApiError && error.code === 'juror_exists')
        form.setFieldError('email', apiErrorMessage(error, t));
      else if (fieldError?.field === 'email') form.setFieldError('email', fieldError.message);
      else setFormError(apiErrorMessage(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <InviteForm
      onSubmit={form.onSubmit(handleValid)}
      formError={formError}
      labels={{
        email: t('juries.email'),
        firstnameOptional: t('juries.firstnameOptional'),
        lastnameOptional: t('juries.lastnameOptional'),
      }}
      inputProps={form.inputProps}
      testId="invite-juror-form"
    >
      <TextInput
        label={t('juries.panel')}
        description={t('juries.panelHint')}
        maxLength={80}
        {...form.inputProps('panel')}
        data-testid="juror-panel"
      />
      <ModalFooter submitLabel={t('juries.send')} onCancel={onDone} busy={saving} testId="invite-juror-submit" />
    </InviteForm>
  );
}

/** Invites a person to the session's jury by e-mail; someone new chooses a password from the e-mailed link. */
export function InviteJurorModal({
  opened,
  onClose,
  onInvite,
}: {
  opened: boolean;
  onClose: () => void;
  onInvite: (body: InviteJurorBody) => Promise<unknown>;
}) {
  const { t } = useTranslation('evaluations');
  return (
    <Modal opened={opened} onClose={onClose} title={t('juries.inviteTitle')} size="31.25rem" centered>
      <InviteJurorForm onDone={onClose} onInvite={onInvite} />
    </Modal>
  );
}
