import { Alert, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Locale } from '@opencall/shared/common';
import type { PublicInterfaceConfig } from '@opencall/shared/programs';
import { type FormEvent, Suspense, useMemo, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { LeaveConfirmModal, useLeaveGuard } from '../../../ui/leave-guard';
import { PageLoader } from '../../../ui/page-loader';
import { showToast } from '../../../ui/toasts';
import { ProgramPublicView } from '../../portal';
import { toPortalPreview } from '../components/public-interface/portal-preview';
import {
  type ConfigErrors,
  configErrors,
  PublicInterfaceForm,
} from '../components/public-interface/public-interface-form';
import { useCategories } from '../hooks/use-categories';
import { useUpdateProgram } from '../hooks/use-update-program';
import { useCurrentProgram } from '../program-context';

/** `admin/programs/{programSlug}/public-interface-config`: the public program page's settings, with a live preview. */
export function PublicInterfaceConfigPage() {
  const { t } = useTranslation('programs');
  const program = useCurrentProgram();
  const update = useUpdateProgram(program.id);
  const [lang, setLang] = useState<Locale>(program.defaultLang);
  const categories = useCategories(program.id, lang);
  const [saved, setSaved] = useState<PublicInterfaceConfig>(program.publicConfig);
  const [config, setConfig] = useState<PublicInterfaceConfig>(program.publicConfig);
  const [errors, setErrors] = useState<ConfigErrors>({});
  const dirty = JSON.stringify(config) !== JSON.stringify(saved);
  const blocker = useLeaveGuard(dirty);
  const preview = useMemo(
    () => toPortalPreview(program, categories.data ?? [], config, lang),
    [program, categories.data, config, lang],
  );

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = configErrors(config, (field) => t(`publicInterface.invalid.${field}`));
    setErrors(found);
    if (Object.keys(found).length) {
      showToast({ type: 'error', message: t('configure.fixErrors') });
      return;
    }
    try {
      const next = await update.mutateAsync({ publicConfig: config });
      setSaved(next.data.publicConfig);
      setConfig(next.data.publicConfig);
      showToast({ type: 'success', message: t('publicInterface.saved') });
    } catch (error) {
      showToast({ type: 'error', message: apiErrorMessage(error, t) });
    }
  }

  return (
    <Grid gap="lg" data-testid="public-interface-config">
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <form onSubmit={handleSubmit} noValidate aria-label={t('publicInterface.title')}>
          <Stack gap="md">
            {/* Saved from the top: toasts open at the bottom of the screen. */}
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div>
                <Title order={2} fz="h3">
                  {t('publicInterface.title')}
                </Title>
                <Text size="sm" c="dimmed" mt={4}>
                  {t('publicInterface.intro')}
                </Text>
              </div>
              <Button type="submit" loading={update.isPending} disabled={!dirty} data-testid="public-save">
                {t('actions.save')}
              </Button>
            </Group>
            {!program.publishedAt && (
              <Alert color="yellow" variant="light" data-testid="public-unpublished">
                {t('publicInterface.unpublished')}
              </Alert>
            )}
            <PublicInterfaceForm
              config={config}
              onChange={setConfig}
              lang={lang}
              langs={program.supportedLangs}
              onLangChange={setLang}
              errors={errors}
            />
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Title order={2} fz="h4" mb="sm" id="public-preview-title">
          {t('publicInterface.preview')}
        </Title>
        <Paper
          withBorder
          p="lg"
          radius="md"
          component="section"
          aria-labelledby="public-preview-title"
          data-testid="public-preview"
        >
          <Suspense fallback={<PageLoader />}>
            <ProgramPublicView program={preview} locale={lang} />
          </Suspense>
        </Paper>
      </Grid.Col>
      <LeaveConfirmModal blocker={blocker} message={t('publicInterface.leaveMessage')} />
    </Grid>
  );
}
