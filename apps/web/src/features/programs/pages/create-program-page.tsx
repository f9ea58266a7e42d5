import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { showToast } from '../../../ui/toasts';
import { CreateProgramForm } from '../components/create-program-form';
import { programPaths } from '../program-paths';

/** `admin/home/programs/create`: a new program, then its configuration page. */
export function CreateProgramPage() {
  const { t } = useTranslation('programs');
  const locale = useCurrentLocale();
  const navigate = useNavigate();
  return (
    <Stack gap="lg" data-testid="create-program-page">
      <div>
        <Anchor component={Link} to={programPaths.list(locale)} size="sm">
          {t('trash.back')}
        </Anchor>
        <Title order={1} fz="h2" mt="xs">
          {t('create.title')}
        </Title>
        <Text c="dimmed" mt="xs">
          {t('create.description')}
        </Text>
      </div>
      <CreateProgramForm
        onCancel={() => void navigate(programPaths.list(locale))}
        onCreated={(program) => {
          showToast({ type: 'success', message: t('create.done', { title: program.title || program.slug }) });
          void navigate(programPaths.configure(locale, program.slug));
        }}
      />
    </Stack>
  );
}
