import { Alert, Stack, TextInput } from '@mantine/core';
import type { Locale } from '@opencall/shared/common';
import type { Program } from '@opencall/shared/programs';
import { type FormEvent, useState } from 'react';
import { useAvailableLocales, useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { ModalFooter } from '../../../ui/modal-footer';
import { useCreateProgram } from '../hooks/use-create-program';
import { browserTimeZone, fromZonedInput } from '../program-dates';
import { type ProgramFormField, programFormErrors } from '../program-form-errors';
import { SLUG_PATTERN, slugify } from '../slug';
import { DateFields } from './date-fields';
import { LanguageFields } from './language-fields';

type Errors = Partial<Record<ProgramFormField, string>>;

/** The new program's essentials; the rest is set on its configuration page. */
export function CreateProgramForm({ onCreated, onCancel }: { onCreated: (p: Program) => void; onCancel: () => void }) {
  const { t } = useTranslation('programs');
  const offered = useAvailableLocales();
  const current = useCurrentLocale();
  const firstLang: Locale = offered.includes(current) ? current : (offered[0] ?? current);
  const create = useCreateProgram();
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [langs, setLangs] = useState({ defaultLang: firstLang, supportedLangs: [firstLang] });
  const [dates, setDates] = useState({ openingAt: '', closingAt: '' });
  const timeZone = browserTimeZone();
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);

  function check(): Errors {
    const found: Errors = {};
    if (!title.trim()) found.title = t('errors.required');
    if (!slug) found.slug = t('errors.required');
    else if (!SLUG_PATTERN.test(slug)) found.slug = t('errors.invalid_slug');
    const opening = fromZonedInput(dates.openingAt, timeZone);
    const closing = fromZonedInput(dates.closingAt, timeZone);
    if (opening && closing && closing <= opening) found.closingAt = t('errors.not_after_opening');
    return found;
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length) return;
    try {
      const { data } = await create.mutateAsync({
        slug,
        titles: { [langs.defaultLang]: title.trim() },
        defaultLang: langs.defaultLang,
        supportedLangs: langs.supportedLangs,
        openingAt: fromZonedInput(dates.openingAt, timeZone),
        closingAt: fromZonedInput(dates.closingAt, timeZone),
        timezone: timeZone,
      });
      onCreated(data);
    } catch (error) {
      const mapped = programFormErrors(error, t);
      setErrors(mapped.fields);
      setGeneral(mapped.general);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('create.title')}>
      <Stack gap="md" maw="40rem">
        {general && (
          <Alert color="red" variant="light" role="alert">
            {general}
          </Alert>
        )}
        <TextInput
          label={t('form.title', { lang: langs.defaultLang.toUpperCase() })}
          value={title}
          required
          maxLength={200}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setTitle(value);
            if (!slugEdited) setSlug(slugify(value));
          }}
          error={errors.title}
          data-autofocus
          data-testid="program-title"
        />
        <TextInput
          label={t('form.slug')}
          description={t('form.slugHint')}
          value={slug}
          required
          maxLength={100}
          onChange={(event) => {
            setSlugEdited(true);
            setSlug(event.currentTarget.value.toLowerCase());
          }}
          error={errors.slug}
          data-testid="program-slug"
        />
        <LanguageFields
          offered={offered}
          defaultLang={langs.defaultLang}
          supportedLangs={langs.supportedLangs}
          onChange={setLangs}
          errors={errors}
        />
        <DateFields {...dates} timeZone={timeZone} onChange={setDates} errors={errors} />
        <ModalFooter
          submitLabel={t('actions.createSubmit')}
          onCancel={onCancel}
          busy={create.isPending}
          testId="program-create-submit"
        />
      </Stack>
    </form>
  );
}
