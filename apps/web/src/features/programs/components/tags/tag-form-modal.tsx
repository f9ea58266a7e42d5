import { ColorInput, TextInput } from '@mantine/core';
import type { Tag } from '@opencall/shared/programs';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../../lib/api-error';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import { ModalForm } from '../../../../ui/modal-form';
import { useModalSave } from '../../../../ui/modal-save';

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
const DEFAULT_COLOUR = '#2c77ff';
const SWATCHES = ['#2c77ff', '#12b886', '#fab005', '#fa5252', '#7950f2', '#e64980', '#15aabf', '#868e96'];

/** Whether a refused save is about the name already being used in the program. */
function isNameTaken(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.code !== 'validation_failed') return false;
  const details = Array.isArray(error.details) ? error.details : [error.details];
  return details.some((d) => (d as { field?: unknown; reason?: unknown })?.field === 'name' && d?.reason === 'taken');
}

/** Creates a tag or edits one (name and #RRGGBB colour); give a new `key` per opening. */
export function TagFormModal({
  opened,
  tag,
  onClose,
  onSave,
}: {
  opened: boolean;
  tag: Tag | null;
  onClose: () => void;
  /** Resolves when saved; a rejection keeps the modal open with the error shown. */
  onSave: (values: { name: string; color: string }) => Promise<unknown>;
}) {
  const { t } = useTranslation('programs');
  const [name, setName] = useState(tag?.name ?? '');
  const [color, setColor] = useState(tag?.color ?? DEFAULT_COLOUR);
  const [errors, setErrors] = useState<{ name?: string; color?: string; general?: string }>({});
  const { saving, save } = useModalSave(onClose);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const next = {
      name: name.trim() ? undefined : t('errors.required'),
      color: HEX_COLOUR.test(color) ? undefined : t('tags.colorInvalid'),
    };
    setErrors(next);
    if (next.name || next.color) return;
    await save(
      () => onSave({ name: name.trim(), color: color.toLowerCase() }),
      (error) => setErrors(isNameTaken(error) ? { name: t('tags.nameTaken') } : { general: apiErrorMessage(error, t) }),
    );
  }

  return (
    <ModalForm
      opened={opened}
      onClose={onClose}
      saving={saving}
      title={tag ? t('tags.editTitle', { name: tag.name }) : t('tags.createTitle')}
      onSubmit={handleSubmit}
      submitLabel={t('actions.save')}
      submitTestId="tag-save"
      testId="tag-form-modal"
    >
      <TextInput
        label={t('tags.name')}
        required
        maxLength={60}
        data-autofocus
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
        data-testid="tag-name"
      />
      <ColorInput
        label={t('tags.color')}
        description={t('tags.colorHint')}
        required
        format="hex"
        swatches={SWATCHES}
        value={color}
        onChange={setColor}
        error={errors.color ?? errors.general}
        data-testid="tag-color"
      />
    </ModalForm>
  );
}
