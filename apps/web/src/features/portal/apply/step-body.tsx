import { Alert, Text } from '@mantine/core';
import type { MyApplication, PortalCategory, PortalForm } from '@opencall/shared/applications';
import type { FormAnswers } from '@opencall/shared/forms';
import { useTranslation } from '../../../lib/use-translation';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import type { PreviewStore } from '../../forms';
import { FormFill } from '../../forms';

type Step = PortalCategory['steps'][number];

/** One step as the applicant works on it: a form to fill, a text to read, or an organizer's check to wait for. */
export function StepBody({
  step,
  form,
  application,
  formKey,
  onAnswers,
  onStore,
  serverErrors,
}: {
  step: Step;
  form: PortalForm | undefined;
  application: MyApplication;
  /** Changes when the answers shown must start again from `application` (a conflict settled for the server's copy). */
  formKey: number;
  onAnswers: (answers: FormAnswers) => void;
  onStore: (store: PreviewStore | null) => void;
  /** The server's refusal of a field of this step (a file it will not take), by reference. */
  serverErrors?: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('portal');
  if (step.type === 'textarea') return <RichTextView html={step.config.content ?? ''} data-testid="step-text" />;
  if (step.type === 'validation') {
    const decision = application.stepStatuses[step.id];
    return (
      <Alert
        color={decision === 'validated' ? 'teal' : decision === 'rejected' ? 'red' : 'blue'}
        title={t(`apply.validation.${decision ?? 'pending'}.title`)}
        data-testid="step-validation"
      >
        {t(`apply.validation.${decision ?? 'pending'}.message`)}
      </Alert>
    );
  }
  if (!form) return <Text c="dimmed">{t('apply.noForm')}</Text>;
  return (
    <FormFill
      key={`${step.id}:${formKey}`}
      fields={form.fields}
      initial={application.answers[step.id] ?? {}}
      onChange={onAnswers}
      onStore={onStore}
      serverErrors={serverErrors}
    />
  );
}
