import { Badge, Paper, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { type Field, type FormTranslations, findMissingTranslations } from '@opencall/shared/forms';
import { memo, useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { DraftActions } from '../hooks/use-form-draft';

interface Row {
  id: string;
  reference: string;
  property: string;
  key?: string;
  base: string;
}

const TEXT_PROPS = ['title', 'description', 'placeholder', 'newGroupBtnLabel', 'deleteConfirmationMsg'] as const;
const CONTENT_TYPES = ['separator-quote', 'separator-text', 'separator-title'];

function* walk(fields: readonly Field[]): Generator<Field> {
  for (const field of fields) {
    yield field;
    yield* walk(field.fields ?? []);
    for (const section of field.sections ?? []) yield* walk(section.fields);
  }
}

/** Every translatable text of the form with its base version. */
function rowsOf(fields: readonly Field[]): Row[] {
  const rows: Row[] = [];
  for (const field of walk(fields)) {
    const { reference } = field;
    for (const property of TEXT_PROPS) {
      const base = field[property];
      if (base?.trim()) rows.push({ id: `${reference}.${property}`, reference, property, base });
    }
    if (CONTENT_TYPES.includes(field.type) && field.content?.trim()) {
      rows.push({ id: `${reference}.content`, reference, property: 'content', base: field.content });
    }
    // Choices, grid rows and grid columns: each text keyed by its own reference.
    const keyed = {
      options: (field.options ?? []).map((o) => [o.reference, o.text] as const),
      rows: (field.rows ?? []).map((r) => [r.reference, r.title] as const),
      cols: (field.cols ?? []).map((c) => [c.reference, c.title] as const),
    };
    for (const [property, entries] of Object.entries(keyed))
      for (const [key, base] of entries)
        if (base.trim()) rows.push({ id: `${reference}.${property}.${key}`, reference, property, key, base });
  }
  return rows;
}

type Override = FormTranslations[string][string];

function read(override: Override | undefined, row: Row): string {
  if (row.key) return override?.[row.property as 'options' | 'rows' | 'cols']?.[row.key] ?? '';
  return (override?.[row.property as (typeof TEXT_PROPS)[number] | 'content'] as string | undefined) ?? '';
}

function write(override: Override, row: Row, text: string): Override {
  if (row.key) {
    const property = row.property as 'options' | 'rows' | 'cols';
    return { ...override, [property]: { ...override[property], [row.key]: text } };
  }
  return { ...override, [row.property]: text };
}

const TranslationRow = memo(function TranslationRow({
  row,
  value,
  lang,
  actions,
}: {
  row: Row;
  value: string;
  lang: string;
  actions: DraftActions;
}) {
  const { t } = useTranslation('forms');
  const missing = !value.trim();
  return (
    <Table.Tr
      data-missing={missing || undefined}
      style={missing ? { background: 'var(--mantine-color-yellow-light)' } : undefined}
    >
      <Table.Td>
        <Text size="xs" ff="monospace">
          {row.reference}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`translations.properties.${row.property}`)}
          {row.key ? ` · ${row.key}` : ''}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {row.base}
        </Text>
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          value={value}
          aria-label={t('translations.inputLabel', { text: row.base.slice(0, 80), lang })}
          placeholder={row.base}
          onChange={(e) => {
            const text = e.currentTarget.value;
            actions.setTranslation(lang, row.reference, (o) => write(o, row, text));
          }}
          data-testid={`translation-${lang}-${row.id}`}
        />
      </Table.Td>
    </Table.Tr>
  );
});

/** Overrides per language other than the program's default: base text beside each input, gaps highlighted. */
export function TranslationsTab({
  fields,
  translations,
  languages,
  actions,
}: {
  fields: Field[];
  translations: FormTranslations;
  languages: string[];
  actions: DraftActions;
}) {
  const { t, i18n } = useTranslation('forms');
  const rows = useMemo(() => rowsOf(fields), [fields]);
  const missing = useMemo(
    () => findMissingTranslations(fields, translations, languages),
    [fields, translations, languages],
  );
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  if (languages.length === 0)
    return (
      <Text c="dimmed" data-testid="translations-none">
        {t('translations.noLanguages')}
      </Text>
    );
  if (rows.length === 0) return <Text c="dimmed">{t('translations.nothing')}</Text>;
  return (
    <Tabs defaultValue={languages[0]} data-testid="translations-tab">
      <Tabs.List>
        {languages.map((lang) => (
          <Tabs.Tab
            key={lang}
            value={lang}
            data-testid={`translations-lang-${lang}`}
            rightSection={
              <Badge
                size="xs"
                color={missing[lang]?.length ? 'orange' : 'teal'}
                aria-label={t('translations.missingCount', { count: missing[lang]?.length ?? 0 })}
              >
                {missing[lang]?.length ?? 0}
              </Badge>
            }
          >
            {names.of(lang) ?? lang}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {languages.map((lang) => (
        <Tabs.Panel key={lang} value={lang} pt="sm">
          <Stack gap="xs">
            <Text size="sm" role="status">
              {t('translations.missingCount', { count: missing[lang]?.length ?? 0 })}
            </Text>
            <Paper withBorder>
              <Table.ScrollContainer minWidth={0}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('translations.field')}</Table.Th>
                      <Table.Th>{t('translations.base')}</Table.Th>
                      <Table.Th>{names.of(lang) ?? lang}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((row) => (
                      <TranslationRow
                        key={row.id}
                        row={row}
                        lang={lang}
                        actions={actions}
                        value={read(translations[lang]?.[row.reference], row)}
                      />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
