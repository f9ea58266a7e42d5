import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { dkimSelectorFor } from '@opencall/shared/sender-email';
import type { Tx } from '../../db/client';
import { seal } from '../auth';
import * as senderRepository from './sender-email.repository';

const generateRsaKeyPair = promisify(generateKeyPair);

/**
 * The demo's `admin/sender-email`: a sender name and reply-to, and one domain waiting for its DNS
 * records. The seed does not know APP_SECRET, so the private key is sealed with a throwaway key: the
 * `.example` domain can never be verified, and a key that cannot be unsealed never signs.
 */
export async function seedDemoSenderEmail(db: Tx, platformId: string, now: Date): Promise<void> {
  await senderRepository.upsertSettings(db, platformId, {
    senderName: 'OpenCall Démo – Bourses Jeunes Talents',
    replyTo: 'contact@demo.localhost',
    domainId: null,
  });
  const keys = await generateRsaKeyPair('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  await senderRepository.insertDomain(db, platformId, {
    domain: 'bourses-jeunes-talents.example',
    localPart: 'appels',
    dkimSelector: dkimSelectorFor(now),
    dkimPrivateKey: seal(randomBytes(32), keys.privateKey),
    dkimPublicKey: keys.publicKey.toString('base64'),
  });
}
