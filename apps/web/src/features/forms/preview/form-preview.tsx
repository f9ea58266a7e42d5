import { Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { type Field, type FormTranslations, translateFields } from '@opencall/shared/forms';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useBannedEmailDomains } from '../../auth';
import { PreviewField } from './preview-field';
import { PreviewStore } from './preview-store';

/** The form exactly as applicants see it, in any language of the program, with live validation. */
export function FormPreview({
  fields,
  translations,
  languages,
  defaultLang,
}: {
  fields: Field[];
  translations: FormTranslations;
  languages: readonly string[];
  defaultLang: string;
}) {
  const { t, i18n } = useTranslation('forms');
  const banned = useBannedEmailDomains();
  const [lang, setLang] = useState(defaultLang);
  const shown = useMemo(
    () => (lang === defaultLang ? fields : translateFields(fields, translations, lang)),
    [fields, translations, lang, defaultLang],
  );
  const store = useMemo(() => new PreviewStore(shown, banned), [shown, banned]);
  useEffect(() => () => store.dispose(), [store]);
  const [checked, setChecked] = useState<number | null>(null);
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });

  return (
    <Stack gap="md" data-testid="form-preview">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('preview.hint')}
        </Text>
        {languages.length > 1 && (
          <Select
            size="xs"
            label={t('preview.language')}
            data={languages.map((l) => ({ value: l, label: names.of(l) ?? l }))}
            value={lang}
            onChange={(v) => v && setLang(v)}
            allowDeselect={false}
            data-testid="preview-language"
          />
        )}
      </Group>
      <Paper withBorder p="lg" maw="48rem">
        {shown.length === 0 ? (
          <Text c="dimmed">{t('preview.empty')}</Text>
        ) : (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              setChecked(store.validateAll());
            }}
          >
            <Stack gap="md">
              {shown.map((field) => (
                <PreviewField key={field.reference} field={field} store={store} />
              ))}
              <Group>
                <Button
                  type="submit"
                  data-testid="preview-check"
                  // Leaving a field may show its error and move this button before mouse-up: keep the click.
                  onMouseDown={(event) => event.preventDefault()}
                >
                  {t('preview.check')}
                </Button>
              </Group>
              {checked !== null && (
                <Alert color={checked ? 'orange' : 'teal'} role="status" data-testid="preview-result">
                  {checked ? t('preview.issues', { count: checked }) : t('preview.valid')}
                </Alert>
              )}
            </Stack>
          </form>
        )}
      </Paper>
    </Stack>
  );
}
