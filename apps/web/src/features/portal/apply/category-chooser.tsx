import { Alert, Anchor, Button, Card, Radio, Stack, Text, Title } from '@mantine/core';
import type { MyApplication } from '@opencall/shared/applications';
import type { PortalProgram } from '@opencall/shared/programs';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../ui/toasts';
import { useApplicationMutations } from '../hooks/use-applicant-data';

/** Before the first step: the applicant's applications here, and a category to start a new one in. */
export function CategoryChooser({
  program,
  mine,
  onOpen,
}: {
  program: PortalProgram;
  mine: MyApplication[];
  onOpen: (responseId: string) => void;
}) {
  const { t } = useTranslation('portal');
  const { create } = useApplicationMutations(program.id);
  const [categoryId, setCategoryId] = useState<string | null>(program.categories[0]?.id ?? null);
  // One id per attempt: a retry after a lost answer finds the application the first try created.
  const attempt = useRef<{ categoryId: string; id: string } | null>(null);

  async function start() {
    if (!categoryId) return;
    if (attempt.current?.categoryId !== categoryId) attempt.current = { categoryId, id: crypto.randomUUID() };
    try {
      const result = await create.mutateAsync({ id: attempt.current.id, categoryId });
      onOpen(result.data.id);
    } catch (error) {
      const existing = error instanceof ApiError && error.code === 'application_exists';
      const id = existing ? (error.details as { id?: string } | null)?.id : undefined;
      if (id) {
        showToast({ type: 'warning', message: error instanceof Error ? error.message : '' });
        onOpen(id);
        return;
      }
      showToast({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <Stack gap="lg" data-testid="category-chooser">
      <Title order={1} fz="h2">
        {t('apply.startTitle', { program: program.title })}
      </Title>
      {mine.length > 0 && (
        <Card withBorder padding="md" data-testid="my-applications-here">
          <Title order={2} fz="h4" mb="xs">
            {t('apply.yourApplications')}
          </Title>
          <Stack gap={4}>
            {mine.map((application) => (
              <Anchor
                key={application.id}
                component={Link}
                to={`?responseId=${application.id}`}
                data-testid="continue-application"
              >
                {application.category?.title || program.title} — {t(`status.${application.status}`)}
              </Anchor>
            ))}
          </Stack>
        </Card>
      )}
      {program.categories.length === 0 ? (
        <Alert color="gray">{t('apply.noCategories')}</Alert>
      ) : (
        <Radio.Group
          label={t('apply.chooseCategory')}
          value={categoryId}
          onChange={setCategoryId}
          data-testid="category-choice"
        >
          <Stack gap="xs" mt="xs">
            {program.categories.map((category) => (
              <Radio
                key={category.id}
                value={category.id}
                label={category.title || t('program.untitledCategory')}
                description={t('program.steps', { count: category.steps.length })}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <div>
        <Button
          onClick={() => void start()}
          loading={create.isPending}
          disabled={!categoryId}
          data-testid="application-start"
        >
          {t('apply.start')}
        </Button>
      </div>
      <Text size="sm" c="dimmed">
        {t('apply.autosaveHint')}
      </Text>
    </Stack>
  );
}
