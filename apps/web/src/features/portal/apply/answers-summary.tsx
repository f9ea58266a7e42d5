import { Card, Stack, Table, Text, Title } from '@mantine/core';
import type { MyApplication, PortalCategory, PortalForm } from '@opencall/shared/applications';
import type { Field } from '@opencall/shared/forms';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FilePreview, type StoredFileRef } from '../../files';
import { DownloadButton } from '../components/download-button';
import { answerText } from './answer-text';

function isStoredFile(value: unknown): value is StoredFileRef {
  return (
    Boolean(value) &&
    typeof (value as { key?: unknown }).key === 'string' &&
    typeof (value as { name?: unknown }).name === 'string'
  );
}

function* answered(fields: readonly Field[]): Generator<Field> {
  for (const field of fields) {
    if (field.type.startsWith('separator')) continue;
    if (field.fields?.length && field.type !== 'simple-questions-group') yield* answered(field.fields);
    else if (field.sections?.length) for (const section of field.sections) yield* answered(section.fields);
    else yield field;
  }
}

/** One answer's row: the question, then the text, or the file with its preview and download. */
function AnswerRow({ field, reference, answer }: { field?: Field; reference: string; answer: unknown }) {
  const { t } = useTranslation('portal');
  return (
    <Table.Tr>
      <Table.Th scope="row" w="40%" fw={500}>
        {field?.title || reference}
      </Table.Th>
      <Table.Td>
        {isStoredFile(answer) && (field?.type ?? 'file') === 'file' ? (
          <Stack gap={4} align="flex-start">
            <FilePreview file={answer} />
            <DownloadButton
              variant="subtle"
              size="compact-sm"
              path={`/api/files/stream/${encodeURIComponent(answer.key)}`}
              filename={answer.name}
              label={answer.name}
              testId="file-answer"
            />
          </Stack>
        ) : (
          answerText(answer, field) || (
            <Text span c="dimmed">
              {t('apply.summary.noAnswer')}
            </Text>
          )
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function AnswerTable({ children }: { children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Every answer of the application, step by step, read-only. With `questions` (a jury's view), only
 * those answers, in that order, whichever step holds them.
 */
export function AnswersSummary({
  application,
  category,
  forms,
  questions,
}: {
  application: Pick<MyApplication, 'answers'>;
  category: Pick<PortalCategory, 'steps'>;
  forms: Map<string, PortalForm>;
  questions?: readonly string[];
}) {
  const formSteps = category.steps.filter((step) => step.type === 'form');
  const formOf = (step: (typeof formSteps)[number]) =>
    step.config.form_id ? forms.get(step.config.form_id) : undefined;
  if (questions) {
    const fields = new Map<string, Field>();
    const answers = new Map<string, unknown>();
    for (const step of formSteps) {
      for (const field of answered(formOf(step)?.fields ?? []))
        if (!fields.has(field.reference)) fields.set(field.reference, field);
      for (const [reference, answer] of Object.entries(application.answers[step.id] ?? {}))
        if (!answers.has(reference)) answers.set(reference, answer);
    }
    // Answers kept under a step the category no longer holds still belong to the view.
    for (const step of Object.values(application.answers))
      for (const [reference, answer] of Object.entries(step ?? {}))
        if (!answers.has(reference)) answers.set(reference, answer);
    return (
      <Card withBorder padding="md" data-testid="answers-summary">
        <AnswerTable>
          {questions.map((reference) => (
            <AnswerRow
              key={reference}
              reference={reference}
              field={fields.get(reference)}
              answer={answers.get(reference)}
            />
          ))}
        </AnswerTable>
      </Card>
    );
  }
  return (
    <Stack gap="md" data-testid="answers-summary">
      {formSteps.map((step) => {
        const form = formOf(step);
        const answers = application.answers[step.id] ?? {};
        return (
          <Card key={step.id} withBorder padding="md" component="section">
            <Title order={3} fz="h5" mb="sm">
              {step.title || form?.title}
            </Title>
            <AnswerTable>
              {[...answered(form?.fields ?? [])].map((field) => (
                <AnswerRow
                  key={field.reference}
                  reference={field.reference}
                  field={field}
                  answer={answers[field.reference]}
                />
              ))}
            </AnswerTable>
          </Card>
        );
      })}
    </Stack>
  );
}
