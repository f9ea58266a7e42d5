import { Alert, Anchor, Button, Card, Grid, Group, Stack, Title } from '@mantine/core';
import { buildSubscriptionPayload, newSubscriptionDraft, type SubscriptionDraft } from '@opencall/shared/billing';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useSubscription } from '../../../lib/billing/use-subscription';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale } from '../../../lib/domain-info-context';
import { useAppNavigate } from '../../../lib/use-app-navigate';
import { useTranslation } from '../../../lib/use-translation';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { ListLoading, ListStates } from '../../../ui/list-states';
import { PageSection } from '../../../ui/page-section';
import { showToast } from '../../../ui/toasts';
import { BillingInfoForm } from '../components/billing-info-form';
import { ConfirmStep } from '../components/confirm-step';
import { FlowStepsNav } from '../components/flow-steps-nav';
import { canPay, PaymentStep } from '../components/payment-step';
import { PlanStep } from '../components/plan-step';
import { PriceSummary } from '../components/price-summary';
import { PromoStep } from '../components/promo-step';
import { SeatsStep } from '../components/seats-step';
import { draftFromSubscription } from '../draft-choices';
import { useSubscriptionDraft } from '../draft-store';
import { billingErrorMessage } from '../field-errors';
import { FLOWS, isStepId, type StepId } from '../flows';
import {
  type SubscriptionFlowAction,
  useBilling,
  useInvoicePreview,
  useSubscriptionChange,
} from '../hooks/use-billing';
import { INVOICES_PATH } from '../paths';

/** `home/create-subscription/steps/{stepId}`: subscribing, step by step. */
export function CreateSubscriptionPage() {
  return <SubscriptionFlowPage action="create" />;
}

/** `home/subscription-change-plan/steps/{stepId}`: another plan, interval or add-ons. */
export function ChangePlanPage() {
  return <SubscriptionFlowPage action="changePlan" />;
}

/** `home/subscription-update-seats/steps/{stepId}`: more or fewer seats on the same plan. */
export function UpdateSeatsPage() {
  return <SubscriptionFlowPage action="updateSeats" />;
}

/**
 * One of the three subscription flows: the step in the URL, the draft kept across steps and reloads
 * (draft-store.ts), the price summary beside every step, and a confirmation before anything is paid.
 */
function SubscriptionFlowPage({ action }: { action: SubscriptionFlowAction }) {
  const { t } = useTranslation('billing');
  const locale = useCurrentLocale();
  const navigate = useAppNavigate();
  const { stepId } = useParams();
  const flow = FLOWS[action];
  const stepsUrl = `/${locale}/admin/${flow.path}/steps`;
  const subscription = useSubscription();
  const billing = useBilling();
  const { draft, update, start, clear } = useSubscriptionDraft(action);
  const change = useSubscriptionChange(action);
  const finished = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const payload = draft ? buildSubscriptionPayload(draft) : null;
  const preview = useInvoicePreview(payload);
  const step = isStepId(stepId) && flow.steps.includes(stepId) ? stepId : null;

  // A new draft, from nothing (subscribing) or from what the platform has now (changing).
  const seedReady = action === 'create' || subscription.isSuccess || subscription.isError;
  useEffect(() => {
    if (draft || finished.current || !seedReady) return;
    start(action === 'create' ? newSubscriptionDraft() : draftFromSubscription(subscription.data));
  }, [draft, seedReady, action, subscription.data, start]);

  // After moving to another step, the keyboard starts at its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current !== step) heading.current?.focus();
    shownStep.current = step;
  }, [step]);

  const title = t(`flow.${action}.title`);
  useDocumentTitle(step ? `${t(`steps.${step}`)} · ${title}` : title);

  if (!step) return <Navigate replace to={`${stepsUrl}/${flow.steps[0]}`} />;
  if (!draft) return <ListLoading label={t('flow.loading')} testId="flow-loading" />;

  const hasPlan = Boolean(draft.plan && draft.seatPrice);
  const index = flow.steps.indexOf(step);
  const go = (to: StepId) => navigate(`${stepsUrl}/${to}`);
  // Nothing past the first step without a plan: back to it (a reload with an emptied draft lands there too).
  if (!hasPlan && step !== flow.steps[0]) return <Navigate replace to={`${stepsUrl}/${flow.steps[0]}`} />;

  const onChange = (changeDraft: (current: SubscriptionDraft) => SubscriptionDraft) => {
    setError(null);
    update(changeDraft);
  };
  const nextBlocked =
    (step === 'plan' && !hasPlan) || (step === 'payment' && !canPay(billing.data)) || (step === 'seats' && !payload);

  async function subscribe() {
    const body = draft ? buildSubscriptionPayload(draft) : null;
    if (!body) return;
    setError(null);
    try {
      const outcome = await change.mutateAsync(body);
      if (outcome.payment === 'failed') {
        setError(t('apiErrors.payment_failed'));
        return;
      }
      finished.current = true;
      if (outcome.payment === 'requires_action') {
        navigate(`/${locale}/admin/home/settings/checking`);
      } else {
        showToast({ type: 'success', message: t(`flow.${action}.done`) });
        navigate(`/${locale}/admin/${INVOICES_PATH}`);
      }
      clear();
    } catch (failure) {
      setError(billingErrorMessage(failure, t));
    }
  }

  const back =
    index > 0 ? (
      <Button variant="default" onClick={() => go(flow.steps[index - 1] as StepId)} data-testid="flow-back">
        {t('flow.back')}
      </Button>
    ) : (
      <span />
    );

  let content: React.ReactNode;
  let footer: React.ReactNode = null;
  const nextFooter = (
    <Group justify="space-between">
      {back}
      <Button onClick={() => go(flow.steps[index + 1] as StepId)} disabled={nextBlocked} data-testid="flow-next">
        {t('flow.next')}
      </Button>
    </Group>
  );
  // The billing and payment steps read the saved billing information: one loading state for both.
  const billingStates = (
    <ListStates query={billing} loadingLabel={t('info.loading')} failedTitle={t('info.loadFailed')} testId="billing" />
  );
  switch (step) {
    case 'plan':
      content = <PlanStep draft={draft} onChange={onChange} />;
      footer = nextFooter;
      break;
    case 'seats':
      content = !hasPlan ? (
        <Alert color="orange" variant="light" data-testid="no-subscription">
          {t('flow.noSubscription')}{' '}
          <Anchor component={Link} to={`/${locale}/admin/${FLOWS.create.path}`}>
            {t('flow.create.title')}
          </Anchor>
        </Alert>
      ) : (
        <SeatsStep draft={draft} onChange={onChange} />
      );
      footer = nextFooter;
      break;
    case 'promo':
      content = <PromoStep draft={draft} preview={preview.data} updating={preview.isUpdating} onChange={onChange} />;
      footer = nextFooter;
      break;
    case 'billing':
      content = (
        <>
          {billingStates}
          {billing.data && (
            <BillingInfoForm
              info={billing.data.info}
              submitLabel={t('info.saveAndContinue')}
              onSaved={() => go(flow.steps[index + 1] as StepId)}
              secondary={back}
            />
          )}
        </>
      );
      break;
    case 'payment':
      content = (
        <>
          {billingStates}
          {billing.data && <PaymentStep billing={billing.data} />}
        </>
      );
      footer = nextFooter;
      break;
    case 'confirm':
      content = <ConfirmStep draft={draft} billing={billing.data} error={error} />;
      footer = (
        <Group justify="space-between">
          {back}
          <Button
            onClick={() => setConfirming(true)}
            disabled={!payload || !canPay(billing.data)}
            loading={change.isPending}
            data-testid="flow-submit"
          >
            {t(`flow.${action}.submit`)}
          </Button>
        </Group>
      );
      break;
  }

  return (
    <PageSection
      title={title}
      description={t(`flow.${action}.intro`)}
      back={{ to: `/${locale}/admin/${INVOICES_PATH}`, label: t('invoices.title') }}
      testId="subscription-flow"
    >
      <FlowStepsNav
        steps={flow.steps}
        current={step}
        reachable={(candidate) => candidate === flow.steps[0] || hasPlan}
        hrefOf={(candidate) => `${stepsUrl}/${candidate}`}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Card withBorder padding="lg" data-testid={`step-${step}`}>
            <Stack>
              <Title order={2} fz="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
                {t(`steps.${step}`)}
              </Title>
              {content}
              {footer}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <PriceSummary draft={draft} preview={preview.data} updating={preview.isUpdating} />
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t(`flow.${action}.confirmTitle`)}
        message={t(`flow.${action}.confirmMessage`, { plan: draft.plan?.label ?? '', seats: String(draft.nbSeats) })}
        confirmLabel={t(`flow.${action}.submit`)}
        onConfirm={subscribe}
      />
    </PageSection>
  );
}
