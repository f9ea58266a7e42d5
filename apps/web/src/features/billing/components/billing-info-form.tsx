import { Button, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type BillingInfo, validateBillingInfo } from '@opencall/shared/billing';
import { type FormEvent, useState } from 'react';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { countryChoices } from '../countries';
import { type BillingField, type BillingFieldErrors, billingIssueMessages, billingSaveErrors } from '../field-errors';
import { useUpdateBillingInfo } from '../hooks/use-billing';

type Values = {
  type: 'individual' | 'company';
  firstname: string;
  lastname: string;
  companyName: string;
  taxId: string;
  email: string;
  line1: string;
  line2: string;
  zipCode: string;
  city: string;
  country: string;
};

function valuesOf(info: BillingInfo | null): Values {
  return {
    type: info?.type ?? 'company',
    firstname: info?.firstname ?? '',
    lastname: info?.lastname ?? '',
    companyName: info?.companyName ?? '',
    taxId: info?.taxId ?? '',
    email: info?.email ?? '',
    line1: info?.address.line1 ?? '',
    line2: info?.address.line2 ?? '',
    zipCode: info?.address.zipCode ?? '',
    city: info?.address.city ?? '',
    country: info?.address.country ?? '',
  };
}

const filled = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** What the form holds as SPEC §3 billing info: only its type's fields; a blank one is a missing one. */
function infoOf(values: Values) {
  const address = {
    line1: values.line1.trim(),
    ...(filled(values.line2) && { line2: values.line2.trim() }),
    zipCode: values.zipCode.trim(),
    city: values.city.trim(),
    country: values.country,
  };
  return values.type === 'individual'
    ? {
        type: values.type,
        firstname: filled(values.firstname),
        lastname: filled(values.lastname),
        email: filled(values.email),
        address,
      }
    : {
        type: values.type,
        companyName: filled(values.companyName),
        ...(filled(values.taxId) && { taxId: values.taxId.trim() }),
        email: filled(values.email),
        address,
      };
}

/** Form field ↔ SPEC §5 field name. */
const FIELD_OF: Record<Exclude<keyof Values, 'type'>, BillingField> = {
  firstname: 'firstname',
  lastname: 'lastname',
  companyName: 'companyName',
  taxId: 'taxId',
  email: 'email',
  line1: 'address.line1',
  line2: 'address.line2',
  zipCode: 'address.zipCode',
  city: 'address.city',
  country: 'address.country',
};

/**
 * SPEC §3 billing info: an individual (first and last name) or a company (name, tax id), an e-mail
 * for the invoices and the postal address. Checked with the SPEC §5 rules before it is sent; the
 * server's `{ field, reason }` answers show under the same fields.
 */
export function BillingInfoForm({
  info,
  submitLabel,
  onSaved,
  secondary,
}: {
  info: BillingInfo | null;
  submitLabel: string;
  onSaved: () => void;
  /** A button beside the submit one (the step before). */
  secondary?: React.ReactNode;
}) {
  const { t } = useTranslation('billing');
  const locale = useCurrentLocale();
  const save = useUpdateBillingInfo();
  const [values, setValues] = useState(() => valuesOf(info));
  const [errors, setErrors] = useState<BillingFieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const set = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'type') setErrors((current) => ({ ...current, [FIELD_OF[field]]: undefined }));
  };
  const input = (field: Exclude<keyof Values, 'type' | 'country'>) => ({
    name: FIELD_OF[field],
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field, event.currentTarget.value),
    error: errors[FIELD_OF[field]],
    'data-testid': `billing-${field}`,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const candidate = infoOf(values);
    const found = billingIssueMessages(validateBillingInfo(candidate), t);
    setErrors(found);
    setGeneral(null);
    const first = Object.keys(found)[0];
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    try {
      await save.mutateAsync(candidate as BillingInfo);
      onSaved();
    } catch (error) {
      const refused = billingSaveErrors(error, t);
      setErrors(refused.fields);
      setGeneral(refused.general);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('info.title')} data-testid="billing-info-form">
      <Stack>
        <FormError>{general}</FormError>
        <Radio.Group
          name="type"
          label={t('info.type')}
          value={values.type}
          onChange={(value) => set('type', value)}
          error={errors.type}
        >
          <Group mt="xs">
            <Radio value="company" label={t('info.company')} data-testid="billing-type-company" />
            <Radio value="individual" label={t('info.individual')} data-testid="billing-type-individual" />
          </Group>
        </Radio.Group>
        {values.type === 'individual' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('info.firstname')} required autoComplete="given-name" {...input('firstname')} />
            <TextInput label={t('info.lastname')} required autoComplete="family-name" {...input('lastname')} />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('info.companyName')} required autoComplete="organization" {...input('companyName')} />
            <TextInput label={t('info.taxId')} description={t('info.taxIdHint')} {...input('taxId')} />
          </SimpleGrid>
        )}
        <TextInput
          type="email"
          label={t('info.email')}
          description={t('info.emailHint')}
          required
          autoComplete="email"
          {...input('email')}
        />
        <TextInput label={t('info.line1')} required autoComplete="address-line1" {...input('line1')} />
        <TextInput label={t('info.line2')} autoComplete="address-line2" {...input('line2')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('info.zipCode')} required autoComplete="postal-code" {...input('zipCode')} />
          <TextInput label={t('info.city')} required autoComplete="address-level2" {...input('city')} />
          <Select
            name="address.country"
            label={t('info.country')}
            required
            searchable
            data={countryChoices(locale)}
            value={values.country || null}
            onChange={(value) => set('country', value ?? '')}
            error={errors['address.country']}
            nothingFoundMessage={t('info.noCountry')}
            data-testid="billing-country"
          />
        </SimpleGrid>
        <Group justify="space-between">
          {secondary ?? <span />}
          <Button type="submit" loading={save.isPending} data-testid="billing-info-save">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
