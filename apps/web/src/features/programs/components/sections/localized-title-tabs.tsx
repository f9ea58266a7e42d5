import { Tabs, TextInput } from '@mantine/core';
import { LOCALE_NAMES, type Locale } from '@opencall/shared/common';
import type { LocalizedText } from '@opencall/shared/programs';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';

/** What a modal that edits titles per supported language is given (give it a new `key` per opening). */
export interface TitlesModalProps<T> {
  opened: boolean;
  langs: readonly Locale[];
  defaultLang: Locale;
  onClose: () => void;
  /** Resolves when saved; a rejection keeps the modal open (the caller shows the error). */
  onSave: (value: T) => Promise<unknown>;
}

/** A title per supported language, one tab each; the default language's is required. */
export function LocalizedTitleTabs({
  langs,
  defaultLang,
  value,
  onChange,
  label,
  error,
  testId,
  required = true,
}: {
  langs: readonly Locale[];
  defaultLang: Locale;
  value: LocalizedText;
  onChange: (next: LocalizedText) => void;
  label: string;
  error?: string;
  testId: string;
  required?: boolean;
}) {
  const { t } = useTranslation('programs');
  return (
    <Tabs defaultValue={defaultLang} keepMounted={false}>
      <Tabs.List aria-label={t('configure.languages')}>
        {langs.map((lang) => (
          <Tabs.Tab key={lang} value={lang} data-testid={`${testId}-tab-${lang}`}>
            {LOCALE_NAMES[lang]}
            {lang === defaultLang ? ` · ${t('configure.default')}` : ''}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {langs.map((lang) => (
        <Tabs.Panel key={lang} value={lang} pt="sm">
          <TextInput
            label={`${label} (${lang.toUpperCase()})`}
            value={value[lang] ?? ''}
            required={required && lang === defaultLang}
            maxLength={200}
            placeholder={lang === defaultLang ? undefined : value[defaultLang]}
            onChange={(event) => onChange({ ...value, [lang]: event.currentTarget.value })}
            error={lang === defaultLang ? error : undefined}
            data-autofocus={lang === defaultLang || undefined}
            data-testid={`${testId}-${lang}`}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** Titles without blank entries, trimmed, as the contract stores them. */
export function cleanTitles(titles: LocalizedText): LocalizedText {
  return Object.fromEntries(
    Object.entries(titles)
      .map(([lang, text]) => [lang, (text ?? '').trim()])
      .filter(([, text]) => text),
  );
}

/** Titles being typed in `LocalizedTitleTabs`: their error goes with the next change. */
export function useTitlesInput(initial: LocalizedText) {
  const [titles, setTitles] = useState<LocalizedText>(initial);
  const [error, setError] = useState<string>();
  const onChange = (next: LocalizedText) => {
    setTitles(next);
    setError(undefined);
  };
  return { titles, setError, tabsProps: { value: titles, onChange, error } };
}
