import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import type { Program } from '@opencall/shared/programs';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAvailableLocales } from '../../../lib/domain-info-context';
import { showToast } from '../../../ui/toasts';
import { useUpdateProgram } from '../hooks/use-update-program';
import { type ProgramFormField, programFormErrors } from '../program-form-errors';
import { LanguageFields } from './language-fields';
import { ProgramTextsFields } from './program-texts-fields';

type Errors = Partial<Record<ProgramFormField, string>>;

function trimmed(texts: Program['titles'], langs: readonly string[]): Program['titles'] {
  return Object.fromEntries(
    Object.entries(texts)
      .filter(([lang, text]) => langs.includes(lang) && text?.trim())
      .map(([lang, text]) => [lang, text?.trim()]),
  );
}

/** Titles and descriptions per language and the languages of one program (dates and visibility: params). */
export function ConfigureProgramForm({ program }: { program: Program }) {
  const { t } = useTranslation('programs');
  const platformLangs = useAvailableLocales();
  const offered = [...new Set([...platformLangs, ...program.supportedLangs])];
  const update = useUpdateProgram(program.id);
  const [texts, setTexts] = useState({ titles: program.titles, descriptions: program.descriptions });
  const [langs, setLangs] = useState({ defaultLang: program.defaultLang, supportedLangs: program.supportedLangs });
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setGeneral(null);
    const found: Errors = {};
    if (!texts.titles[langs.defaultLang]?.trim()) found.title = t('errors.required');
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await update.mutateAsync({
        titles: trimmed(texts.titles, langs.supportedLangs),
        descriptions: trimmed(texts.descriptions, langs.supportedLangs),
        defaultLang: langs.defaultLang,
        supportedLangs: langs.supportedLangs,
      });
      showToast({ type: 'success', message: t('configure.saved') });
    } catch (error) {
      const mapped = programFormErrors(error, t);
      setErrors(mapped.fields);
      setGeneral(mapped.general);
      showToast({ type: 'error', message: mapped.general ?? t('configure.fixErrors') });
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('configure.title')} data-testid="configure-program-form">
      <Stack gap="lg" maw="52rem">
        {general && (
          <Alert color="red" variant="light" role="alert">
            {general}
          </Alert>
        )}
        <Card withBorder padding="lg">
          <Title order={2} fz="h4" mb="md">
            {t('configure.texts')}
          </Title>
          <ProgramTextsFields
            langs={langs.supportedLangs}
            defaultLang={langs.defaultLang}
            {...texts}
            onChange={setTexts}
            titleError={errors.title}
          />
        </Card>
        <Card withBorder padding="lg">
          <Title order={2} fz="h4" mb="md">
            {t('configure.languages')}
          </Title>
          <Stack gap="md">
            <LanguageFields offered={offered} {...langs} onChange={setLangs} errors={errors} />
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} data-testid="configure-save">
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
