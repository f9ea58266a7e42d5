// Issue 12 §1, one owner per table: `apps/server/src/db/schema/<module>.ts` holds the tables of
// `modules/<module>` (or `adapters/<module>`), and a repository imports only its own module's file.
// Another module's data is asked for through that module's index.ts. The joins still reading
// another module's tables are listed below, table by table, and shrink: a new one fails, a listed
// one no longer used fails too. Writing another module's table fails whatever the list says.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';

const SERVER = 'apps/server/src';
const SCHEMA = `${SERVER}/db/schema`;

/** Read-only joins on another module's tables, per repository (kept for one-query pages and exports). */
const FOREIGN_READS = {
  'modules/applications/applications.repository.ts': ['platformMemberships', 'users', 'categories', 'programs'],
  'modules/applications/exports/exports.repository.ts': ['platformMemberships', 'users', 'forms', 'categories', 'tags'],
  'modules/applications/file-references.repository.ts': ['files'],
  'modules/applications/portal/team.repository.ts': ['platformMemberships', 'users'],
  'modules/applications/requests/requests.repository.ts': ['users'],
  'modules/applications/responses/decisions.repository.ts': ['users'],
  // A gallery's or a public vote's entries: the applicant's name as the platform knows them.
  'modules/applications/showcase/showcase.repository.ts': ['users'],
  'modules/applications/responses/responses.repository.ts': ['users', 'categories', 'tags'],
  'modules/applications/trash/responses-trash.repository.ts': ['users', 'programs'],
  'modules/auth/profile.repository.ts': ['platforms'],
  // A session's applications are one-query pages (the ranking of G8, a juror's list, the exports):
  // the session's entry filters, pages and counts join the applications and their applicants.
  'modules/evaluations/assignments.repository.ts': ['applications', 'applicationTeamMembers', 'users'],
  'modules/evaluations/ranking.repository.ts': ['applications', 'users'],
  'modules/evaluations/session-entry.repository.ts': ['applications', 'applicationTags'],
  'modules/evaluations/session-export.repository.ts': ['applications', 'users'],
  'modules/auth/roles.repository.ts': ['programs'],
  // A public vote's entries are the program's applications its entry lets in (the jury sessions' rule).
  'modules/public-votes/vote-sessions.repository.ts': ['applications'],
  // A gallery's entries must be live, submitted applications of its program: checked and listed in one query each.
  'modules/galleries/galleries.repository.ts': ['applications'],
  'modules/forms/forms.repository.ts': ['categories', 'programs'],
  // A message batch's progress is where its e-mails are (the outbox rows share the thread rows' ids);
  // attachments are the sender's own files, named in the thread: read here, one query each.
  'modules/messages/messages.repository.ts': ['emailOutbox', 'files'],
  'modules/programs/program-statistics.repository.ts': ['applications', 'platformMemberships', 'forms'],
  'modules/programs/programs.repository.ts': ['roles', 'userRoles'],
  'modules/users/account-deletion.repository.ts': ['users'],
  'modules/users/users.repository.ts': ['platformMemberships', 'roles', 'userRoles', 'users'],
};

const listed = (pattern) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', pattern], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && existsSync(file));

// Which module owns each table: the schema file it is declared in.
const ownerOf = new Map();
const problems = [];
for (const file of listed(`${SCHEMA}/*.ts`)) {
  const owner = basename(file, '.ts');
  if (owner === 'index') continue;
  if (!existsSync(`${SERVER}/modules/${owner}`) && !existsSync(`${SERVER}/adapters/${owner}`)) {
    problems.push(
      `${file}: no modules/${owner} or adapters/${owner} owns these tables (name the file after its owner)`,
    );
  }
  for (const match of readFileSync(file, 'utf8').matchAll(/export const (\w+)\s*=\s*pgTable\(/g)) {
    ownerOf.set(match[1], owner);
  }
}

function moduleOf(file) {
  const match = /^apps\/server\/src\/(?:modules|adapters)\/([^/]+)\//.exec(file);
  return match ? match[1] : null;
}

const IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g;
const WRITE = /\.(insert|update|delete)\(\s*(\w+)\s*\)/g;

const used = new Set();
for (const file of listed(`${SERVER}/**/*.repository.ts`)) {
  const own = moduleOf(file);
  const text = readFileSync(file, 'utf8');
  const allowed = FOREIGN_READS[relative(SERVER, file)] ?? [];
  const foreign = new Set();
  for (const [, names, from] of text.matchAll(IMPORT)) {
    const target = from.startsWith('.') ? relative('.', join(dirname(file), from)) : from;
    if (target === SCHEMA) {
      problems.push(`${file}: imports ${SCHEMA} as a whole; import its own module's file, ${SCHEMA}/${own}`);
      continue;
    }
    if (dirname(target) !== SCHEMA) continue;
    const owner = basename(target);
    if (!own) {
      problems.push(`${file}: a repository outside modules/ and adapters/ has no tables of its own`);
      continue;
    }
    if (owner === own) continue;
    for (const name of names
      .split(',')
      .map((part) => part.replace(/^\s*type\s+/, '').trim())
      .filter(Boolean)) {
      const table = name.split(/\s+as\s+/)[0];
      foreign.add(name.split(/\s+as\s+/).pop());
      if (allowed.includes(table)) used.add(`${relative(SERVER, file)}:${table}`);
      else
        problems.push(
          `${file}: reads ${table}, owned by ${owner}: ask modules/${owner} through its index.ts (a function, not a query)`,
        );
    }
  }
  for (const [, verb, table] of text.matchAll(WRITE)) {
    if (foreign.has(table))
      problems.push(`${file}: ${verb}s ${table}, owned by another module: only its owner writes it`);
  }
}
for (const [file, tables] of Object.entries(FOREIGN_READS)) {
  for (const table of tables) {
    if (!used.has(`${file}:${table}`))
      problems.push(
        `scripts/check-table-owners.mjs: ${SERVER}/${file} no longer reads ${table}; drop it from FOREIGN_READS`,
      );
  }
}

if (problems.length) {
  console.error(`Table owners (docs/ARCHITECTURE.md "Table owners"):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Table owners: ${ownerOf.size} tables, each written by its own module only.`);
