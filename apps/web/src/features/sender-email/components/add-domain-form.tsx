import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { DEFAULT_LOCAL_PART, domainNameProblem, isLocalPartValid } from '@opencall/shared/sender-email';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FormError } from '../../../ui/form-error';
import { showToast } from '../../../ui/toasts';
import { senderFormErrors } from '../field-errors';
import { useSendingDomainMutations } from '../hooks/use-sender-email';

const FIELDS = ['domain', 'localPart'] as const;
type Field = (typeof FIELDS)[number];

/** Adds a sending domain: its name and the local part mail goes out from. */
export function AddDomainForm() {
  const { t } = useTranslation('senderEmail');
  const { add } = useSendingDomainMutations();
  const [values, setValues] = useState({ domain: '', localPart: DEFAULT_LOCAL_PART });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const domain = values.domain.trim();
    const localPart = values.localPart.trim() || DEFAULT_LOCAL_PART;
    const domainProblem = domain ? domainNameProblem(domain) : 'required';
    const next = {
      domain: domainProblem ? t(`errors.${domainProblem}`) : undefined,
      localPart: isLocalPartValid(localPart) ? undefined : t('errors.invalid'),
    };
    setErrors(next);
    setGeneral(null);
    const invalid = FIELDS.find((field) => next[field]);
    if (invalid) {
      form.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    try {
      const added = await add.mutateAsync({ domain, localPart });
      showToast({ type: 'success', message: t('domains.added', { domain: added.domain }) });
      setValues({ domain: '', localPart: DEFAULT_LOCAL_PART });
    } catch (error) {
      const found = senderFormErrors(error, FIELDS, t);
      setErrors(found.fields);
      setGeneral(found.general);
    }
  }

  return (
    <Card withBorder padding="lg">
      <form onSubmit={submit} noValidate aria-labelledby="add-domain-title" data-testid="add-domain-form">
        <Stack>
          <Title order={2} fz="h4" id="add-domain-title">
            {t('domains.addTitle')}
          </Title>
          <FormError>{general}</FormError>
          <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
            <TextInput
              name="domain"
              label={t('domains.domain')}
              description={t('domains.domainHint')}
              placeholder="example.org"
              required
              value={values.domain}
              onChange={(event) => set('domain', event.currentTarget.value)}
              error={errors.domain}
              autoCapitalize="none"
              spellCheck={false}
              miw="14rem"
              data-testid="domain-name"
            />
            <TextInput
              name="localPart"
              label={t('domains.localPart')}
              description={t('domains.localPartHint')}
              value={values.localPart}
              onChange={(event) => set('localPart', event.currentTarget.value)}
              error={errors.localPart}
              autoCapitalize="none"
              spellCheck={false}
              miw="10rem"
              data-testid="domain-local-part"
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending} data-testid="domain-add">
              {t('domains.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
