import { Checkbox, Group, MultiSelect, Select } from '@mantine/core';
import type { ShowcaseFields } from '@opencall/shared/showcase';
import { useTranslation } from '../../../lib/use-translation';

/** What the public reads of each entry: the name or not, the title, the picture, the answers in order. */
export function VoteFieldsPicker({
  fields,
  questions,
  onChange,
}: {
  fields: ShowcaseFields;
  questions: { reference: string; label: string; type: string }[];
  onChange: (fields: ShowcaseFields) => void;
}) {
  const { t } = useTranslation('votes');
  const options = questions.map((question) => ({
    value: question.reference,
    label: question.label || question.reference,
  }));
  const files = questions
    .filter((question) => question.type === 'file' || question.type === 'files' || question.type.includes('upload'))
    .map((question) => ({ value: question.reference, label: question.label || question.reference }));
  return (
    <>
      <Checkbox
        label={t('config.showName')}
        checked={fields.showName}
        onChange={(event) => onChange({ ...fields, showName: event.currentTarget.checked })}
      />
      <Group align="flex-start" wrap="wrap">
        <Select
          label={t('config.titleQuestion')}
          data={options}
          value={fields.titleQuestion}
          clearable
          searchable
          onChange={(value) => onChange({ ...fields, titleQuestion: value })}
        />
        <Select
          label={t('config.imageQuestion')}
          data={files.length ? files : options}
          value={fields.imageQuestion}
          clearable
          searchable
          onChange={(value) => onChange({ ...fields, imageQuestion: value })}
        />
      </Group>
      <MultiSelect
        label={t('config.questions')}
        description={t('config.questionsHint')}
        data={options}
        value={fields.questions}
        searchable
        onChange={(value) => onChange({ ...fields, questions: value })}
        data-testid="vote-questions"
      />
    </>
  );
}
