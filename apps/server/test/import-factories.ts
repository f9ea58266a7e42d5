import type { ImportTarget } from '@opencall/shared/applications';
import ExcelJS from 'exceljs';
import type { Db } from '../src/db/client';
import { createCategory, createProgram } from './factories';
import { createTestForm } from './form-factories';

/** The body of an import call for a CSV text, with a UTF-8 BOM when asked. */
export function csvFile(text: string, { bom = false, filename = 'candidatures.csv' } = {}) {
  const bytes = Buffer.concat([bom ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0), Buffer.from(text, 'utf8')]);
  return { filename, contentBase64: bytes.toString('base64') };
}

/** An XLSX workbook whose first sheet holds these rows (a second sheet the import must not read). */
export async function xlsxFile(rows: ExcelJS.CellValue[][], filename = 'candidatures.xlsx') {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Candidatures');
  for (const row of rows) sheet.addRow(row);
  workbook.addWorksheet('Notes').addRow(['not', 'read']);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return { filename, contentBase64: buffer.toString('base64') };
}

/**
 * A program with two categories: `Jeunes` (a text step, then the project form) and `Seniors`
 * (the experience form). One application per person unless `multipleApplications`.
 */
export async function importProgram(db: Db, platformId: string, features: Record<string, boolean> = {}) {
  const program = await createProgram(db, platformId, { features });
  const project = await createTestForm(db, platformId, program.id, {
    title: 'Dossier projet',
    fields: [
      { reference: 'projet', type: 'text', title: 'Projet', required: true, rules: { max: 40 } },
      { reference: 'budget', type: 'number', title: 'Budget', rules: { minValue: 0 } },
      {
        reference: 'type',
        type: 'select',
        title: 'Type',
        options: [
          { reference: 'asso', text: 'Association' },
          { reference: 'company', text: 'Entreprise' },
        ],
      },
      { reference: 'debut', type: 'date', title: 'Début' },
      { reference: 'piece', type: 'file', title: 'Pièce jointe' },
    ],
  });
  const experience = await createTestForm(db, platformId, program.id, {
    title: 'Expérience',
    fields: [{ reference: 'experience', type: 'textarea', title: 'Expérience' }],
  });
  const youth = await createCategory(db, platformId, program.id, {
    titles: { fr: 'Jeunes', en: 'Youth' },
    steps: [
      { id: 'intro', type: 'textarea', config: { content: '<p>Bienvenue</p>' } },
      { id: 'projet-step', type: 'form', config: { form_id: project.id } },
    ],
  });
  const seniors = await createCategory(db, platformId, program.id, {
    titles: { fr: 'Seniors' },
    position: 1,
    steps: [{ id: 'experience-step', type: 'form', config: { form_id: experience.id } }],
  });
  return { program, project, experience, youth, seniors };
}

/** A mapping from short names: `email`, `firstname`…, `ignore`, or `field:<formId>:<reference>`. */
export function mappingOf(columns: string[], extra: { categoryId?: string; status?: string } = {}) {
  const targets: ImportTarget[] = columns.map((column) => {
    if (!column.startsWith('field:')) return { type: column as ImportTarget['type'] };
    const [, formId, reference] = column.split(':');
    return { type: 'field', formId, reference };
  });
  return { columns: targets, ...extra };
}
