import {
  Checkbox,
  Image,
  Radio,
  Rating,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FileUploadInput, type FileUploadValue } from '../../files';
import { AddressAutocomplete } from './address-autocomplete';
import { CityAutocomplete } from './city-autocomplete';
import { COUNTRY_CODES } from './country-codes';
import { common, type InputProps } from './input-props';
import { PictureChoice } from './picture-choice';

export type { InputProps };

function CountrySelect(props: InputProps) {
  const { i18n } = useTranslation();
  const data = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
      a.label.localeCompare(b.label, i18n.language),
    );
  }, [i18n.language]);
  return (
    <Select
      {...common(props)}
      data={data}
      searchable
      clearable
      value={(props.value as string) ?? null}
      onChange={(v) => props.onChange(v ?? '')}
    />
  );
}

/** One choice of a radio or checkbox group. */
const choiceOf =
  (Item: typeof Radio | typeof Checkbox) =>
  ({ value, label }: { value: string; label: string }) => <Item key={value} value={value} label={label} />;

/** An answer drawn under the field's title (with its required mark), its error under it. */
function TitledAnswer({
  field,
  error,
  asGroup = false,
  children,
}: {
  field: InputProps['field'];
  error: InputProps['error'];
  /** Name the answer's group after the field, for controls that carry no label of their own. */
  asGroup?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap={4} {...(asGroup && { role: 'group', 'aria-label': field.title || field.reference })}>
      <Text size="sm" fw={500}>
        {field.title}
        {field.required ? ' *' : ''}
      </Text>
      {children}
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}

// Phone numbers (libphonenumber and its metadata) and numbers (react-number-format) load with the first
// form that asks for one: most forms have neither, and an applicant's first page stays lighter.
const PhoneInput = lazy(async () => ({ default: (await import('./phone-input')).PhoneInput }));
const NumberAnswerInput = lazy(async () => ({ default: (await import('./number-input')).NumberAnswerInput }));

/** While its code loads, an input takes its place with the same label: nothing moves when it arrives. */
function LoadingInput({ props, children }: { props: InputProps; children: ReactNode }) {
  return <Suspense fallback={<TextInput {...common(props)} value="" readOnly disabled />}>{children}</Suspense>;
}

const TEXT_TYPES: Record<string, string> = {
  text: 'text',
  url: 'url',
  email: 'email',
  'siret-fr': 'text',
  'siren-fr': 'text',
};

/** One answer input as applicants see it, controlled from outside. */
export function FieldInput(props: InputProps) {
  const { t } = useTranslation('forms');
  const { field, value, onChange, error } = props;
  const text = typeof value === 'string' ? value : '';
  const options = (field.options ?? []).map((o) => ({ value: o.reference, label: o.text || o.reference }));
  const inputType = TEXT_TYPES[field.type];
  if (inputType)
    return (
      <TextInput {...common(props)} type={inputType} value={text} onChange={(e) => onChange(e.currentTarget.value)} />
    );
  switch (field.type) {
    case 'textarea':
      return (
        <Textarea
          {...common(props)}
          autosize
          minRows={3}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <LoadingInput props={props}>
          <NumberAnswerInput {...props} />
        </LoadingInput>
      );
    case 'date':
      return (
        <TextInput {...common(props)} type="date" value={text} onChange={(e) => onChange(e.currentTarget.value)} />
      );
    case 'select':
      return (
        <Select
          {...common(props)}
          data={options}
          clearable
          value={(value as string) ?? null}
          onChange={(v) => onChange(v ?? undefined)}
        />
      );
    case 'tel':
      return (
        <LoadingInput props={props}>
          <PhoneInput {...props} />
        </LoadingInput>
      );
    case 'address':
      return <AddressAutocomplete {...props} />;
    case 'city':
      return <CityAutocomplete {...props} />;
    case 'picture-choice':
      return <PictureChoice {...props} />;
    case 'radio':
    case 'yes-no': {
      const choices =
        field.type === 'yes-no'
          ? [
              { value: 'yes', label: t('preview.yes') },
              { value: 'no', label: t('preview.no') },
            ]
          : options;
      return (
        <Radio.Group {...common(props)} value={(value as string) ?? ''} onChange={onChange}>
          <Stack gap={4} mt={4}>
            {choices.map(choiceOf(Radio))}
          </Stack>
        </Radio.Group>
      );
    }
    case 'checkbox':
      return (
        <Checkbox.Group {...common(props)} value={Array.isArray(value) ? (value as string[]) : []} onChange={onChange}>
          <Stack gap={4} mt={4}>
            {options.map(choiceOf(Checkbox))}
          </Stack>
        </Checkbox.Group>
      );
    case 'country':
      return <CountrySelect {...props} />;
    case 'linear-scale': {
      const { min = 1, max = 5, minLabel, maxLabel } = field.scale ?? {};
      const steps = Array.from({ length: Math.max(0, Math.min(max - min + 1, 20)) }, (_, i) => String(min + i));
      return (
        <TitledAnswer field={field} error={error} asGroup>
          <SegmentedControl
            data={steps}
            value={value === undefined ? '' : String(value)}
            onChange={(v) => onChange(Number(v))}
          />
          <Text size="xs" c="dimmed">
            {[minLabel, maxLabel].filter(Boolean).join(' — ')}
          </Text>
        </TitledAnswer>
      );
    }
    case 'notation':
      return (
        <TitledAnswer field={field} error={error}>
          <Rating
            count={field.scale?.max ?? 5}
            value={typeof value === 'number' ? value : 0}
            onChange={onChange}
            aria-label={field.title || field.reference}
          />
        </TitledAnswer>
      );
    case 'table': {
      const answers = (value ?? {}) as Record<string, Record<string, string>>;
      return (
        <TitledAnswer field={field} error={error}>
          <Table.ScrollContainer minWidth={0}>
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  {(field.cols ?? []).map((c) => (
                    <Table.Th key={c.reference}>{c.title}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(field.rows ?? []).map((r) => (
                  <Table.Tr key={r.reference}>
                    <Table.Th>{r.title}</Table.Th>
                    {(field.cols ?? []).map((c) => (
                      <Table.Td key={c.reference}>
                        <TextInput
                          size="xs"
                          aria-label={`${r.title} — ${c.title}`}
                          value={answers[r.reference]?.[c.reference] ?? ''}
                          onChange={(e) =>
                            onChange({
                              ...answers,
                              [r.reference]: { ...answers[r.reference], [c.reference]: e.currentTarget.value },
                            })
                          }
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </TitledAnswer>
      );
    }
    case 'file':
      return (
        <FileUploadInput
          {...common(props)}
          value={(value as FileUploadValue | null | undefined) ?? null}
          onChange={(file) => onChange(file)}
        />
      );
    case 'validation':
      return (
        <Text size="sm" c="dimmed">
          {field.title} — {t('preview.validationStep')}
        </Text>
      );
    case 'separator-title':
      return <Title order={3}>{field.content}</Title>;
    case 'separator-quote':
      return (
        <Text
          component="blockquote"
          fs="italic"
          pl="md"
          style={{ borderLeft: '3px solid var(--mantine-color-default-border)' }}
        >
          {field.content}
        </Text>
      );
    case 'separator-text':
      return <Text style={{ whiteSpace: 'pre-wrap' }}>{field.content}</Text>;
    case 'separator-image':
      return field.content ? <Image src={field.content} alt="" mah={240} fit="contain" /> : null;
    case 'separator-video':
      return field.content ? (
        <Text component="a" href={field.content} target="_blank" rel="noreferrer">
          {field.content}
        </Text>
      ) : null;
    default:
      return null;
  }
}
