import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { Category, LocalizedText, StepInput } from '@opencall/shared/programs';
import { useRef, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { PageSection } from '../../../ui/page-section';
import { SortableList } from '../../../ui/sortable-list';
import { showToast } from '../../../ui/toasts';
import { CategoryCard } from '../components/sections/category-card';
import { CategoryTitleModal } from '../components/sections/category-title-modal';
import { focusSectionTarget } from '../components/sections/focus-section-target';
import { PublishControl } from '../components/sections/publish-control';
import { SortableRow } from '../components/sections/sortable-row';
import { StepEditorModal } from '../components/sections/step-editor-modal';
import { stepInputOf, useCategories, useCategoryMutations } from '../hooks/use-categories';
import type { PublishProblem } from '../hooks/use-publish-program';
import { useCurrentProgram } from '../program-context';

type Dialog =
  | { kind: 'createCategory' }
  | { kind: 'renameCategory'; category: Category }
  | { kind: 'deleteCategory'; category: Category }
  | { kind: 'step'; categoryId: string; index: number | null }
  | { kind: 'deleteStep'; categoryId: string; index: number };

/** `admin/programs/{programSlug}/sections`: categories and their steps, ordered by dragging; publication. */
export function ProgramSectionsPage() {
  const { t } = useTranslation('programs');
  const program = useCurrentProgram();
  const locale = useCurrentLocale();
  const query = useCategories(program.id, locale);
  const mutations = useCategoryMutations(program.id, locale);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opening, setOpening] = useState(0);
  const categories = query.data ?? [];
  const langs = program.supportedLangs;
  const defaultLang = program.defaultLang;

  // Modals open fresh (new key), so focus goes back by hand to what opened them, when still there.
  const returnTo = useRef<HTMLElement | null>(null);
  const open = (next: Dialog) => {
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpening((count) => count + 1);
    setDialog(next);
  };
  const close = () => {
    setDialog(null);
    const target = returnTo.current;
    window.setTimeout(() => target?.isConnected && target.focus({ preventScroll: true }), 0);
  };
  const fail = (error: unknown): never => {
    showToast({ type: 'error', message: apiErrorMessage(error, t) });
    throw error;
  };
  const done = (message: string) => showToast({ type: 'success', message });
  const categoryOf = (id: string) => categories.find((category) => category.id === id);

  async function saveSteps(category: Category, steps: StepInput[], message: string) {
    await mutations.update.mutateAsync({ categoryId: category.id, body: { steps } }).then(() => done(message), fail);
  }

  function reorderSteps(category: Category, ids: string[]) {
    const byId = new Map(category.steps.map((step) => [step.id, step]));
    const steps = ids.map((id) => byId.get(id)).filter((step) => step !== undefined);
    mutations.update.mutate(
      { categoryId: category.id, body: { steps: steps.map(stepInputOf) } },
      { onError: (error) => showToast({ type: 'error', message: apiErrorMessage(error, t) }) },
    );
  }

  function reorderCategories(ids: string[]) {
    mutations.reorder.mutate(ids, {
      onError: (error) => showToast({ type: 'error', message: apiErrorMessage(error, t) }),
    });
  }

  function fix(problem: PublishProblem) {
    const category = problem.categoryId ? categoryOf(problem.categoryId) : undefined;
    if (!category) {
      focusSectionTarget('add-category-button', () => open({ kind: 'createCategory' }));
      return;
    }
    const index = (problem.stepNumber ?? 0) - 1;
    const step = category.steps[index];
    if (step) {
      focusSectionTarget(`step-${step.id}`, () => open({ kind: 'step', categoryId: category.id, index }));
    } else {
      focusSectionTarget(`category-heading-${category.id}`, () =>
        open({ kind: 'step', categoryId: category.id, index: null }),
      );
    }
  }

  const editedCategory =
    dialog?.kind === 'step' || dialog?.kind === 'deleteStep' ? categoryOf(dialog.categoryId) : undefined;
  const editedStep = dialog?.kind === 'step' && dialog.index !== null ? editedCategory?.steps[dialog.index] : undefined;
  const titlesOf = (dialogState: Dialog | null): LocalizedText =>
    dialogState?.kind === 'renameCategory' ? dialogState.category.titles : {};

  return (
    <PageSection
      title={t('sections.title')}
      description={t('sections.description')}
      testId="program-sections"
      actions={<PublishControl program={program} onFix={fix} />}
    >
      {query.isPending && (
        <Group gap="sm" role="status" data-testid="sections-loading">
          <Loader size="sm" />
          <Text size="sm">{t('sections.loading')}</Text>
        </Group>
      )}

      {query.isError && (
        <Alert color="orange" role="alert" title={t('errors:failed_to_load_categoriess')} data-testid="sections-error">
          <Text size="sm" mb="xs">
            {apiErrorMessage(query.error, t)}
          </Text>
          <Button size="compact-sm" variant="default" onClick={() => query.refetch()} data-testid="sections-retry">
            {t('list.retry')}
          </Button>
        </Alert>
      )}

      {query.isSuccess && categories.length === 0 && (
        <Alert color="gray" data-testid="sections-empty" title={t('sections.empty')}>
          {t('sections.emptyHint')}
        </Alert>
      )}

      {query.isSuccess && categories.length > 0 && (
        <SortableList
          ids={categories.map((category) => category.id)}
          describe={(id) =>
            t('sections.dnd.category', { name: categoryOf(id)?.title || t('sections.category.untitled') })
          }
          onReorder={reorderCategories}
        >
          <Stack gap="md" data-testid="category-list">
            {categories.map((category, index) => (
              <SortableRow
                key={category.id}
                id={category.id}
                handleLabel={t('sections.category.move', { name: category.title || t('sections.category.untitled') })}
                handleTestId={`category-handle-${category.id}`}
              >
                {(handle) => (
                  <CategoryCard
                    category={category}
                    position={index + 1}
                    handle={handle}
                    actions={{
                      onRename: (target) => open({ kind: 'renameCategory', category: target }),
                      onDelete: (target) => open({ kind: 'deleteCategory', category: target }),
                      onAddStep: (target) => open({ kind: 'step', categoryId: target.id, index: null }),
                      onEditStep: (target, stepIndex) =>
                        open({ kind: 'step', categoryId: target.id, index: stepIndex }),
                      onDeleteStep: (target, stepIndex) =>
                        open({ kind: 'deleteStep', categoryId: target.id, index: stepIndex }),
                      onReorderSteps: reorderSteps,
                    }}
                  />
                )}
              </SortableRow>
            ))}
          </Stack>
        </SortableList>
      )}

      {query.isSuccess && (
        <Group>
          <Button id="add-category-button" onClick={() => open({ kind: 'createCategory' })} data-testid="category-add">
            {t('sections.category.add')}
          </Button>
        </Group>
      )}

      <CategoryTitleModal
        key={`category-${opening}`}
        opened={dialog?.kind === 'createCategory' || dialog?.kind === 'renameCategory'}
        mode={dialog?.kind === 'renameCategory' ? 'rename' : 'create'}
        initial={titlesOf(dialog)}
        langs={langs}
        defaultLang={defaultLang}
        onClose={close}
        onSave={(titles) =>
          dialog?.kind === 'renameCategory'
            ? mutations.update
                .mutateAsync({ categoryId: dialog.category.id, body: { titles } })
                .then(() => done(t('sections.category.renamed')), fail)
            : mutations.create.mutateAsync({ titles, steps: [] }).then(() => done(t('sections.category.created')), fail)
        }
      />

      <StepEditorModal
        key={`step-${opening}`}
        opened={dialog?.kind === 'step' && !!editedCategory}
        programId={program.id}
        initial={editedStep ? stepInputOf(editedStep) : null}
        langs={langs}
        defaultLang={defaultLang}
        onClose={close}
        onSave={async (step) => {
          if (dialog?.kind !== 'step' || !editedCategory) return;
          const steps = editedCategory.steps.map(stepInputOf);
          if (dialog.index === null) steps.push(step);
          else steps[dialog.index] = step;
          await saveSteps(
            editedCategory,
            steps,
            t(dialog.index === null ? 'sections.step.added' : 'sections.step.saved'),
          );
        }}
      />

      <ConfirmModal
        opened={dialog?.kind === 'deleteCategory'}
        onClose={close}
        title={t('sections.category.deleteTitle')}
        message={t('sections.category.deleteMessage', {
          name: dialog?.kind === 'deleteCategory' ? dialog.category.title : '',
        })}
        onConfirm={() =>
          dialog?.kind === 'deleteCategory'
            ? mutations.remove.mutateAsync(dialog.category.id).then(() => done(t('sections.category.deleted')), fail)
            : undefined
        }
      />

      <ConfirmModal
        opened={dialog?.kind === 'deleteStep'}
        onClose={close}
        title={t('sections.step.deleteTitle')}
        message={t('sections.step.deleteMessage', { number: dialog?.kind === 'deleteStep' ? dialog.index + 1 : 0 })}
        onConfirm={() =>
          dialog?.kind === 'deleteStep' && editedCategory
            ? saveSteps(
                editedCategory,
                editedCategory.steps.filter((_, index) => index !== dialog.index).map(stepInputOf),
                t('sections.step.deleted'),
              )
            : undefined
        }
      />
    </PageSection>
  );
}
