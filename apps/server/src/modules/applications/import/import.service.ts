import { randomUUID } from 'node:crypto';
import {
  IMPORT_PREVIEW_ROWS,
  type ImportCommitBody,
  type ImportFileBody,
  type ImportPreview,
  type ImportReport,
  type ImportResult,
  type ImportRunBody,
  suggestTargets,
} from '@opencall/shared/applications';
import { normalizeEmail } from '@opencall/shared/auth';
import { AppError } from '@opencall/shared/errors';
import { pickText, withFeatureDefaults } from '@opencall/shared/programs';
import type { RequestContext } from '../../../context';
import {
  addPendingMemberships,
  BANNED_EMAIL_DOMAINS,
  createAccountsWithoutPassword,
  findAccountsByEmail,
} from '../../auth';
import { notify } from '../../notifications';
import { findPreviousImport, insertImportLog, lockProgram } from '../../programs';
import { searchTextOf } from '../application-search';
import type { Conn, ProgramRow } from '../applications.repository';
import { forgetResponseTotals } from '../responses/response-totals';
import { liveProgram } from '../responses/responses.service';
import * as repository from './import.repository';
import { analyseRows } from './import-analysis';
import { type ImportFile, readImportFile } from './import-file';
import { checkMapping, loadTargets, type ProgramTargets } from './import-targets';

/** Errored rows a refused import names in its details; the dry run lists them all. */
const ERROR_ROWS_IN_DETAILS = 100;

/** The file's header row and first rows, a guessed mapping and what its columns can fill. */
export async function previewImport(
  ctx: RequestContext,
  programId: string,
  body: ImportFileBody,
): Promise<ImportPreview> {
  const program = await liveProgram(ctx, programId);
  const file = await readImportFile(body);
  const targets = await loadTargets(ctx, ctx.db, program);
  return {
    filename: body.filename,
    format: file.format,
    delimiter: file.delimiter,
    headers: file.headers,
    rows: file.rows.slice(0, IMPORT_PREVIEW_ROWS).map((row) => row.cells),
    totalRows: file.rows.length,
    suggested: suggestTargets(file.headers, targets.fields),
    categories: targets.categories,
    fields: targets.fields,
    multipleApplications: withFeatureDefaults(program.features).multipleApplications,
    previousImport: await findPreviousImport(ctx.db, ctx.platform.id, program.id, file.contentHash),
  };
}

/** Every row checked against the mapping, the program and the accounts and applications already there. */
async function analyse(
  ctx: RequestContext,
  db: Conn,
  program: ProgramRow,
  body: ImportRunBody,
  file: ImportFile,
  targets: ProgramTargets,
) {
  const fieldColumns = checkMapping(body.mapping, file.headers.length, targets);
  const emailColumn = body.mapping.columns.findIndex((target) => target.type === 'email');
  const emails = [...new Set(file.rows.map((row) => normalizeEmail(row.cells[emailColumn] ?? '')).filter(Boolean))];
  const known = await findAccountsByEmail(db, ctx.platform.id, emails);
  const multipleApplications = withFeatureDefaults(program.features).multipleApplications;
  const applied = multipleApplications
    ? new Set<string>()
    : await repository.findApplicantsWithApplication(
        db,
        ctx.platform.id,
        program.id,
        known.map((applicant) => applicant.id),
      );
  return analyseRows(file.rows, {
    mapping: body.mapping,
    categories: targets.categoryTargets,
    formFields: targets.formFields,
    fieldColumns,
    multipleApplications,
    bannedEmailDomains: BANNED_EMAIL_DOMAINS,
    applicants: new Map(known.map((applicant) => [applicant.email, applicant])),
    applied,
    excludeRows: new Set(body.excludeRows),
  });
}

/** What the import would do, row by row; nothing is written. */
export async function dryRunImport(ctx: RequestContext, programId: string, body: ImportRunBody): Promise<ImportReport> {
  const program = await liveProgram(ctx, programId);
  const file = await readImportFile(body);
  const targets = await loadTargets(ctx, ctx.db, program);
  const { reports, totals } = await analyse(ctx, ctx.db, program, body, file, targets);
  const previousImport = await findPreviousImport(ctx.db, ctx.platform.id, program.id, file.contentHash);
  return { totals, rows: reports, previousImport };
}

/**
 * Imports every row or none, in one transaction: applicants found by e-mail or created (members
 * of the platform without a password, no e-mail sent), applications with an `imported` event,
 * and the import in the program's log so the same content is not imported twice by accident.
 */
export async function commitImport(
  ctx: RequestContext,
  programId: string,
  body: ImportCommitBody,
): Promise<ImportResult> {
  const program = await liveProgram(ctx, programId);
  const file = await readImportFile(body);
  const platformId = ctx.platform.id;
  return ctx.db.transaction(async (tx) => {
    await lockProgram(tx, platformId, program.id);
    const previous = await findPreviousImport(tx, platformId, program.id, file.contentHash);
    if (previous && !body.force) throw new AppError('import_already_done', { details: previous });
    const targets = await loadTargets(ctx, tx, program);
    const { reports, planned, totals } = await analyse(ctx, tx, program, body, file, targets);
    if (totals.errors > 0) {
      const rows = reports.filter((report) => report.outcome === 'error').slice(0, ERROR_ROWS_IN_DETAILS);
      throw new AppError('import_rows_invalid', { details: { totals, rows } });
    }
    const now = new Date();
    if (planned.length === 0) return { totals, importedAt: now.toISOString() };

    const people = [...new Map(planned.map((row) => [row.email, row])).values()];
    const accounts = await createAccountsWithoutPassword(tx, platformId, people);
    const byEmail = new Map(accounts.map((account) => [account.email, account]));
    await addPendingMemberships(
      tx,
      platformId,
      people.flatMap((person) => {
        const account = byEmail.get(person.email);
        return account ? [{ id: account.id, firstname: person.firstname, lastname: person.lastname }] : [];
      }),
    );
    const rows = planned.map((row) => {
      const applicant = byEmail.get(row.email);
      if (!applicant) throw new Error(`no account for an imported applicant`);
      return {
        id: randomUUID(),
        categoryId: row.categoryId,
        applicantId: applicant.id,
        status: row.status,
        answers: row.answers,
        searchText: searchTextOf(applicant, row.answers),
      };
    });
    const userId = ctx.user?.id ?? null;
    await repository.insertApplications(tx, platformId, program.id, rows, { userId, now });
    forgetResponseTotals(platformId, program.id);
    await insertImportLog(tx, platformId, {
      programId: program.id,
      userId,
      now,
      summary: {
        name: body.filename,
        rows: totals.rows,
        created: totals.created,
        newApplicants: totals.newApplicants,
        skipped: totals.skipped,
        contentHash: file.contentHash,
      },
    });
    if (userId)
      await notify(
        { ...ctx, db: tx as typeof ctx.db },
        {
          userIds: [userId],
          includeActor: true,
          event: 'import_finished',
          programId: program.id,
          params: {
            programTitle: pickText(program.titles, program.defaultLang, program.defaultLang),
            count: String(totals.created),
          },
          link: `/admin/programs/${program.slug}/responses`,
        },
      );
    return { totals, importedAt: now.toISOString() };
  });
}
