import { Alert, Button, Grid, Group, Paper, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { type FieldType, FORM_TITLE_MAX_LENGTH, type Form } from '@opencall/shared/forms';
import type { Program } from '@opencall/shared/programs';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { LeaveConfirmModal, useLeaveGuard } from '../../../ui/leave-guard';
import { countDraft, findDraft, ROOT, toFields } from '../draft-fields';
import { useFormDraft } from '../hooks/use-form-draft';
import { useSaveForm } from '../hooks/use-save-form';
import { FormPreview } from '../preview/form-preview';
import { PropertiesPanel } from '../properties/properties-panel';
import { collectProblems } from '../save-problems';
import { TranslationsTab } from '../translations/translations-tab';
import { BuilderDnd } from './builder-dnd';
import { type CanvasContext, FieldList } from './canvas';
import { CHILDREN_TYPES } from './field-labels';
import { Palette } from './palette';

/** The builder: build (palette, canvas, properties), preview and translations tabs, one Save for all. */
export function FormEditor({
  form,
  program,
  reload,
}: {
  form: Form;
  program: Program;
  reload: () => Promise<{ data?: Form }>;
}) {
  const { t } = useTranslation('forms');
  const { draft, dirty, selected, actions } = useFormDraft(form);
  const save = useSaveForm(program.id, form.id, actions);
  const blocker = useLeaveGuard(dirty);
  const [tab, setTab] = useState<string | null>('build');
  const problems = useMemo(() => collectProblems(draft.fields, save.error, t), [draft.fields, save.error, t]);
  const problemsKey = JSON.stringify([...problems.byKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the map only changes when its content does
  const stableProblems = useMemo(() => problems.byKey, [problemsKey]);
  const context: CanvasContext = useMemo(
    () => ({ selected, actions, problems: stableProblems }),
    [selected, actions, stableProblems],
  );
  const selectedField = selected ? findDraft(draft.fields, selected) : undefined;
  const fields = useMemo(() => toFields(draft.fields), [draft.fields]);
  const languages = program.supportedLangs.filter((lang) => lang !== program.defaultLang);

  function addByClick(type: FieldType) {
    const target =
      selectedField && CHILDREN_TYPES.includes(selectedField.type)
        ? selectedField.key
        : selectedField?.type === 'accordion'
          ? `${selectedField.key}#${(selectedField.sections?.length ?? 1) - 1}`
          : ROOT;
    actions.add(type, target);
  }

  async function handleReload() {
    const fresh = await reload();
    if (fresh.data) actions.reset(fresh.data);
    save.reset();
  }

  return (
    <Stack gap="sm" data-testid="form-builder">
      <Group align="flex-end" justify="space-between">
        <TextInput
          label={t('builder.formTitle')}
          value={draft.title}
          onChange={(e) => actions.setTitle(e.currentTarget.value)}
          maxLength={FORM_TITLE_MAX_LENGTH}
          error={!draft.title.trim() ? t('validation:required') : undefined}
          style={{ flex: 1 }}
          data-testid="builder-title"
        />
        <Text size="sm" c="dimmed" role="status" data-testid="save-state">
          {dirty ? t('builder.unsaved') : t('builder.saved')} ·{' '}
          {t('builder.fieldCount', { count: countDraft(draft.fields) })}
        </Text>
        <Button
          onClick={() => save.mutate(draft)}
          loading={save.isPending}
          disabled={!draft.title.trim()}
          data-testid="save-form"
        >
          {t('builder.save')}
        </Button>
      </Group>
      {save.conflict !== null && (
        <Alert color="orange" role="alert" title={t('builder.conflictTitle')} data-testid="version-conflict">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('builder.conflictMessage', { version: save.conflict })}</Text>
            <Group gap="xs">
              <Button size="xs" color="orange" onClick={() => void handleReload()} data-testid="conflict-reload">
                {t('builder.reload')}
              </Button>
              <Button size="xs" variant="default" onClick={() => save.reset()}>
                {t('builder.keepEditing')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {problems.general.length > 0 && (
        <Alert color="red" role="alert" title={t('builder.saveRefused')} data-testid="save-problems">
          {problems.general.map((text) => (
            <Text key={text} size="sm">
              {text}
            </Text>
          ))}
        </Alert>
      )}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="build" data-testid="tab-build">
            {t('builder.tabs.build')}
          </Tabs.Tab>
          <Tabs.Tab value="preview" data-testid="tab-preview">
            {t('builder.tabs.preview')}
          </Tabs.Tab>
          <Tabs.Tab value="translations" data-testid="tab-translations">
            {t('builder.tabs.translations')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="build" pt="sm">
          <BuilderDnd fields={draft.fields} actions={actions}>
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, md: 3 }}>
                <Palette onAdd={addByClick} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: selectedField ? 5 : 9 }}>
                <Paper withBorder p="xs" component="section" aria-label={t('canvas.title')} data-testid="canvas">
                  <FieldList id={ROOT} fields={draft.fields} context={context} label={t('canvas.title')} />
                </Paper>
              </Grid.Col>
              {selectedField && (
                <Grid.Col span={{ base: 12, md: 4 }}>
                  <Paper withBorder p="sm">
                    <PropertiesPanel
                      fields={draft.fields}
                      field={selectedField}
                      actions={actions}
                      problems={problems.byKey.get(selectedField.key) ?? []}
                    />
                  </Paper>
                </Grid.Col>
              )}
            </Grid>
          </BuilderDnd>
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="sm">
          <FormPreview
            fields={fields}
            translations={draft.translations}
            languages={program.supportedLangs}
            defaultLang={program.defaultLang}
          />
        </Tabs.Panel>
        <Tabs.Panel value="translations" pt="sm">
          <TranslationsTab fields={fields} translations={draft.translations} languages={languages} actions={actions} />
        </Tabs.Panel>
      </Tabs>
      <LeaveConfirmModal blocker={blocker} message={t('builder.leaveMessage')} />
    </Stack>
  );
}
