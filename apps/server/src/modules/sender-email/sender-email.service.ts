import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { AppError } from '@opencall/shared/errors';
import {
  type CreateSendingDomainBody,
  DEFAULT_LOCAL_PART,
  dkimSelectorFor,
  domainNameProblem,
  isLocalPartValid,
  isReplyToValid,
  matchesDkim,
  matchesDmarc,
  matchesSpf,
  type SenderSettings,
  type SendingDomain,
  senderNameProblem,
  sendingDomainRecords,
  type UpdateSenderSettingsBody,
} from '@opencall/shared/sender-email';
import type { TxtLookup } from '../../adapters/dns/txt-lookup';
import { parseMailbox } from '../../adapters/mailer/mailer';
import type { RequestContext } from '../../context';
import { seal } from '../auth';
import type { SenderSettingsRow, SendingDomainRow } from './sender-email.repository';
import * as senderRepository from './sender-email.repository';

/** What the installation brings: its own From, the SPF mechanisms that authorise it, the DNS it asks. */
export interface SenderEmailSetup {
  mailFrom: string;
  spfMechanisms: readonly string[];
  lookup: TxtLookup;
}

const generateRsaKeyPair = promisify(generateKeyPair);
const domainNotFound = () => new AppError('not_found', { details: { entity: 'sendingDomain' } });
const invalid = (issues: { field: string; reason: string }[]) => new AppError('validation_failed', { details: issues });

export function toSendingDomain(row: SendingDomainRow, setup: SenderEmailSetup): SendingDomain {
  return {
    id: row.id,
    domain: row.domain,
    localPart: row.localPart,
    address: `${row.localPart}@${row.domain}`,
    dkimSelector: row.dkimSelector,
    status: row.status,
    records: sendingDomainRecords(row, setup.spfMechanisms),
    checks: row.checks,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The From a message carries with these settings (the mailer composes the same). */
function fromOf(setup: SenderEmailSetup, settings: SenderSettingsRow | undefined, domain?: SendingDomainRow) {
  const installation = parseMailbox(setup.mailFrom);
  const name = settings?.senderName || installation.name;
  const address = domain?.status === 'verified' ? `${domain.localPart}@${domain.domain}` : installation.address;
  return name ? `${name} <${address}>` : address;
}

async function toSettings(ctx: RequestContext, setup: SenderEmailSetup, row: SenderSettingsRow | undefined) {
  const domain = row?.domainId ? await senderRepository.findDomain(ctx.db, ctx.platform.id, row.domainId) : undefined;
  return {
    senderName: row?.senderName ?? '',
    replyTo: row?.replyTo ?? '',
    domainId: domain ? domain.id : null,
    from: fromOf(setup, row, domain),
  } satisfies SenderSettings;
}

export async function getSenderSettings(ctx: RequestContext, setup: SenderEmailSetup): Promise<SenderSettings> {
  return toSettings(ctx, setup, await senderRepository.findSettings(ctx.db, ctx.platform.id));
}

export async function updateSenderSettings(
  ctx: RequestContext,
  setup: SenderEmailSetup,
  body: UpdateSenderSettingsBody,
): Promise<SenderSettings> {
  const platformId = ctx.platform.id;
  const senderName = body.senderName.trim();
  const replyTo = body.replyTo.trim();
  const issues: { field: string; reason: string }[] = [];
  const nameProblem = senderNameProblem(body.senderName);
  if (nameProblem) issues.push({ field: 'senderName', reason: nameProblem });
  if (!isReplyToValid(replyTo)) issues.push({ field: 'replyTo', reason: 'invalid_email' });
  if (body.domainId) {
    const domain = await senderRepository.findDomain(ctx.db, platformId, body.domainId);
    if (!domain) issues.push({ field: 'domainId', reason: 'unknown' });
    else if (domain.status !== 'verified') issues.push({ field: 'domainId', reason: 'not_verified' });
  }
  if (issues.length) throw invalid(issues);
  const row = await senderRepository.upsertSettings(ctx.db, platformId, {
    senderName: senderName || null,
    replyTo: replyTo || null,
    domainId: body.domainId,
  });
  return toSettings(ctx, setup, row);
}

export async function listSendingDomains(ctx: RequestContext, setup: SenderEmailSetup): Promise<SendingDomain[]> {
  const rows = await senderRepository.listDomains(ctx.db, ctx.platform.id);
  return rows.map((row) => toSendingDomain(row, setup));
}

/** A new domain with its own 2048-bit DKIM key: the private half sealed at rest, never shown. */
export async function addSendingDomain(
  ctx: RequestContext,
  setup: SenderEmailSetup,
  body: CreateSendingDomainBody,
): Promise<SendingDomain> {
  const domain = body.domain.trim();
  const localPart = body.localPart?.trim() || DEFAULT_LOCAL_PART;
  const issues: { field: string; reason: string }[] = [];
  const domainProblem = domainNameProblem(domain);
  if (domainProblem) issues.push({ field: 'domain', reason: domainProblem });
  if (!isLocalPartValid(localPart)) issues.push({ field: 'localPart', reason: 'invalid' });
  if (issues.length) throw invalid(issues);
  const platformId = ctx.platform.id;
  if (await senderRepository.findDomainByName(ctx.db, platformId, domain)) {
    throw invalid([{ field: 'domain', reason: 'taken' }]);
  }
  const keys = await generateRsaKeyPair('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const row = await senderRepository.insertDomain(ctx.db, platformId, {
    domain,
    localPart,
    dkimSelector: dkimSelectorFor(new Date()),
    dkimPrivateKey: seal(ctx.services.keys.seal, keys.privateKey),
    dkimPublicKey: keys.publicKey.toString('base64'),
  });
  if (!row) throw invalid([{ field: 'domain', reason: 'taken' }]);
  return toSendingDomain(row, setup);
}

export async function removeSendingDomain(ctx: RequestContext, domainId: string): Promise<{ id: string }> {
  const deleted = await ctx.db.transaction((tx) => senderRepository.deleteDomain(tx, ctx.platform.id, domainId));
  if (!deleted) throw domainNotFound();
  return { id: domainId };
}

/** Reads the three records from DNS; the domain is verified while its DKIM key and SPF authorisation are published. */
export async function checkSendingDomain(
  ctx: RequestContext,
  setup: SenderEmailSetup,
  domainId: string,
): Promise<SendingDomain> {
  const platformId = ctx.platform.id;
  const row = await senderRepository.findDomain(ctx.db, platformId, domainId);
  if (!row) throw domainNotFound();
  const [dkim, spf, dmarc] = sendingDomainRecords(row, setup.spfMechanisms);
  const [dkimTxt, spfTxt, dmarcTxt] = await Promise.all(
    [dkim, spf, dmarc].map((record) => setup.lookup.txt(record?.name ?? '')),
  );
  const checks = {
    dkim: matchesDkim(dkimTxt ?? [], row.dkimPublicKey),
    spf: matchesSpf(spfTxt ?? [], setup.spfMechanisms),
    dmarc: matchesDmarc(dmarcTxt ?? []),
  };
  const now = new Date();
  const verified = checks.dkim && checks.spf;
  const updated = await senderRepository.recordCheck(ctx.db, platformId, domainId, {
    checks,
    status: verified ? 'verified' : 'failed',
    checkedAt: now,
    verifiedAt: verified ? now : row.verifiedAt,
  });
  // Deleted while DNS answered.
  if (!updated) throw domainNotFound();
  return toSendingDomain(updated, setup);
}
