import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config';

/**
 * APP_SECRET when given; otherwise one generated on first start and kept in the data folder,
 * so tokens survive a restart without any setting. Several servers must share an APP_SECRET.
 */
export function loadAppSecret(config: Config): string {
  if (config.appSecret) return config.appSecret;
  const path = join(config.dataDir, 'app-secret');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
