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
          <Switch
            checked={config.showDates}
            onChange={(event) => set('showDates', event.currentTarget.checked)}
            label={t('publicInterface.showDates')}
            data-testid="public-show-dates"
          />
          <Switch
            checked={config.showRemainingTime}
            onChange={(event) => set('showRemainingTime', event.currentTarget.checked)}
            label={t('publicInterface.showRemainingTime')}
            data-testid="public-show-remaining"
          />
          <Switch
            checked={config.showCategories}
            onChange={(event) => set('showCategories', event.currentTarget.checked)}
            label={t('publicInterface.showCategories')}
            data-testid="public-show-categories"
          />
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
          <TextInput
            label={t('publicInterface.applyLabel', { lang: lang.toUpperCase() })}
            description={t('publicInterface.applyLabelHelp')}
            value={config.applyLabel[lang] ?? ''}
            maxLength={60}
            onChange={(event) => setText('applyLabel', event.currentTarget.value)}
            error={errors.applyLabel}
            data-testid="public-apply-label"
          />
          <TextInput
            label={t('publicInterface.coverImageAlt', { lang: lang.toUpperCase() })}
            description={t('publicInterface.coverImageAltHelp')}
            value={config.coverImageAlt[lang] ?? ''}
            maxLength={60}
            onChange={(event) => setText('coverImageAlt', event.currentTarget.value)}
            error={errors.coverImageAlt}
            data-testid="public-cover-alt"
          />
        </Stack>
      </Card>
    </Stack>
  );
}
