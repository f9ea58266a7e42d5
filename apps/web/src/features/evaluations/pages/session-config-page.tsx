import { Checkbox, Group, MultiSelect, Radio, Stack, TextInput } from '@mantine/core';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@opencall/shared/applications';
import type { Locale } from '@opencall/shared/common';
import {
  SCORE_VISIBILITIES,
  type ScoreVisibility,
  SESSION_ENTRY_SOURCES,
  type SessionEntrySource,
  type UpdateSessionBody,
} from '@opencall/shared/evaluations';
import type { LocalizedText } from '@opencall/shared/programs';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { LeaveConfirmModal, useLeaveGuard } from '../../../ui/leave-guard';
import { PageSection } from '../../../ui/page-section';
import { SettingsCard, SettingsForm } from '../../../ui/settings-form';
import { showToast } from '../../../ui/toasts';
import {
  fromZonedInput,
  SLUG_PATTERN,
  toZonedInput,
  useCanManageProgram,
  useCategories,
  useCurrentProgram,
  useTags,
} from '../../programs';
import { InstructionsFields } from '../components/instructions-fields';
import { SelectionPanel } from '../components/selection-panel';
import { useSessionMutations } from '../hooks/use-sessions';
import { useCurrentSession } from '../session-context';

type Errors = Partial<Record<'name' | 'slug' | 'endsAt' | 'statuses' | 'general', string>>;

/** The field errors the server names, in the form's words. */
function errorsOf(error: unknown, t: (key: string) => string): Errors {
  if (error instanceof ApiError && error.code === 'slug_taken') return { slug: t('form.slugTaken') };
  if (error instanceof ApiError && error.code === 'validation_failed' && Array.isArray(error.details)) {
    const fields = new Set(error.details.map((detail) => (detail as { field?: string }).field));
    if (fields.has('endsAt')) return { endsAt: t('form.endsBeforeStart') };
  }
  return { general: apiErrorMessage(error, t) };
}

/** `examinations/{sessionSlug}/config`: name, address, dates, who enters, score visibility, the jury's instructions. */
export function SessionConfigPage() {
  const { t, i18n } = useTranslation('evaluations');
  const program = useCurrentProgram();
  const session = useCurrentSession();
  const canManage = useCanManageProgram();
  const mutations = useSessionMutations(program.id);
  const categories = useCategories(program.id, i18n.language as Locale);
  const tags = useTags(program.id);
  const initial = {
    name: session.name,
    slug: session.slug,
    startsAt: toZonedInput(session.startsAt, program.timezone),
    endsAt: toZonedInput(session.endsAt, program.timezone),
    statuses: session.entry.statuses as string[],
    categoryIds: session.entry.categoryIds,
    tagIds: session.entry.tagIds,
    source: session.entry.source as string,
    scoreVisibility: session.scoreVisibility as string,
    instructions: session.instructions as LocalizedText,
  };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const blocker = useLeaveGuard(dirty && !mutations.update.isPending);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function submit() {
    const next: Errors = {
      name: values.name.trim() ? undefined : t('form.required'),
      slug: SLUG_PATTERN.test(values.slug) ? undefined : t('form.slugInvalid'),
      endsAt:
        values.startsAt && values.endsAt && values.endsAt <= values.startsAt ? t('form.endsBeforeStart') : undefined,
      statuses: values.statuses.length || values.source === 'selection' ? undefined : t('form.statusesRequired'),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const body: UpdateSessionBody = {
      name: values.name.trim(),
      slug: values.slug,
      startsAt: fromZonedInput(values.startsAt, program.timezone),
      endsAt: fromZonedInput(values.endsAt, program.timezone),
      entry: {
        // A selection ignores the filter: an emptied one still travels valid.
        statuses: (values.statuses.length ? values.statuses : ['submitted']) as ApplicationStatus[],
        categoryIds: values.categoryIds,
        tagIds: values.tagIds,
        source: values.source as SessionEntrySource,
      },
      scoreVisibility: values.scoreVisibility as ScoreVisibility,
      instructions: values.instructions,
    };
    try {
      await mutations.update.mutateAsync({ sessionId: session.id, body });
      showToast({ type: 'success', message: t('form.saved') });
    } catch (error) {
      setErrors(errorsOf(error, t));
    }
  }

  const tagRows = tags.data?.pages.flatMap((page) => page.data) ?? [];
  const langs = program.supportedLangs as Locale[];
  return (
    <PageSection title={t('tabs.config')} description={t('form.intro')} testId="session-config-page">
      <SettingsForm
        label={t('tabs.config')}
        testId="session-config-form"
        general={errors.general ?? null}
        busy={mutations.update.isPending}
        submitLabel={t('form.save')}
        submitTestId="session-config-save"
        onSubmit={submit}
        readOnly={!canManage}
      >
        <fieldset disabled={!canManage} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="lg">
            <SettingsCard title={t('form.general')}>
              <Stack>
                <TextInput
                  label={t('form.name')}
                  required
                  maxLength={120}
                  value={values.name}
                  onChange={(event) => set('name', event.currentTarget.value)}
                  error={errors.name}
                  data-testid="session-config-name"
                />
                <TextInput
                  label={t('form.slug')}
                  description={t('form.slugHint')}
                  required
                  maxLength={100}
                  value={values.slug}
                  onChange={(event) => set('slug', event.currentTarget.value)}
                  error={errors.slug}
                  data-testid="session-config-slug"
                />
                <Group grow align="flex-start">
                  <TextInput
                    type="datetime-local"
                    label={t('form.startsAt')}
                    description={t('form.inTimeZone', { zone: program.timezone })}
                    value={values.startsAt}
                    onChange={(event) => set('startsAt', event.currentTarget.value)}
                    data-testid="session-config-starts"
                  />
                  <TextInput
                    type="datetime-local"
                    label={t('form.endsAt')}
                    description={t('form.inTimeZone', { zone: program.timezone })}
                    value={values.endsAt}
                    min={values.startsAt || undefined}
                    onChange={(event) => set('endsAt', event.currentTarget.value)}
                    error={errors.endsAt}
                    data-testid="session-config-ends"
                  />
                </Group>
              </Stack>
            </SettingsCard>
            <SettingsCard title={t('form.entry')}>
              <Stack>
                <Radio.Group
                  label={t('form.source')}
                  value={values.source}
                  onChange={(next) => set('source', next)}
                  data-testid="session-config-source"
                >
                  <Stack mt="xs" gap="xs">
                    {SESSION_ENTRY_SOURCES.map((source) => (
                      <Radio
                        key={source}
                        value={source}
                        label={t(`source.${source}.label`)}
                        description={t(`source.${source}.hint`)}
                        data-testid={`session-source-${source}`}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
                {values.source === 'selection' ? (
                  <SelectionPanel session={session} programSlug={program.slug} canManage={canManage} />
                ) : (
                  <>
                    <Checkbox.Group
                      label={t('form.statuses')}
                      description={t('form.statusesHint')}
                      value={values.statuses}
                      onChange={(next) => set('statuses', next)}
                      error={errors.statuses}
                      data-testid="session-config-statuses"
                    >
                      <Group mt="xs">
                        {APPLICATION_STATUSES.map((status) => (
                          <Checkbox key={status} value={status} label={t(`applicationStatus.${status}`)} />
                        ))}
                      </Group>
                    </Checkbox.Group>
                    <MultiSelect
                      label={t('form.categories')}
                      description={t('form.categoriesHint')}
                      placeholder={values.categoryIds.length ? undefined : t('form.allCategories')}
                      data={(categories.data ?? []).map((category) => ({
                        value: category.id,
                        label: category.title || category.id,
                      }))}
                      value={values.categoryIds}
                      onChange={(next) => set('categoryIds', next)}
                      searchable
                      clearable
                      data-testid="session-config-categories"
                    />
                    {program.features.tags && (
                      <MultiSelect
                        label={t('form.tags')}
                        description={t('form.tagsHint')}
                        placeholder={values.tagIds.length ? undefined : t('form.allTags')}
                        data={tagRows.map((tag) => ({ value: tag.id, label: tag.name }))}
                        value={values.tagIds}
                        onChange={(next) => set('tagIds', next)}
                        searchable
                        clearable
                        data-testid="session-config-tags"
                      />
                    )}
                  </>
                )}
              </Stack>
            </SettingsCard>
            <SettingsCard title={t('form.scoreVisibility')}>
              <Radio.Group
                label={t('form.scoreVisibilityLabel')}
                value={values.scoreVisibility}
                onChange={(next) => set('scoreVisibility', next)}
                data-testid="session-config-visibility"
              >
                <Stack mt="xs" gap="xs">
                  {SCORE_VISIBILITIES.map((visibility) => (
                    <Radio
                      key={visibility}
                      value={visibility}
                      label={t(`visibility.${visibility}.label`)}
                      description={t(`visibility.${visibility}.hint`)}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            </SettingsCard>
            <SettingsCard title={t('form.instructions')}>
              <InstructionsFields
                langs={langs}
                defaultLang={program.defaultLang}
                value={values.instructions}
                onChange={(next) => set('instructions', next)}
                disabled={!canManage}
              />
            </SettingsCard>
          </Stack>
        </fieldset>
      </SettingsForm>
      <LeaveConfirmModal blocker={blocker} message={t('form.unsaved')} />
    </PageSection>
  );
}
