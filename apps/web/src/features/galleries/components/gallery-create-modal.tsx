import { TextInput } from '@mantine/core';
import type { CreateGalleryBody } from '@opencall/shared/galleries';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { ModalForm } from '../../../ui/modal-form';
import { useModalSave } from '../../../ui/modal-save';
import { SLUG_PATTERN, slugify } from '../../programs';

/** A new gallery's name and address (filled from the name until the organizer edits it); give a new `key` per opening. */
export function GalleryCreateModal({
  opened,
  onClose,
  onCreate,
}: {
  opened: boolean;
  onClose: () => void;
  /** Resolves when created; a rejection keeps the modal open with the error shown. */
  onCreate: (body: CreateGalleryBody) => Promise<unknown>;
}) {
  const { t } = useTranslation('galleries');
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; slug?: string; general?: string }>({});
  const { saving, save } = useModalSave(onClose);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const next = {
      name: name.trim() ? undefined : t('form.required'),
      slug: SLUG_PATTERN.test(slug) ? undefined : t('form.slugInvalid'),
    };
    setErrors(next);
    if (next.name || next.slug) return;
    await save(
      () => onCreate({ name: name.trim(), slug }),
      (error) =>
        setErrors(
          error instanceof ApiError && error.code === 'slug_taken'
            ? { slug: t('form.slugTaken') }
            : { general: apiErrorMessage(error, t) },
        ),
    );
  }

  return (
    <ModalForm
      opened={opened}
      onClose={onClose}
      saving={saving}
      title={t('list.createTitle')}
      onSubmit={handleSubmit}
      submitLabel={t('list.createSubmit')}
      submitTestId="gallery-create-submit"
      testId="gallery-create-modal"
    >
      <FormError>{errors.general}</FormError>
      <TextInput
        label={t('form.name')}
        required
        maxLength={120}
        data-autofocus
        value={name}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setName(value);
          if (!slugEdited) setSlug(slugify(value));
        }}
        error={errors.name}
        data-testid="gallery-name"
      />
      <TextInput
        label={t('form.slug')}
        description={t('form.slugHint')}
        required
        maxLength={100}
        value={slug}
        onChange={(event) => {
          setSlugEdited(true);
          setSlug(event.currentTarget.value);
        }}
        error={errors.slug}
        data-testid="gallery-slug"
      />
    </ModalForm>
  );
}
