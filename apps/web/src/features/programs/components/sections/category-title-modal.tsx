import type { LocalizedText } from '@opencall/shared/programs';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { ModalForm } from '../../../../ui/modal-form';
import { useModalSave } from '../../../../ui/modal-save';
import { cleanTitles, LocalizedTitleTabs, type TitlesModalProps, useTitlesInput } from './localized-title-tabs';

/** Names a new category or renames one: a title per supported language (give a new `key` per opening). */
export function CategoryTitleModal({
  mode,
  initial,
  opened,
  langs,
  defaultLang,
  onClose,
  onSave,
}: TitlesModalProps<LocalizedText> & { mode: 'create' | 'rename'; initial: LocalizedText }) {
  const { t } = useTranslation('programs');
  const { titles, setError, tabsProps } = useTitlesInput(initial);
  const { saving, save } = useModalSave(onClose);

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
    <ModalForm
      opened={opened}
      onClose={onClose}
      saving={saving}
      title={mode === 'create' ? t('sections.category.createTitle') : t('sections.category.renameTitle')}
      onSubmit={handleSubmit}
      submitLabel={t('actions.save')}
      submitTestId="category-title-save"
      testId="category-title-modal"
      modalProps={{ returnFocus: false }}
    >
      <LocalizedTitleTabs
        langs={langs}
        defaultLang={defaultLang}
        {...tabsProps}
        label={t('sections.category.titleLabel')}
        testId="category-title"
      />
    </ModalForm>
  );
}
