import { Tabs } from '@mantine/core';
import { LOCALE_NAMES, type Locale } from '@opencall/shared/common';
import type { LocalizedText } from '@opencall/shared/programs';
import { useTranslation } from '../../../lib/use-translation';
import { RichTextField } from '../../../ui/rich-text/rich-text-field';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';

/** The jury's instructions, one rich-text field per language of the program. */
export function InstructionsFields({
  langs,
  defaultLang,
  value,
  onChange,
  disabled,
}: {
  langs: readonly Locale[];
  defaultLang: Locale;
  value: LocalizedText;
  onChange: (next: LocalizedText) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('evaluations');
  return (
    <Tabs defaultValue={defaultLang} keepMounted={false}>
      <Tabs.List aria-label={t('form.instructionsLanguages')}>
        {langs.map((lang) => (
          <Tabs.Tab key={lang} value={lang} data-testid={`instructions-tab-${lang}`}>
            {LOCALE_NAMES[lang]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {langs.map((lang) => (
        <Tabs.Panel key={lang} value={lang} pt="md">
          {disabled ? (
            <RichTextView html={value[lang] ?? ''} />
          ) : (
            <RichTextField
              label={t('form.instructionsIn', { lang: LOCALE_NAMES[lang] })}
              description={t('form.instructionsHint')}
              value={value[lang] ?? ''}
              onChange={(html) => onChange({ ...value, [lang]: html })}
              testId={`session-instructions-${lang}`}
            />
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
