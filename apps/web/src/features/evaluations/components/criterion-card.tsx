import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { LOCALE_NAMES, type Locale } from '@opencall/shared/common';
import { MAX_CRITERION_OPTIONS, MAX_CRITERION_WEIGHT, MAX_SCORE_BOUND } from '@opencall/shared/evaluations';
import { useTranslation } from '../../../lib/use-translation';
import { addOption, type DraftCriterion } from '../criteria-draft';

const num = (value: string | number, fallback: number) => (typeof value === 'number' ? value : fallback);

/** One criterion being edited: texts per language, weight, required, and its kind's own settings. */
export function CriterionCard({
  criterion,
  index,
  count,
  share,
  langs,
  defaultLang,
  issues,
  onChange,
  onMove,
  onRemove,
  readOnly,
}: {
  criterion: DraftCriterion;
  index: number;
  count: number;
  /** Its share of the weighted total, in percent. */
  share: number;
  langs: readonly Locale[];
  defaultLang: Locale;
  /** The server's refusals for this criterion: field under it, and reason. */
  issues: { field: string; reason: string }[];
  onChange: (next: DraftCriterion) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation('evaluations');
  const label = criterion.labels[defaultLang] || t('criteria.untitled', { n: index + 1 });
  const issueOf = (field: string) => {
    const issue = issues.find((candidate) => candidate.field === field);
    return issue ? t(`criteria.issues.${issue.reason}`) : undefined;
  };
  const set = (patch: Partial<DraftCriterion>) => onChange({ ...criterion, ...patch } as DraftCriterion);
  const texts = (key: 'labels' | 'descriptions' | 'group', lang: Locale, value: string) =>
    set({ [key]: { ...criterion[key], [lang]: value } });

  return (
    <Card withBorder padding="md" data-testid="criterion-card" aria-label={label} component="section">
      <Group justify="space-between" wrap="wrap" mb="sm">
        <Group gap="xs">
          <Text fw={600} component="h4" m={0} fz="md">
            {index + 1}. {label}
          </Text>
          <Badge variant="light">{t(`kinds.${criterion.kind}`)}</Badge>
          <Badge variant="outline" color="gray" data-testid="criterion-share">
            {t('criteria.share', { share: share.toFixed(share % 1 ? 1 : 0) })}
          </Badge>
        </Group>
        {!readOnly && (
          <Group gap={4}>
            <ActionIcon
              variant="default"
              onClick={() => onMove(-1)}
              disabled={index === 0}
              aria-label={t('criteria.moveUp', { name: label })}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="default"
              onClick={() => onMove(1)}
              disabled={index === count - 1}
              aria-label={t('criteria.moveDown', { name: label })}
            >
              ↓
            </ActionIcon>
            <Button variant="subtle" color="red" size="xs" onClick={onRemove} data-testid="criterion-remove">
              {t('criteria.remove')}
            </Button>
          </Group>
        )}
      </Group>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="sm">
          <Tabs defaultValue={defaultLang} keepMounted={false}>
            <Tabs.List aria-label={t('criteria.languages')}>
              {langs.map((lang) => (
                <Tabs.Tab key={lang} value={lang}>
                  {LOCALE_NAMES[lang]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {langs.map((lang) => (
              <Tabs.Panel key={lang} value={lang} pt="sm">
                <Stack gap="sm">
                  <TextInput
                    label={t('criteria.label')}
                    required={lang === defaultLang}
                    maxLength={200}
                    value={criterion.labels[lang] ?? ''}
                    placeholder={lang === defaultLang ? undefined : criterion.labels[defaultLang]}
                    onChange={(event) => texts('labels', lang, event.currentTarget.value)}
                    error={lang === defaultLang ? issueOf(`labels.${defaultLang}`) : undefined}
                    data-testid={`criterion-label-${lang}`}
                  />
                  <Textarea
                    label={t('criteria.description')}
                    autosize
                    minRows={2}
                    maxLength={2000}
                    value={criterion.descriptions?.[lang] ?? ''}
                    onChange={(event) => texts('descriptions', lang, event.currentTarget.value)}
                  />
                  <TextInput
                    label={t('criteria.group')}
                    description={t('criteria.groupHint')}
                    maxLength={200}
                    value={criterion.group?.[lang] ?? ''}
                    onChange={(event) => texts('group', lang, event.currentTarget.value)}
                  />
                  {'options' in criterion &&
                    criterion.options.map((option, optionIndex) => (
                      <TextInput
                        key={option.id}
                        label={t('criteria.optionLabel', { n: optionIndex + 1 })}
                        required={lang === defaultLang}
                        maxLength={200}
                        value={option.labels[lang] ?? ''}
                        placeholder={lang === defaultLang ? undefined : option.labels[defaultLang]}
                        error={
                          lang === defaultLang ? issueOf(`options.${optionIndex}.labels.${defaultLang}`) : undefined
                        }
                        onChange={(event) =>
                          set({
                            options: criterion.options.map((candidate) =>
                              candidate.id === option.id
                                ? { ...candidate, labels: { ...candidate.labels, [lang]: event.currentTarget.value } }
                                : candidate,
                            ),
                          })
                        }
                        data-testid={`criterion-option-${optionIndex}-${lang}`}
                      />
                    ))}
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          <Group align="flex-start" wrap="wrap">
            <NumberInput
              label={t('criteria.weight')}
              description={criterion.kind === 'text' ? t('criteria.textNotWeighted') : undefined}
              min={0}
              max={MAX_CRITERION_WEIGHT}
              step={0.5}
              decimalScale={2}
              disabled={criterion.kind === 'text'}
              value={criterion.weight}
              onChange={(value) => set({ weight: num(value, 0) })}
              error={issueOf('weight')}
              w="9rem"
              data-testid="criterion-weight"
            />
            {criterion.kind === 'score' && (
              <>
                <NumberInput
                  label={t('criteria.min')}
                  min={-MAX_SCORE_BOUND}
                  max={MAX_SCORE_BOUND}
                  value={criterion.min}
                  onChange={(value) => set({ min: num(value, 0) })}
                  w="7rem"
                  data-testid="criterion-min"
                />
                <NumberInput
                  label={t('criteria.max')}
                  min={-MAX_SCORE_BOUND}
                  max={MAX_SCORE_BOUND}
                  value={criterion.max}
                  onChange={(value) => set({ max: num(value, 0) })}
                  error={issueOf('max')}
                  w="7rem"
                  data-testid="criterion-max"
                />
                <NumberInput
                  label={t('criteria.step')}
                  min={0.01}
                  max={MAX_SCORE_BOUND}
                  decimalScale={2}
                  value={criterion.step}
                  onChange={(value) => set({ step: num(value, 1) })}
                  error={issueOf('step')}
                  w="7rem"
                  data-testid="criterion-step"
                />
              </>
            )}
            {criterion.kind === 'text' && (
              <>
                <NumberInput
                  label={t('criteria.minChars')}
                  min={0}
                  max={10_000}
                  allowDecimal={false}
                  value={criterion.minChars}
                  onChange={(value) => set({ minChars: num(value, 0) })}
                  w="9rem"
                />
                <NumberInput
                  label={t('criteria.maxChars')}
                  min={1}
                  max={10_000}
                  allowDecimal={false}
                  value={criterion.maxChars}
                  onChange={(value) => set({ maxChars: num(value, 1) })}
                  error={issueOf('maxChars')}
                  w="9rem"
                />
              </>
            )}
            <Switch
              mt="xl"
              label={t('criteria.required')}
              checked={criterion.required}
              onChange={(event) => set({ required: event.currentTarget.checked })}
            />
          </Group>
          {'options' in criterion && (
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                {t('criteria.options')}
              </Text>
              {criterion.options.map((option, optionIndex) => (
                <Group key={option.id} gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ flex: 1 }} truncate>
                    {option.labels[defaultLang] || t('criteria.optionLabel', { n: optionIndex + 1 })}
                  </Text>
                  <NumberInput
                    aria-label={t('criteria.pointsOf', { name: option.labels[defaultLang] || optionIndex + 1 })}
                    min={-MAX_SCORE_BOUND}
                    max={MAX_SCORE_BOUND}
                    value={option.points}
                    onChange={(value) =>
                      set({
                        options: criterion.options.map((candidate) =>
                          candidate.id === option.id ? { ...candidate, points: num(value, 0) } : candidate,
                        ),
                      })
                    }
                    w="7rem"
                    data-testid={`criterion-points-${optionIndex}`}
                  />
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    disabled={criterion.options.length <= 2}
                    onClick={() =>
                      set({ options: criterion.options.filter((candidate) => candidate.id !== option.id) })
                    }
                    aria-label={t('criteria.removeOption', { name: option.labels[defaultLang] || optionIndex + 1 })}
                  >
                    {t('criteria.remove')}
                  </Button>
                </Group>
              ))}
              <Group>
                <Button
                  variant="default"
                  size="xs"
                  disabled={criterion.options.length >= MAX_CRITERION_OPTIONS}
                  onClick={() => onChange(addOption(criterion, defaultLang))}
                  data-testid="criterion-add-option"
                >
                  {t('criteria.addOption')}
                </Button>
              </Group>
              <Text size="xs" c="dimmed">
                {criterion.kind === 'multiple' ? t('criteria.pointsSum') : t('criteria.pointsOne')}
              </Text>
            </Stack>
          )}
        </Stack>
      </fieldset>
    </Card>
  );
}
