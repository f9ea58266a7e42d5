import { Stack } from '@mantine/core';
import type { Program } from '@opencall/shared/programs';
import { useState } from 'react';
import { useAvailableLocales } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { SettingsCard, SettingsForm } from '../../../ui/settings-form';
import { useProgramSettingsForm } from '../hooks/use-program-settings-form';
import { LanguageFields } from './language-fields';
import { ProgramTextsFields } from './program-texts-fields';

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
  const form = useProgramSettingsForm(program.id);
  const [texts, setTexts] = useState({ titles: program.titles, descriptions: program.descriptions });
  const [langs, setLangs] = useState({ defaultLang: program.defaultLang, supportedLangs: program.supportedLangs });
  const { errors } = form;

  const save = () =>
    form.save(texts.titles[langs.defaultLang]?.trim() ? {} : { title: t('errors.required') }, () => ({
      titles: trimmed(texts.titles, langs.supportedLangs),
      descriptions: trimmed(texts.descriptions, langs.supportedLangs),
      defaultLang: langs.defaultLang,
      supportedLangs: langs.supportedLangs,
    }));

  return (
    <SettingsForm
      label={t('configure.title')}
      testId="configure-program-form"
      general={form.general}
      busy={form.isSaving}
      submitLabel={t('actions.save')}
      submitTestId="configure-save"
      onSubmit={save}
    >
      <SettingsCard title={t('configure.texts')}>
        <ProgramTextsFields
          langs={langs.supportedLangs}
          defaultLang={langs.defaultLang}
          {...texts}
          onChange={setTexts}
          titleError={errors.title}
        />
      </SettingsCard>
      <SettingsCard title={t('configure.languages')}>
        <Stack gap="md">
          <LanguageFields offered={offered} {...langs} onChange={setLangs} errors={errors} />
        </Stack>
      </SettingsCard>
    </SettingsForm>
  );
}
