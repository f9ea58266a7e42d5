import { Card, ColorInput, Group, Select, Stack, Switch, TextInput, Title } from '@mantine/core';
import { LOCALE_NAMES, type Locale } from '@opencall/shared/common';
import { type PublicInterfaceConfig, PublicInterfaceConfigInputSchema } from '@opencall/shared/programs';
import { useTranslation } from '../../../../lib/use-translation';

export type ConfigErrors = Partial<Record<keyof PublicInterfaceConfig, string>>;

/** Client-side check with the contract's own schema: the field names of the problems found. */
export function configErrors(config: PublicInterfaceConfig, message: (field: string) => string): ConfigErrors {
  const result = PublicInterfaceConfigInputSchema.safeParse(config);
  if (result.success) return {};
  const errors: ConfigErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof PublicInterfaceConfig;
    errors[field] ??= message(String(field));
  }
  return errors;
}

/** What the public page shows or not, each with its switch. */
const SWITCHES = [
  { key: 'showDates', testId: 'public-show-dates' },
  { key: 'showRemainingTime', testId: 'public-show-remaining' },
  { key: 'showCategories', testId: 'public-show-categories' },
] as const;

/** Its texts in each language. */
const TEXTS = [
  { key: 'applyLabel', testId: 'public-apply-label' },
  { key: 'coverImageAlt', testId: 'public-cover-alt' },
] as const;

/** The settings of the public program page; texts in `lang`, one language at a time. */
export function PublicInterfaceForm({
  config,
  onChange,
  lang,
  langs,
  onLangChange,
  errors,
}: {
  config: PublicInterfaceConfig;
  onChange: (next: PublicInterfaceConfig) => void;
  lang: Locale;
  langs: readonly Locale[];
  onLangChange: (lang: Locale) => void;
  errors: ConfigErrors;
}) {
  const { t } = useTranslation('programs');
  const set = <K extends keyof PublicInterfaceConfig>(key: K, value: PublicInterfaceConfig[K]) =>
    onChange({ ...config, [key]: value });
  const setText = (key: 'coverImageAlt' | 'applyLabel', value: string) =>
    onChange({ ...config, [key]: { ...config[key], [lang]: value } });

  return (
    <Stack gap="md">
      <Card withBorder padding="lg">
        <Title order={3} fz="h5" mb="sm">
          {t('publicInterface.appearance')}
        </Title>
        <Stack gap="sm">
          <TextInput
            label={t('publicInterface.coverImageUrl')}
            description={t('publicInterface.coverImageUrlHelp')}
            value={config.coverImageUrl ?? ''}
            onChange={(event) => set('coverImageUrl', event.currentTarget.value.trim() || null)}
            error={errors.coverImageUrl}
            data-testid="public-cover-url"
          />
          <ColorInput
            label={t('publicInterface.accentColor')}
            description={t('publicInterface.accentColorHelp')}
            value={config.accentColor ?? ''}
            onChange={(value) => set('accentColor', value || null)}
            format="hex"
            error={errors.accentColor}
            data-testid="public-accent"
          />
          {SWITCHES.map(({ key, testId }) => (
            <Switch
              key={key}
              checked={config[key]}
              onChange={(event) => set(key, event.currentTarget.checked)}
              label={t(`publicInterface.${key}`)}
              data-testid={testId}
            />
          ))}
          <TextInput
            type="email"
            label={t('publicInterface.contactEmail')}
            value={config.contactEmail ?? ''}
            onChange={(event) => set('contactEmail', event.currentTarget.value.trim() || null)}
            error={errors.contactEmail}
            data-testid="public-contact"
          />
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Group justify="space-between" mb="sm">
          <Title order={3} fz="h5">
            {t('publicInterface.texts')}
          </Title>
          <Select
            aria-label={t('publicInterface.textsLanguage')}
            data={langs.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
            value={lang}
            onChange={(value) => value && onLangChange(value as Locale)}
            allowDeselect={false}
            w="12rem"
            data-testid="public-lang"
          />
        </Group>
        <Stack gap="sm">
          {TEXTS.map(({ key, testId }) => (
            <TextInput
              key={key}
              label={t(`publicInterface.${key}`, { lang: lang.toUpperCase() })}
              description={t(`publicInterface.${key}Help`)}
              value={config[key][lang] ?? ''}
              maxLength={60}
              onChange={(event) => setText(key, event.currentTarget.value)}
              error={errors[key]}
              data-testid={testId}
            />
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
