import { Card, Stack, Table, Text, Title } from '@mantine/core';
import type { MyApplication, PortalCategory, PortalForm } from '@opencall/shared/applications';
import type { Field } from '@opencall/shared/forms';
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

/** Every answer of the application, step by step, read-only. */
export function AnswersSummary({
  application,
  category,
  forms,
}: {
  application: Pick<MyApplication, 'answers'>;
  category: PortalCategory;
  forms: Map<string, PortalForm>;
}) {
  const { t } = useTranslation('portal');
  return (
    <Stack gap="md" data-testid="answers-summary">
      {category.steps
        .filter((step) => step.type === 'form')
        .map((step) => {
          const form = step.config.form_id ? forms.get(step.config.form_id) : undefined;
          const answers = application.answers[step.id] ?? {};
          return (
            <Card key={step.id} withBorder padding="md" component="section">
              <Title order={3} fz="h5" mb="sm">
                {step.title || form?.title}
              </Title>
              <Table.ScrollContainer minWidth={0}>
                <Table>
                  <Table.Tbody>
                    {[...answered(form?.fields ?? [])].map((field) => {
                      const answer = answers[field.reference];
                      return (
                        <Table.Tr key={field.reference}>
                          <Table.Th scope="row" w="40%" fw={500}>
                            {field.title || field.reference}
                          </Table.Th>
                          <Table.Td>
                            {field.type === 'file' && isStoredFile(answer) ? (
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
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
          );
        })}
    </Stack>
  );
}
