// The web app's floor plan (docs/ARCHITECTURE.md, "Web app floor plan"): layers go ui ← lib ← features ← app.
// - `app/` is the composition root: only `main.tsx` imports it.
// - `lib/` imports no feature; `ui/` imports no feature and no `lib/` but the error messages named below.
// - a feature imports another one only through its `index.ts` (`features/<name>`), never a deep path.
// Biome's noRestrictedImports says most of this in the editor; "only through index.ts" needs the resolved path.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const ROOT = 'apps/web/src';
/** ui/ may use these lib modules, which depend on nothing but shared and React: the API error and its message, translations. */
const UI_MAY_IMPORT = new Set(['lib/api-error', 'lib/api-error-message', 'lib/translator', 'lib/use-translation']);

const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', `${ROOT}/**/*.ts`, `${ROOT}/**/*.tsx`, `${ROOT}/*.tsx`],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => file && !/\.test\.tsx?$/.test(file));

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** `features/forms/pages/x` → { layer: 'features', feature: 'forms', rest: 'pages/x' }. */
function placeOf(path) {
  const [layer, feature, ...rest] = path.split('/');
  return {
    layer: rest.length || layer === 'features' ? layer : layer.replace(/\.tsx?$/, ''),
    feature,
    rest: rest.join('/'),
  };
}

const problems = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue;
  }
  const from = relative(ROOT, file);
  const source = placeOf(from);
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    const target = normalize(join(dirname(from), specifier)).replace(/\.tsx?$/, '');
    const to = placeOf(target);
    const say = (why) => problems.push(`${file}: '${specifier}' — ${why}`);
    if (to.layer === 'app' && source.layer !== 'app' && from !== 'main.tsx') say('nothing but main.tsx imports app/');
    if (source.layer === 'lib' && to.layer === 'features') say('lib/ imports no feature');
    if (source.layer === 'ui' && (to.layer === 'features' || to.layer === 'app')) say('ui/ imports no feature');
    if (source.layer === 'ui' && to.layer === 'lib' && !UI_MAY_IMPORT.has(target)) say('ui/ imports no lib/ module');
    if (
      source.layer === 'features' &&
      to.layer === 'features' &&
      to.feature !== source.feature &&
      to.rest !== '' &&
      to.rest !== 'index'
    ) {
      say(`import features/${to.feature} through its index.ts`);
    }
  }
}

if (problems.length) {
  console.error(`Web layers (ui ← lib ← features ← app) broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Web layers: ${files.length} files keep ui ← lib ← features ← app.`);
