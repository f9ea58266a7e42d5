import { ActionIcon, Alert, Button, Card, Checkbox, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { SessionQuestion } from '@opencall/shared/evaluations';
import { useEffect, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { LeaveConfirmModal, useLeaveGuard } from '../../../ui/leave-guard';
import { ListStates } from '../../../ui/list-states';
import { PageSection } from '../../../ui/page-section';
import { showToast } from '../../../ui/toasts';
import { useCanManageProgram, useCurrentProgram } from '../../programs';
import { QuestionBadges } from '../components/question-badges';
import { move } from '../criteria-draft';
import { useSessionMutations, useSessionQuestions } from '../hooks/use-sessions';
import { type ViewRow, viewOf, viewRows } from '../jury-view-draft';
import { useCurrentSession } from '../session-context';

/** `examinations/{sessionSlug}/views`: which answers and files the jury reads, in which order. */
export function JuryViewPage() {
  const { t } = useTranslation('evaluations');
  const session = useCurrentSession();
  const query = useSessionQuestions(session.programId, session.id);
  return (
    <PageSection title={t('tabs.views')} description={t('views.intro')} testId="jury-view-page">
      <ListStates
        query={query}
        loadingLabel={t('views.loading')}
        failedTitle={t('views.loadFailed')}
        testId="jury-view"
      />
      {query.data &&
        (query.data.length === 0 ? (
          <Alert color="gray" title={t('views.empty')} data-testid="jury-view-empty">
            {t('views.emptyHint')}
          </Alert>
        ) : (
          <ViewEditor key={session.updatedAt} questions={query.data} />
        ))}
    </PageSection>
  );
}

function ViewEditor({ questions }: { questions: SessionQuestion[] }) {
  const { t } = useTranslation('evaluations');
  const program = useCurrentProgram();
  const session = useCurrentSession();
  const canManage = useCanManageProgram();
  const mutations = useSessionMutations(program.id);
  const saved = viewRows(questions, session.juryView);
  const [rows, setRows] = useState<ViewRow[]>(saved);
  const [error, setError] = useState<string | null>(null);
  const view = viewOf(rows, questions);
  const dirty = JSON.stringify(view) !== JSON.stringify(viewOf(saved, questions));
  const blocker = useLeaveGuard(dirty && !mutations.update.isPending);
  const hidden = new Set(session.anonymization.questions);
  const read = rows.filter((row) => row.shown && !hidden.has(row.reference)).length;

  async function save() {
    setError(null);
    try {
      await mutations.update.mutateAsync({ sessionId: session.id, body: { juryView: view } });
      showToast({ type: 'success', message: t('views.saved') });
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    }
  }

  // After a move, focus stays on the moved question (its other arrow once it reaches an end), and
  // its new place is said aloud.
  const [moved, setMoved] = useState<{ reference: string; dir: 'up' | 'down'; said: string } | null>(null);
  useEffect(() => {
    if (!moved) return;
    const button = (dir: string) =>
      document.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(`${moved.reference}:${dir}`)}"]`);
    const same = button(moved.dir);
    (same && !same.disabled ? same : button(moved.dir === 'up' ? 'down' : 'up'))?.focus();
  }, [moved]);
  const shift = (index: number, by: -1 | 1) => {
    const row = rows[index];
    if (!row) return;
    const next = move(rows, index, by);
    setRows(next);
    const position = next.findIndex((candidate) => candidate.reference === row.reference) + 1;
    setMoved({
      reference: row.reference,
      dir: by < 0 ? 'up' : 'down',
      said: t('views.movedTo', { name: row.label, position: String(position), total: String(next.length) }),
    });
  };

  const toggle = (index: number, shown: boolean) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, shown } : row)));

  return (
    <Stack gap="md" maw="52rem">
      <FormError>{error}</FormError>
      <VisuallyHidden role="status" data-testid="jury-view-moved">
        {moved?.said}
      </VisuallyHidden>
      <Text size="sm" data-testid="jury-view-summary" aria-live="polite">
        {view.questions === null ? t('views.everyAnswer') : t('views.chosen', { count: read })}
      </Text>
      <Card withBorder padding={0}>
        <Stack gap={0} component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('views.listLabel')}>
          {rows.map((row, index) => (
            <Group
              key={row.reference}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              px="md"
              py="xs"
              style={{ borderTop: index ? '1px solid var(--mantine-color-gray-3)' : undefined }}
              data-testid="jury-view-row"
            >
              <Checkbox
                checked={row.shown}
                disabled={!canManage}
                onChange={(event) => toggle(index, event.currentTarget.checked)}
                label={row.label}
                description={<QuestionBadges type={row.type} hidden={hidden.has(row.reference)} />}
                style={{ minWidth: 0 }}
              />
              {canManage && (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    onClick={() => shift(index, -1)}
                    data-move={`${row.reference}:up`}
                    disabled={index === 0}
                    aria-label={t('views.moveUp', { name: row.label })}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    onClick={() => shift(index, 1)}
                    data-move={`${row.reference}:down`}
                    disabled={index === rows.length - 1}
                    aria-label={t('views.moveDown', { name: row.label })}
                  >
                    ↓
                  </ActionIcon>
                </Group>
              )}
            </Group>
          ))}
        </Stack>
      </Card>
      {canManage && (
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => setRows(questions.map((question) => ({ ...question, shown: true })))}
            data-testid="jury-view-reset"
          >
            {t('views.reset')}
          </Button>
          <Button onClick={save} loading={mutations.update.isPending} disabled={!dirty} data-testid="jury-view-save">
            {t('views.save')}
          </Button>
        </Group>
      )}
      <LeaveConfirmModal blocker={blocker} message={t('form.unsaved')} />
    </Stack>
  );
}
