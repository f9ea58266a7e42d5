import { Stack, Tabs, TextInput } from '@mantine/core';
import { LOCALE_NAMES, type Locale } from '@opencall/shared/common';
import type { ShowcaseTexts } from '@opencall/shared/showcase';
import { useTranslation } from '../../../lib/use-translation';
import { RichTextField } from '../../../ui/rich-text/rich-text-field';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';

/** The public page's title and description, one tab per language of the program. */
export function GalleryTextsFields({
  langs,
  defaultLang,
  value,
  onChange,
  disabled,
}: {
  langs: readonly Locale[];
  defaultLang: Locale;
  value: ShowcaseTexts;
  onChange: (next: ShowcaseTexts) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('galleries');
  return (
    <Tabs defaultValue={defaultLang} keepMounted={false}>
      <Tabs.List aria-label={t('config.textsLanguages')}>
        {langs.map((lang) => (
          <Tabs.Tab key={lang} value={lang} data-testid={`gallery-texts-tab-${lang}`}>
            {LOCALE_NAMES[lang]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {langs.map((lang) => (
        <Tabs.Panel key={lang} value={lang} pt="md">
          <Stack>
            <TextInput
              label={t('config.pageTitle', { lang: LOCALE_NAMES[lang] })}
              maxLength={200}
              disabled={disabled}
              value={value.title[lang] ?? ''}
              onChange={(event) => onChange({ ...value, title: { ...value.title, [lang]: event.currentTarget.value } })}
              data-testid={`gallery-title-${lang}`}
            />
            {disabled ? (
              <RichTextView html={value.description[lang] ?? ''} />
            ) : (
              <RichTextField
                label={t('config.description', { lang: LOCALE_NAMES[lang] })}
                value={value.description[lang] ?? ''}
                onChange={(html) => onChange({ ...value, description: { ...value.description, [lang]: html } })}
                testId={`gallery-description-${lang}`}
              />
            )}
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
