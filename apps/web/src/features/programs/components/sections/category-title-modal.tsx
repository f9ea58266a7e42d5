import { Modal, Stack } from '@mantine/core';
import type { Locale } from '@opencall/shared/common';
import type { LocalizedText } from '@opencall/shared/programs';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalFooter } from '../../../../ui/modal-footer';
import { useModalSave } from '../../../../ui/modal-save';
import { cleanTitles, LocalizedTitleTabs } from './localized-title-tabs';

/** Names a new category or renames one: a title per supported language (give a new `key` per opening). */
export function CategoryTitleModal({
  opened,
  mode,
  initial,
  langs,
  defaultLang,
  onClose,
  onSave,
}: {
  opened: boolean;
  mode: 'create' | 'rename';
  initial: LocalizedText;
  langs: readonly Locale[];
  defaultLang: Locale;
  onClose: () => void;
  /** Resolves when saved; a rejection keeps the modal open (the caller shows the error). */
  onSave: (titles: LocalizedText) => Promise<unknown>;
}) {
  const { t } = useTranslation('programs');
  const [titles, setTitles] = useState<LocalizedText>(initial);
  const [error, setError] = useState<string>();
  const { saving, save, close } = useModalSave(onClose);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const clean = cleanTitles(titles);
    if (!clean[defaultLang]) {
      setError(t('errors.required'));
      return;
    }
    // A failure is reported by the caller; the modal stays for another try.
    await save(() => onSave(clean));
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={mode === 'create' ? t('sections.category.createTitle') : t('sections.category.renameTitle')}
      returnFocus={false}
      data-testid="category-title-modal"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <LocalizedTitleTabs
            langs={langs}
            defaultLang={defaultLang}
            value={titles}
            onChange={(next) => {
              setTitles(next);
              setError(undefined);
            }}
            label={t('sections.category.titleLabel')}
            error={error}
            testId="category-title"
          />
          <ModalFooter submitLabel={t('actions.save')} onCancel={onClose} busy={saving} testId="category-title-save" />
        </Stack>
      </form>
    </Modal>
  );
}
