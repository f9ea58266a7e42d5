import type { MailSender } from '../../adapters/mailer/mailer';
import type { Db } from '../../db/client';
import { unseal } from '../auth';
import * as senderRepository from './sender-email.repository';

/**
 * Who the platform's next e-mail comes from (admin/sender-email): from its verified domain, signed
 * with that domain's DKIM key, when its settings name one; else from the installation's address with
 * the platform's sender name. Undefined: the installation's sender, untouched.
 */
export async function resolveMailSender(
  db: Db,
  sealKey: Buffer,
  platformId: string | null,
): Promise<MailSender | undefined> {
  if (!platformId) return undefined;
  const identity = await senderRepository.findSendingIdentity(db, platformId);
  if (!identity) return undefined;
  const { settings, domain } = identity;
  const sender: MailSender = {
    ...(settings.senderName && { name: settings.senderName }),
    ...(settings.replyTo && { replyTo: settings.replyTo }),
  };
  if (domain?.status !== 'verified') return sender;
  let privateKey: string;
  try {
    privateKey = unseal(sealKey, domain.dkimPrivateKey);
  } catch {
    // A key sealed under another APP_SECRET cannot sign: unsigned mail from the domain would fail DMARC.
    return sender;
  }
  return {
    ...sender,
    address: `${domain.localPart}@${domain.domain}`,
    dkim: { domainName: domain.domain, keySelector: domain.dkimSelector, privateKey },
  };
}
