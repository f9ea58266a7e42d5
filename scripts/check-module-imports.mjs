// Issue 12 §1: modules meet only through their index.ts, and no two parts of the server import each
// other in a circle (the HTTP layer gets auth and tenants as interfaces at start-up, app.ts; the
// mailer adapter knows envelopes, not templates). Test files may reach anywhere.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const SERVER = 'apps/server/src';
/** Start-up code that wires everything together: it may import anything and nothing imports it. */
const ENTRY_POINTS = new Set([`${SERVER}/app.ts`, `${SERVER}/main.ts`, `${SERVER}/db/cli.ts`]);

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', `${SERVER}/*.ts`], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && existsSync(file) && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'));

/** `modules/<m>`, `adapters/<a>`, a top-level folder (`http`, `db`…) or a top-level file's name. */
function areaOf(file) {
  const parts = relative(SERVER, file).split('/');
  if (parts[0] === 'modules' || parts[0] === 'adapters') return `${parts[0]}/${parts[1]}`;
  // The demo seed sits above the modules (it asks them for hashing, names, demo platforms) and only
  // start-up code (main.ts, db/cli.ts) imports it: an area of its own, not part of db.
  if (parts[0] === 'db' && parts[1] === 'seed') return 'db/seed';
  return parts.length === 1 ? parts[0].replace(/\.ts$/, '') : parts[0];
}

function resolve(from, specifier) {
  const base = join(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts'), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const problems = [];
const edges = new Map();
for (const file of files) {
  const area = areaOf(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']*)'/g)) {
    const target = resolve(file, specifier);
    if (!target?.startsWith(`${SERVER}/`)) continue;
    const targetArea = areaOf(target);
    if (targetArea === area) continue;
    if (targetArea.startsWith('modules/') && target !== `${SERVER}/${targetArea}/index.ts`) {
      problems.push(`${file}: imports ${target}; import ${targetArea} through its index.ts`);
    }
    if (ENTRY_POINTS.has(file)) continue;
    if (!edges.has(area)) edges.set(area, new Set());
    edges.get(area).add(targetArea);
  }
}

// Tarjan's strongly connected components over the areas: every component of two or more is a circle.
const index = new Map();
const low = new Map();
const stack = [];
const circles = [];
let counter = 0;
function visit(area) {
  index.set(area, counter);
  low.set(area, counter);
  counter += 1;
  stack.push(area);
  for (const next of edges.get(area) ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(area, Math.min(low.get(area), low.get(next)));
    } else if (stack.includes(next)) low.set(area, Math.min(low.get(area), index.get(next)));
  }
  if (low.get(area) !== index.get(area)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    component.push(member);
  } while (member !== area);
  if (component.length > 1) circles.push(component.sort().join(' ↔ '));
}
for (const area of edges.keys()) if (!index.has(area)) visit(area);

for (const circle of circles) problems.push(`import circle: ${circle}`);

if (problems.length) {
  console.error(`Module imports:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Module imports: ${files.length} files, modules meet through index.ts, no import circle.`);
