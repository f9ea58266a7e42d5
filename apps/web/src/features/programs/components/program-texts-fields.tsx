import { Box, Tabs, TextInput } from '@mantine/core';
import { LOCALE_NAMES, type Locale } from '@opencall/shared/common';
import type { LocalizedText } from '@opencall/shared/programs';
import { useTranslation } from '../../../lib/use-translation';
import { RichTextField } from '../../../ui/rich-text/rich-text-field';

/** Title and description per supported language, one tab each. */
export function ProgramTextsFields({
  langs,
  defaultLang,
  titles,
  descriptions,
  onChange,
  titleError,
}: {
  langs: readonly Locale[];
  defaultLang: Locale;
  titles: LocalizedText;
  descriptions: LocalizedText;
  onChange: (next: { titles: LocalizedText; descriptions: LocalizedText }) => void;
  titleError?: string;
}) {
  const { t } = useTranslation('programs');
  return (
    <Tabs defaultValue={defaultLang} keepMounted={false}>
      <Tabs.List aria-label={t('configure.languages')}>
        {langs.map((lang) => (
          <Tabs.Tab key={lang} value={lang} data-testid={`texts-tab-${lang}`}>
            {LOCALE_NAMES[lang]}
            {lang === defaultLang ? ` · ${t('configure.default')}` : ''}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {langs.map((lang) => (
        <Tabs.Panel key={lang} value={lang} pt="md">
          <TextInput
            label={t('form.title', { lang: lang.toUpperCase() })}
            value={titles[lang] ?? ''}
            required={lang === defaultLang}
            maxLength={200}
            placeholder={lang === defaultLang ? undefined : titles[defaultLang]}
            onChange={(event) => onChange({ titles: { ...titles, [lang]: event.currentTarget.value }, descriptions })}
            error={lang === defaultLang ? titleError : undefined}
            data-testid={`program-title-${lang}`}
          />
          <Box mt="md">
            <RichTextField
              label={t('form.description', { lang: lang.toUpperCase() })}
              value={descriptions[lang] ?? ''}
              onChange={(html) => onChange({ titles, descriptions: { ...descriptions, [lang]: html } })}
              minHeight="12rem"
              testId={`program-description-${lang}`}
            />
          </Box>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
