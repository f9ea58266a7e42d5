import { Modal, Stack, TextInput } from '@mantine/core';
import { FORM_TITLE_MAX_LENGTH } from '@opencall/shared/forms';
import { type FormEvent, useEffect, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { ModalFooter } from '../../../ui/modal-footer';

/** Asks for a form title (creation and duplication), shows the server's refusal under the input. */
export function FormTitleModal({
  opened,
  onClose,
  title,
  submitLabel,
  initialTitle,
  onSubmit,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  initialTitle: string;
  onSubmit: (title: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('forms');
  const [value, setValue] = useState(initialTitle);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (opened) {
      setValue(initialTitle);
      setError(null);
    }
  }, [opened, initialTitle]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!value.trim()) {
      setError(t('validation:required'));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(value.trim());
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={() => !busy && onClose()} title={title} data-testid="form-title-modal">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('list.titleLabel')}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            maxLength={FORM_TITLE_MAX_LENGTH}
            required
            data-autofocus
            data-testid="form-title-input"
          />
          <ModalFooter submitLabel={submitLabel} onCancel={onClose} busy={busy} testId="form-title-submit" />
        </Stack>
      </form>
    </Modal>
  );
}
