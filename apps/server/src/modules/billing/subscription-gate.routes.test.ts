import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useBillingApp } from '../../../test/billing-scene';
import { billingSubscriptions } from '../../db/schema';

const { scene, admin, applicant, operator, globex } = useBillingApp();
const act = (action: string, extra: object = {}) =>
  operator.send('POST', `/api/operator/platforms/${scene.acme.id}/subscription`, { action, ...extra });
const sessions = () => `/api/user.programs/${scene.programId}/evaluation-sessions`;
const galleries = () => `/api/user.programs/${scene.programId}/galleries`;
const votes = () => `/api/user.programs/${scene.programId}/public-vote-sessions`;
const setPlan = (planId: string, values: object = {}) =>
  scene.t.database.db
    .update(billingSubscriptions)
    .set({ planId, status: 'active', ...values })
    .where(eq(billingSubscriptions.platformId, scene.acme.id));
// The gate keeps a platform's state for a few seconds; a direct write in a test waits it out.
const waitForGate = () => new Promise((resolve) => setTimeout(resolve, 5_100));
const codeOf = async (res: Promise<{ statusCode: number; body: string }>) => {
  const answer = await res;
  return answer.statusCode === 200 ? 200 : `${answer.statusCode} ${JSON.parse(answer.body).error.code}`;
};

describe('the operator’s console', () => {
  it('is for super admins only: a platform administrator gets 403 missing_permissions', async () => {
    expect(await codeOf(admin.get('/api/operator/subscriptions'))).toBe('403 missing_permissions');
    expect(
      await codeOf(admin.send('POST', `/api/operator/platforms/${scene.acme.id}/subscription`, { action: 'suspend' })),
    ).toBe('403 missing_permissions');
  });

  it('lists every platform with its subscription and open invoices', async () => {
    const rows = (await operator.get('/api/operator/subscriptions')).json().data as {
      platformId: string;
      subscription: { billed: boolean; status: string };
    }[];
    const acme = rows.find((row) => row.platformId === scene.acme.id);
    const globexRow = rows.find((row) => row.platformId === scene.globex.id);
    expect(acme?.subscription).toMatchObject({ billed: true, status: 'trialing' });
    expect(globexRow?.subscription).toMatchObject({ billed: false });
  });

  it('suspending then resuming a platform in trial leaves it in trial', async () => {
    expect((await act('suspend')).json().data.subscription.status).toBe('suspend');
    expect((await act('resume')).json().data.subscription).toMatchObject({ status: 'trialing', plan: { id: 'trial' } });
  });

  it('a trial that ended without a subscription is suspension_expired until the platform subscribes or is resumed', async () => {
    await scene.t.database.db
      .update(billingSubscriptions)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(billingSubscriptions.platformId, scene.acme.id));
    await waitForGate();
    expect((await admin.get('/api/subscription')).json().data.status).toBe('suspension_expired');
    expect(await codeOf(admin.get(`/api/user.programs/${scene.programId}`))).toBe('403 platform_suspended');
    expect(await codeOf(admin.get('/api/plans'))).toBe(200);
    expect((await act('resume')).json().data.subscription).toMatchObject({ status: 'active', plan: { id: 'trial' } });
    expect(await codeOf(admin.get(`/api/user.programs/${scene.programId}`))).toBe(200);
  });

  it('answers 404 for a platform that does not exist', async () => {
    const res = await operator.send(
      'POST',
      '/api/operator/platforms/00000000-0000-4000-8000-000000000000/subscription',
      {
        action: 'suspend',
      },
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('feature gating (SPEC §6: plan features plus additional features)', () => {
  it('opens what the plan holds and refuses the rest with 403 feature_not_in_plan', async () => {
    await setPlan('basic');
    await waitForGate();
    expect(await codeOf(admin.get(galleries()))).toBe(200);
    expect(await codeOf(admin.get(sessions()))).toBe('403 feature_not_in_plan');
    expect(await codeOf(admin.get(votes()))).toBe('403 feature_not_in_plan');
    expect(await codeOf(admin.get('/api/sender-email/domains'))).toBe('403 feature_not_in_plan');
    // The sender's name is not a module of the plans: it stays open.
    expect(await codeOf(admin.get('/api/sender-email/default'))).toBe(200);
    // A platform the installation does not bill is never gated.
    expect(await codeOf(globex.get('/api/sender-email/domains'))).toBe(200);
  });

  it('an additional feature the operator grants opens that module at once', async () => {
    const res = await act('grant', { additionalFeatures: ['evaluation_sessions'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.subscription.features).toEqual(expect.arrayContaining(['galleries', 'evaluation_sessions']));
    expect(await codeOf(admin.get(sessions()))).toBe(200);
    expect(await codeOf(admin.get(votes()))).toBe('403 feature_not_in_plan');
    expect((await admin.get('/api/subscription')).json().data.additionalFeatures).toEqual(['evaluation_sessions']);
  });
});

describe('standby (SPEC §4: delete disabled; §8 platform_in_standby)', () => {
  it('moves the platform to the standby plan: deletions answer 403 platform_in_standby, reading still works', async () => {
    await setPlan('pro');
    const res = await act('standby');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.subscription.plan.label).toBe('standby');
    expect(await codeOf(admin.send('DELETE', `/api/user.programs/${scene.programId}`))).toBe('403 platform_in_standby');
    expect(await codeOf(admin.get('/api/subscription'))).toBe(200);
    expect(await codeOf(admin.get(`/api/user.programs/${scene.programId}`))).toBe(200);
  });

  it('resuming brings the plan the platform had back', async () => {
    const res = await act('resume');
    expect(res.json().data.subscription.plan.id).toBe('pro');
    expect(await codeOf(admin.get(sessions()))).toBe(200);
  });
});

describe('suspension (SPEC §4: every feature off; §8 platform_suspended)', () => {
  it('stops the back office with 403 platform_suspended, keeps billing open, and leaves applicants and the operator alone', async () => {
    const res = await act('suspend');
    expect(res.json().data.subscription).toMatchObject({ status: 'suspend', features: [] });
    expect(await codeOf(admin.get(`/api/user.programs/${scene.programId}`))).toBe('403 platform_suspended');
    expect(await codeOf(admin.get('/api/sender-email/default'))).toBe('403 platform_suspended');
    expect(await codeOf(admin.get('/api/billing/invoices'))).toBe(200);
    expect(await codeOf(admin.get('/api/subscription'))).toBe(200);
    expect((await admin.get('/api/subscription')).json().data).toMatchObject({ status: 'suspend', features: [] });
    expect(await codeOf(applicant.get('/api/portal/me/responses'))).toBe(200);
    expect(await codeOf(operator.get(`/api/user.programs/${scene.programId}`))).toBe(200);
  });

  it('an unpaid invoice past its grace period suspends the platform without waiting for any job', async () => {
    await act('resume');
    await scene.t.database.db
      .update(billingSubscriptions)
      .set({ status: 'past_due', graceEndsAt: new Date(Date.now() - 1000) })
      .where(eq(billingSubscriptions.platformId, scene.acme.id));
    await waitForGate();
    expect((await admin.get('/api/subscription')).json().data.status).toBe('suspended');
    expect(await codeOf(admin.get(`/api/user.programs/${scene.programId}`))).toBe('403 platform_suspended');
    await act('resume');
    expect(await codeOf(admin.get(`/api/user.programs/${scene.programId}`))).toBe(200);
  });
});
