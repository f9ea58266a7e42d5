import { Anchor, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorScreen } from '../../../ui/error-screen';
import { PageLoader } from '../../../ui/page-loader';
import { useCurrentProgram } from '../../programs';
import { FormEditor } from '../builder/form-editor';
import { formPaths } from '../form-paths';
import { useFormDefinition } from '../hooks/use-form-definition';

/** `admin/programs/{programSlug}/forms/{formId}`: loads the form in the program's language, then edits it. */
export function FormBuilderPage() {
  const { t } = useTranslation('forms');
  const locale = useCurrentLocale();
  const program = useCurrentProgram();
  const formId = useParams().formId ?? '';
  const query = useFormDefinition(program.id, formId, program.defaultLang);
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <ErrorScreen
        title={t('builder.loadFailed')}
        message={apiErrorMessage(query.error, t)}
        action={{ label: t('builder.backToList'), to: formPaths.list(locale, program.slug) }}
      />
    );
  }
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={formPaths.list(locale, program.slug)} size="sm">
        {t('builder.backToList')}
      </Anchor>
      <FormEditor key={query.data.id} form={query.data} program={program} reload={() => query.refetch()} />
    </Stack>
  );
}
