import { Anchor, Radio, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { Locale } from '@opencall/shared/common';
import type { SessionQuestion } from '@opencall/shared/evaluations';
import {
  GALLERY_LAYOUTS,
  type GalleryLayout,
  galleryPublicPath,
  type UpdateGalleryBody,
} from '@opencall/shared/galleries';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { LeaveConfirmModal, useLeaveGuard } from '../../../ui/leave-guard';
import { ListStates } from '../../../ui/list-states';
import { PageSection } from '../../../ui/page-section';
import { SettingsCard, SettingsForm } from '../../../ui/settings-form';
import { showToast } from '../../../ui/toasts';
import { SLUG_PATTERN, useCanManageProgram, useCurrentProgram } from '../../programs';
import { GalleryFieldsEditor } from '../components/gallery-fields-editor';
import { GalleryTextsFields } from '../components/gallery-texts-fields';
import { useCurrentGallery } from '../gallery-context';
import { useGalleryMutations, useGalleryQuestions } from '../hooks/use-galleries';

type Errors = Partial<Record<'name' | 'slug' | 'general', string>>;

/** `galleries/{gallerySlug}/config`: name, address, layout, texts, shown fields and publication. */
export function GalleryConfigPage() {
  const { t } = useTranslation('galleries');
  const program = useCurrentProgram();
  const gallery = useCurrentGallery();
  const questions = useGalleryQuestions(program.id, gallery.id);
  return (
    <PageSection title={t('tabs.config')} description={t('config.intro')} testId="gallery-config-page">
      <ListStates
        query={questions}
        loadingLabel={t('config.loading')}
        failedTitle={t('config.loadFailed')}
        testId="gallery-questions"
      />
      {questions.data && <ConfigForm key={gallery.updatedAt} questions={questions.data} />}
    </PageSection>
  );
}

function ConfigForm({ questions }: { questions: SessionQuestion[] }) {
  const { t } = useTranslation('galleries');
  const program = useCurrentProgram();
  const gallery = useCurrentGallery();
  const locale = useCurrentLocale();
  const canManage = useCanManageProgram();
  const mutations = useGalleryMutations(program.id);
  const initial = {
    name: gallery.name,
    slug: gallery.slug,
    layout: gallery.layout,
    published: gallery.published,
    texts: gallery.texts,
    fields: gallery.fields,
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
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const body: UpdateGalleryBody = { ...values, name: values.name.trim() };
    try {
      await mutations.update.mutateAsync({ galleryId: gallery.id, body });
      showToast({ type: 'success', message: t('config.saved') });
    } catch (error) {
      setErrors(
        error instanceof ApiError && error.code === 'slug_taken'
          ? { slug: t('form.slugTaken') }
          : { general: apiErrorMessage(error, t) },
      );
    }
  }

  return (
    <>
      <SettingsForm
        label={t('tabs.config')}
        testId="gallery-config-form"
        general={errors.general ?? null}
        busy={mutations.update.isPending}
        submitLabel={t('config.save')}
        submitTestId="gallery-config-save"
        onSubmit={submit}
        readOnly={!canManage}
      >
        <Stack gap="lg">
          <SettingsCard title={t('config.publication')}>
            <Stack gap="xs">
              <Switch
                label={t('config.published')}
                description={values.published ? t('config.publishedHint') : t('config.unpublishedHint')}
                checked={values.published}
                disabled={!canManage}
                onChange={(event) => set('published', event.currentTarget.checked)}
                data-testid="gallery-published"
              />
              <Text size="sm">
                <Anchor
                  href={galleryPublicPath(locale, program.slug, gallery.id)}
                  target="_blank"
                  rel="noopener"
                  data-testid="gallery-config-public-link"
                >
                  {t('config.publicLink')}
                </Anchor>
              </Text>
            </Stack>
          </SettingsCard>
          <SettingsCard title={t('config.general')}>
            <Stack>
              <TextInput
                label={t('form.name')}
                required
                maxLength={120}
                disabled={!canManage}
                value={values.name}
                onChange={(event) => set('name', event.currentTarget.value)}
                error={errors.name}
                data-testid="gallery-config-name"
              />
              <TextInput
                label={t('form.slug')}
                description={t('form.slugHint')}
                required
                maxLength={100}
                disabled={!canManage}
                value={values.slug}
                onChange={(event) => set('slug', event.currentTarget.value)}
                error={errors.slug}
                data-testid="gallery-config-slug"
              />
              <Radio.Group
                label={t('config.layout')}
                value={values.layout}
                onChange={(next) => set('layout', next as GalleryLayout)}
                data-testid="gallery-config-layout"
              >
                <Stack mt="xs" gap="xs">
                  {GALLERY_LAYOUTS.map((layout) => (
                    <Radio
                      key={layout}
                      value={layout}
                      disabled={!canManage}
                      label={t(`layout.${layout}`)}
                      description={t(`layoutHint.${layout}`)}
                      data-testid={`gallery-layout-${layout}`}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            </Stack>
          </SettingsCard>
          <SettingsCard title={t('config.fields')}>
            <GalleryFieldsEditor
              questions={questions}
              value={values.fields}
              onChange={(next) => set('fields', next)}
              disabled={!canManage}
            />
          </SettingsCard>
          <SettingsCard title={t('config.texts')}>
            <GalleryTextsFields
              langs={program.supportedLangs as Locale[]}
              defaultLang={program.defaultLang as Locale}
              value={values.texts}
              onChange={(next) => set('texts', next)}
              disabled={!canManage}
            />
          </SettingsCard>
        </Stack>
      </SettingsForm>
      <LeaveConfirmModal blocker={blocker} message={t('entries.unsaved')} />
    </>
  );
}
