import { Alert, Button, Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { sanitizeRichText } from '@opencall/shared/forms';
import { STEP_TYPES, type StepInput, type StepType } from '@opencall/shared/programs';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { ModalForm } from '../../../../ui/modal-form';
import { useModalSave } from '../../../../ui/modal-save';
import { RichTextField } from '../../../../ui/rich-text/rich-text-field';
import { useFormTitle, useProgramForms } from '../../hooks/use-program-forms';
import { cleanTitles, LocalizedTitleTabs, type TitlesModalProps, useTitlesInput } from './localized-title-tabs';

const NO_FORM = '__none__';

/** Adds or edits a step: its type, titles and config (a form to fill, or a text to read). Give a new `key` per opening. */
export function StepEditorModal({
  programId,
  initial,
  langs,
  defaultLang,
  opened,
  onClose,
  onSave,
}: TitlesModalProps<StepInput> & {
  programId: string;
  /** The step edited, or null to add one. */
  initial: StepInput | null;
}) {
  const { t } = useTranslation('programs');
  const [type, setType] = useState<StepType>(initial?.type ?? 'form');
  const { titles, setError: setTitleError, tabsProps } = useTitlesInput(initial?.titles ?? {});
  const [formId, setFormId] = useState(initial?.config.form_id ?? NO_FORM);
  const [content, setContent] = useState(initial?.config.content ?? '');
  const { saving, save } = useModalSave(onClose);
  const [formSearch, setFormSearch] = useState('');
  const [search] = useDebouncedValue(formSearch.trim(), 250);
  const forms = useProgramForms(programId, opened && type === 'form', search);
  const listed = forms.data?.data ?? [];
  const chosenMissing = formId !== NO_FORM && !listed.some((form) => form.id === formId);
  const chosenTitle = useFormTitle(programId, opened && chosenMissing ? formId : null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const clean = cleanTitles(titles);
    if (type === 'validation' && !clean[defaultLang]) {
      setTitleError(t('errors.required'));
      return;
    }
    const config =
      type === 'form'
        ? formId !== NO_FORM
          ? { form_id: formId }
          : {}
        : type === 'textarea'
          ? { content: sanitizeRichText(content) }
          : {};
    // A failure is reported by the caller; the modal stays for another try.
    await save(() => onSave({ id: initial?.id, type, titles: clean, config }));
  }

  const formOptions = [
    { value: NO_FORM, label: t('sections.step.noForm') },
    ...(chosenMissing ? [{ value: formId, label: chosenTitle.data ?? '…' }] : []),
    ...listed.map((form) => ({ value: form.id, label: form.title })),
  ];
  const totalForms = forms.data?.pagination.total ?? 0;

  return (
    <ModalForm
      opened={opened}
      onClose={onClose}
      saving={saving}
      title={initial ? t('sections.step.editTitle') : t('sections.step.addTitle')}
      onSubmit={handleSubmit}
      submitLabel={t('actions.save')}
      submitTestId="step-save"
      testId="step-editor-modal"
      modalProps={{ size: 'lg', returnFocus: false }}
    >
      <Select
        label={t('sections.step.type')}
        data={STEP_TYPES.map((value) => ({ value, label: t(`sections.step.types.${value}`) }))}
        value={type}
        onChange={(value) => value && setType(value as StepType)}
        allowDeselect={false}
        data-testid="step-type"
      />
      <LocalizedTitleTabs
        langs={langs}
        defaultLang={defaultLang}
        {...tabsProps}
        label={t('sections.step.titleLabel')}
        testId="step-title"
        required={type === 'validation'}
      />
      {type === 'form' &&
        (forms.isError ? (
          <Alert color="orange" role="alert">
            {t('sections.step.formsFailed')}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => forms.refetch()}>
              {t('list.retry')}
            </Button>
          </Alert>
        ) : (
          <Select
            label={t('sections.step.form')}
            description={
              forms.data && totalForms === 0
                ? t('sections.step.noFormsYet')
                : totalForms > listed.length
                  ? t('sections.step.formsSearchHint', { total: String(totalForms) })
                  : undefined
            }
            data={formOptions}
            value={formId}
            onChange={(value) => setFormId(value ?? NO_FORM)}
            allowDeselect={false}
            searchable
            // The server filters by title: every form can be found, not only the first page.
            filter={({ options }) => options}
            onSearchChange={(value) => {
              const selected = formOptions.find((option) => option.value === formId)?.label;
              setFormSearch(value === selected ? '' : value);
            }}
            nothingFoundMessage={t('sections.step.noFormMatches')}
            disabled={forms.isPending}
            rightSection={
              forms.isPending ? <Loader size="xs" role="progressbar" aria-label={t('sections.loading')} /> : undefined
            }
            data-testid="step-form"
          />
        ))}
      {type === 'textarea' && (
        <RichTextField
          label={t('sections.step.content')}
          description={t('sections.step.contentHint')}
          value={content}
          onChange={setContent}
          testId="step-content"
        />
      )}
    </ModalForm>
  );
}
