import { Checkbox, Group, Select } from '@mantine/core';
import { LOCALE_NAMES, type Locale } from '@opencall/shared/common';
import { useTranslation } from '../../../lib/use-translation';

/** Default language and supported languages, among the ones the platform offers. */
export function LanguageFields({
  offered,
  defaultLang,
  supportedLangs,
  onChange,
  errors,
}: {
  offered: readonly Locale[];
  defaultLang: Locale;
  supportedLangs: readonly Locale[];
  onChange: (next: { defaultLang: Locale; supportedLangs: Locale[] }) => void;
  errors: { defaultLang?: string; supportedLangs?: string };
}) {
  const { t } = useTranslation('programs');
  return (
    <>
      <Select
        label={t('form.defaultLang')}
        description={t('form.defaultLangHint')}
        data={offered.map((lang) => ({ value: lang, label: LOCALE_NAMES[lang] }))}
        value={defaultLang}
        allowDeselect={false}
        onChange={(value) => {
          if (!value) return;
          const lang = value as Locale;
          const langs = supportedLangs.includes(lang) ? [...supportedLangs] : [...supportedLangs, lang];
          onChange({ defaultLang: lang, supportedLangs: langs });
        }}
        error={errors.defaultLang}
        maw="20rem"
        data-testid="program-default-lang"
      />
      <Checkbox.Group
        label={t('form.supportedLangs')}
        description={t('form.supportedLangsHint')}
        value={[...supportedLangs]}
        onChange={(values) => {
          const langs = offered.filter((lang) => values.includes(lang) || lang === defaultLang);
          onChange({ defaultLang, supportedLangs: langs });
        }}
        error={errors.supportedLangs}
      >
        <Group mt="xs" gap="md">
          {offered.map((lang) => (
            <Checkbox key={lang} value={lang} label={LOCALE_NAMES[lang]} disabled={lang === defaultLang} />
          ))}
        </Group>
      </Checkbox.Group>
    </>
  );
}
