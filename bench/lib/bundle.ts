import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleReport {
  name: string;
  files: string[];
  gzipBytes: number;
  budgetBytes: number;
}

const KIB = 1024;
const ENTRY_KEY = 'index.html';
/** What an organizer's first page loads after the entry: the back office's frame and its dashboard. */
const ADMIN_LANDING_SRCS = [
  'features/users/components/admin-shell.tsx',
  'features/users/pages/admin-dashboard-page.tsx',
];

/** Manifest keys reachable from `start` through static imports only (what loads before first render). */
function staticClosure(manifest: Manifest, start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start) || !manifest[start]) return seen;
  seen.add(start);
  for (const key of manifest[start]?.imports ?? []) staticClosure(manifest, key, seen);
  return seen;
}

function gzipSize(distDir: string, manifest: Manifest, keys: Set<string>): { files: string[]; bytes: number } {
  const files = [...new Set([...keys].map((key) => manifest[key]?.file ?? ''))].filter((f) => f.endsWith('.js'));
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length, 0);
  return { files, bytes };
}

/** Builds the web app when its Vite manifest is missing; bounded at 10 minutes. */
export function ensureWebBuild(rootDir: string): string | undefined {
  const manifestPath = join(rootDir, 'apps/web/dist/.vite/manifest.json');
  if (existsSync(manifestPath)) return manifestPath;
  console.log('apps/web/dist/.vite/manifest.json missing: running npm run build ...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit', timeout: 600_000 });
  if (build.status !== 0) console.log(`npm run build failed (status ${build.status}); bundle sizes skipped.`);
  return existsSync(manifestPath) ? manifestPath : undefined;
}

/** Gzipped (level 9) initial JS of the public pages and of the admin, from the Vite manifest. */
export function measureBundles(manifestPath: string): BundleReport[] {
  const distDir = join(manifestPath, '../..');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  if (!manifest[ENTRY_KEY]) throw new Error(`${manifestPath} has no '${ENTRY_KEY}' entry`);

  const publicKeys = staticClosure(manifest, ENTRY_KEY);
  const pub = gzipSize(distDir, manifest, publicKeys);

  // The admin has no entry of its own: its first load is the entry plus the lazy chunks of its landing page.
  const adminKeys = new Set(publicKeys);
  const landingKeys = ADMIN_LANDING_SRCS.map((src) =>
    Object.keys(manifest).find((key) => manifest[key]?.src?.endsWith(src)),
  );
  for (const key of landingKeys) if (key) staticClosure(manifest, key, adminKeys);
  const admin = gzipSize(distDir, manifest, adminKeys);
  const landingFound = landingKeys.every(Boolean);

  return [
    { name: 'public pages initial JS', files: pub.files, gzipBytes: pub.bytes, budgetBytes: 150 * KIB },
    {
      name: `admin initial JS${landingFound ? ' (entry + back-office frame + dashboard)' : ' (landing chunks not found)'}`,
      files: admin.files,
      gzipBytes: admin.bytes,
      budgetBytes: 300 * KIB,
    },
  ];
}
