import { randomUUID } from 'node:crypto';
import type { InvoiceRecord, PaymentOutcome } from '@opencall/shared/billing';
import { AppError } from '@opencall/shared/errors';
import type { RequestContext } from '../../context';
import { translate } from '../../i18n/translator';
import { renderDocumentPdf } from '../../lib/document-pdf';
import type { DownloadFile } from '../applications';
import type { Conn, InvoiceRow } from './billing.repository';
import * as billingRepository from './billing.repository';
import type { BillingSetup } from './billing-setup';
import { customerOf, getSubscription } from './subscriptions.service';

type Ctx = Pick<RequestContext, 'db' | 'platform' | 'locale'>;
const invoiceNotFound = () => new AppError('not_found', { details: { entity: 'invoice' } });

function toRecord(row: InvoiceRow): InvoiceRecord {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    invoice: row.invoice,
    result: row.result,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    failureReason: row.failureReason,
  };
}

export async function listInvoices(ctx: Ctx): Promise<InvoiceRecord[]> {
  return (await billingRepository.listInvoices(ctx.db, ctx.platform.id)).map(toRecord);
}

/** One invoice as a PDF, in the reader's language: who is billed, each line, the totals. */
export async function invoicePdf(ctx: Ctx, invoiceId: string): Promise<DownloadFile> {
  const row = await billingRepository.findInvoice(ctx.db, ctx.platform.id, invoiceId);
  if (!row) throw invoiceNotFound();
  const t = (key: string, vars?: Record<string, unknown>) => translate(ctx.locale, `exports:invoicePdf.${key}`, vars);
  const money = (units: number) =>
    new Intl.NumberFormat(ctx.locale, { style: 'currency', currency: row.currency.toUpperCase() }).format(units);
  const date = (value: Date) =>
    new Intl.DateTimeFormat(ctx.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(value);
  const to = row.billedTo;
  const billedTo = to
    ? [
        to.type === 'company' ? to.companyName : [to.firstname, to.lastname].filter(Boolean).join(' '),
        to.taxId,
        to.email,
        [to.address.line1, to.address.line2].filter(Boolean).join(', '),
        `${to.address.zipCode} ${to.address.city}, ${to.address.country}`,
      ]
        .filter(Boolean)
        .join('\n')
    : '—';
  const { result } = row;
  const document = renderDocumentPdf({
    lang: ctx.locale,
    title: t('title', { number: row.number }),
    subtitle: ctx.platform.name,
    facts: [
      { label: t('date'), value: date(row.createdAt) },
      { label: t('status'), value: t(`statuses.${row.status}`) },
      { label: t('billedTo'), value: billedTo },
      ...(row.paidAt ? [{ label: t('paidAt'), value: date(row.paidAt) }] : []),
    ],
    sections: [
      {
        title: t('lines'),
        items: row.invoice.lines.data.map((line) => ({ label: line.description, value: money(line.amount / 100) })),
      },
      {
        title: t('totals'),
        items: [
          { label: t('total'), value: money(result.total) },
          { label: t('discount'), value: money(result.totalDiscount) },
          { label: t('tax'), value: money(result.tva) },
          { label: t('totalWithTax'), value: money(result.totalWithTVA) },
          { label: t('credits'), value: money(result.refunds) },
          { label: t('amountDue'), value: money(result.amountDue) },
        ],
      },
    ],
    noAnswer: '—',
    footer: (page, pages) => t('page', { page, pages }),
  });
  return {
    filename: `invoice-${row.number}.pdf`,
    contentType: 'application/pdf',
    stream: document,
  };
}

/**
 * `admin/billing/retry-invoice`: pays an open or failed invoice again with the saved payment method. A
 * paid invoice brings a past-due or suspended platform back; a refused one keeps its reason.
 */
export async function retryInvoice(ctx: Ctx, setup: BillingSetup, invoiceId: string): Promise<PaymentOutcome> {
  const row = await billingRepository.findInvoice(ctx.db, ctx.platform.id, invoiceId);
  if (!row) throw invoiceNotFound();
  if (row.status !== 'open' && row.status !== 'failed') throw new AppError('invoice_not_payable');
  const subscription = await billingRepository.findSubscription(ctx.db, ctx.platform.id);
  const paid = await setup.provider.pay(
    await customerOf(ctx.db, ctx.platform, subscription),
    row.providerRef,
    `oc-retry-${row.id}-${randomUUID()}`,
  );
  if (paid) {
    await ctx.db.transaction((tx) => settleInvoice(tx, setup, ctx.platform.id, row, paid.status, paid.failureReason));
    setup.gate.forget(ctx.platform.id);
  }
  return {
    subscription: await getSubscription(ctx, setup),
    invoiceId: row.id,
    payment: paid?.status ?? 'open',
    clientSecret: paid?.clientSecret ?? null,
  };
}

/**
 * An invoice's payment outcome, and what it means for the subscription (webhooks land here too); run
 * in the caller's transaction. A paid invoice stays paid whatever older news arrives after.
 */
export async function settleInvoice(
  tx: Conn,
  setup: BillingSetup,
  platformId: string,
  row: InvoiceRow,
  status: 'paid' | 'failed' | 'open' | 'requires_action',
  failureReason: string | null,
): Promise<void> {
  if (status === 'paid') {
    await billingRepository.updateInvoice(tx, row.id, {
      status: 'paid',
      paidAt: row.paidAt ?? new Date(),
      failureReason: null,
    });
    const unpaid = (await billingRepository.listInvoices(tx, platformId)).filter(
      (invoice) => invoice.id !== row.id && invoice.status === 'failed',
    );
    const subscription = await billingRepository.findSubscription(tx, platformId);
    // Back to active once nothing the provider tried to charge is left unpaid. The operator's own
    // suspension ('suspend') is lifted by the operator alone.
    if (subscription && unpaid.length === 0 && ['past_due', 'suspended'].includes(subscription.status)) {
      await billingRepository.updateSubscription(tx, platformId, { status: 'active', graceEndsAt: null });
    }
  } else if (status === 'failed' && row.status !== 'paid') {
    await billingRepository.updateInvoice(tx, row.id, { status: 'failed', failureReason });
    const subscription = await billingRepository.findSubscription(tx, platformId);
    if (subscription && (subscription.status === 'active' || subscription.status === 'trialing')) {
      await billingRepository.updateSubscription(tx, platformId, {
        status: 'past_due',
        graceEndsAt: new Date(Date.now() + setup.graceDays * 24 * 3600 * 1000),
      });
    }
  }
}
