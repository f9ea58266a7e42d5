import { Button, Select, SimpleGrid, TextInput } from '@mantine/core';
import { LOCALE_NAMES, type Locale } from '@opencall/shared/common';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useAvailableLocales, useCurrentLocale } from '../../../lib/domain-info-context';
import { useSession } from '../../../lib/session/use-session';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { showToast } from '../../../ui/toasts';
import { useUpdateProfile } from '../hooks/use-account-settings';
import { SettingsCard } from './settings-card';

/** Names and preferred language: the language of the account's e-mails, and of these pages once saved. */
export function NamesSection() {
  const { t } = useTranslation('users');
  const { user } = useSession();
  const current = useCurrentLocale();
  const available = useAvailableLocales();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const update = useUpdateProfile();
  const [firstname, setFirstname] = useState(user?.firstname ?? '');
  const [lastname, setLastname] = useState(user?.lastname ?? '');
  const [locale, setLocale] = useState<Locale>(user?.locale && available.includes(user.locale) ? user.locale : current);
  const [errors, setErrors] = useState<{ firstname?: string; lastname?: string; form?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const required = t('profile.required');
    const found = {
      firstname: firstname.trim() ? undefined : required,
      lastname: lastname.trim() ? undefined : required,
    };
    setErrors(found);
    if (found.firstname || found.lastname) return;
    try {
      await update.mutateAsync({ firstname, lastname, locale });
      showToast({ type: 'success', message: t('profile.names.saved') });
      if (locale !== current && available.includes(locale)) {
        await navigate(`${pathname.replace(/^\/[a-z]{2}(?=\/|$)/, `/${locale}`)}${search}`, { replace: true });
      }
    } catch (error) {
      setErrors({ form: apiErrorMessage(error, t) });
    }
  };

  return (
    <SettingsCard title={t('profile.names.title')} description={t('profile.names.description')} testId="profile-names">
      <form onSubmit={submit} noValidate>
        <FormError>{errors.form}</FormError>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('profile.names.firstname')}
            value={firstname}
            onChange={(event) => setFirstname(event.currentTarget.value)}
            error={errors.firstname}
            autoComplete="given-name"
            maxLength={100}
            required
          />
          <TextInput
            label={t('profile.names.lastname')}
            value={lastname}
            onChange={(event) => setLastname(event.currentTarget.value)}
            error={errors.lastname}
            autoComplete="family-name"
            maxLength={100}
            required
          />
        </SimpleGrid>
        <Select
          mt="sm"
          label={t('profile.names.language')}
          description={t('profile.names.languageDescription')}
          data={available.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
          value={locale}
          onChange={(value) => value && setLocale(value as Locale)}
          allowDeselect={false}
          maw="20rem"
        />
        <Button type="submit" mt="md" loading={update.isPending} data-testid="profile-names-save">
          {t('profile.save')}
        </Button>
      </form>
    </SettingsCard>
  );
}
