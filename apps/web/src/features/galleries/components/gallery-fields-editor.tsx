import { Checkbox, MultiSelect, Select, Stack } from '@mantine/core';
import type { SessionQuestion } from '@opencall/shared/evaluations';
import type { ShowcaseFields } from '@opencall/shared/showcase';
import { MAX_SHOWCASE_QUESTIONS } from '@opencall/shared/showcase';
import { useTranslation } from '../../../lib/use-translation';

/** What the public reads of each entry: the name or not, the title and picture questions, the answers shown in order. */
export function GalleryFieldsEditor({
  questions,
  value,
  onChange,
  disabled,
}: {
  questions: SessionQuestion[];
  value: ShowcaseFields;
  onChange: (next: ShowcaseFields) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('galleries');
  const options = questions.map((question) => ({ value: question.reference, label: question.label }));
  const files = questions
    .filter((question) => question.type === 'file')
    .map((question) => ({ value: question.reference, label: question.label }));
  return (
    <Stack>
      <Checkbox
        label={t('fields.showName')}
        description={t('fields.showNameHint')}
        checked={value.showName}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, showName: event.currentTarget.checked })}
        data-testid="gallery-show-name"
      />
      <Select
        label={t('fields.titleQuestion')}
        description={t('fields.titleQuestionHint')}
        placeholder={t('fields.none')}
        data={options}
        value={value.titleQuestion}
        onChange={(next) => onChange({ ...value, titleQuestion: next })}
        clearable
        searchable
        disabled={disabled}
        data-testid="gallery-title-question"
      />
      <Select
        label={t('fields.imageQuestion')}
        description={t('fields.imageQuestionHint')}
        placeholder={files.length ? t('fields.none') : t('fields.noFileQuestion')}
        data={files}
        value={value.imageQuestion}
        onChange={(next) => onChange({ ...value, imageQuestion: next })}
        clearable
        disabled={disabled || files.length === 0}
        data-testid="gallery-image-question"
      />
      <MultiSelect
        label={t('fields.questions')}
        description={t('fields.questionsHint', { max: MAX_SHOWCASE_QUESTIONS })}
        data={options}
        value={value.questions}
        onChange={(next) => onChange({ ...value, questions: next })}
        maxValues={MAX_SHOWCASE_QUESTIONS}
        searchable
        clearable
        disabled={disabled}
        data-testid="gallery-questions"
      />
    </Stack>
  );
}
