import { describe, expect, it } from 'vitest';
import type { Field } from '../forms';
import {
  answerFieldsOf,
  availableExportColumns,
  exportConfigProblems,
  exportFileName,
  resolveExportColumns,
} from './export-columns.rules';
import { ExportQuerySchema } from './exports.schemas';

const form: Field[] = [
  { reference: 'intro', type: 'separator-title', content: 'Hello' },
  { reference: 'name', type: 'text', title: '<b>Nom</b> &amp; prénom' },
  { reference: 'group', type: 'questions-group', fields: [{ reference: 'city', type: 'text', title: 'Ville' }] },
  {
    reference: 'more',
    type: 'accordion',
    sections: [{ name: 'A', fields: [{ reference: 'bio', type: 'textarea' }] }],
  },
  { reference: 'people', type: 'simple-questions-group', title: 'Membres', fields: [] },
  { reference: 'check', type: 'validation', title: 'Validation' },
];
const label = (id: string) => `L:${id}`;

describe('export columns', () => {
  it('lists answerable fields in reading order, groups flattened, separators and validations left out', () => {
    expect(answerFieldsOf(form).map((f) => f.reference)).toEqual(['name', 'city', 'bio', 'people']);
  });

  it('offers every fixed column then every answer, once per reference, labelled by plain title', () => {
    const columns = availableExportColumns(label, [form, [{ reference: 'name', type: 'text', title: 'Autre' }]]);
    expect(columns.map((c) => c.id)).toEqual([
      'id',
      'status',
      'category',
      'applicantName',
      'applicantEmail',
      'createdAt',
      'submittedAt',
      'tags',
      'answer:name',
      'answer:city',
      'answer:bio',
      'answer:people',
    ]);
    expect(columns.find((c) => c.id === 'answer:name')?.label).toBe('Nom & prénom');
    expect(columns.find((c) => c.id === 'answer:bio')?.label).toBe('bio');
    expect(columns.every((c) => c.included)).toBe(true);
  });

  it('applies the saved order and ticks, drops vanished columns and appends new ones', () => {
    const available = availableExportColumns(label, [form]);
    const stored = {
      columns: [
        { id: 'answer:city', included: true },
        { id: 'answer:gone', included: true },
        { id: 'id', included: false },
        { id: 'answer:city', included: false },
      ],
    };
    const resolved = resolveExportColumns(available, stored);
    expect(resolved.slice(0, 3).map((c) => [c.id, c.included])).toEqual([
      ['answer:city', true],
      ['id', false],
      ['status', true],
    ]);
    expect(resolved).toHaveLength(available.length);
    expect(resolveExportColumns(available, { columns: 'nope' })).toEqual(available);
  });

  it('refuses unknown, duplicated or empty choices', () => {
    const available = availableExportColumns(label, [form]);
    expect(
      exportConfigProblems(available, {
        columns: [
          { id: 'id', included: false },
          { id: 'id', included: false },
          { id: 'answer:x', included: false },
        ],
      }).map((p) => p.reason),
    ).toEqual(['duplicate', 'unknown', 'empty']);
    expect(exportConfigProblems(available, { columns: [{ id: 'status', included: true }] })).toEqual([]);
  });

  it('names files after the program and the day', () => {
    expect(exportFileName('prix-2026', '2026-05-01', 'xlsx')).toBe('prix-2026-2026-05-01.xlsx');
  });

  it('reads the export query: format by default csv, ids as a comma list', () => {
    expect(ExportQuerySchema.parse({ ids: 'a,b', status: 'submitted' })).toMatchObject({
      format: 'csv',
      ids: ['a', 'b'],
      status: ['submitted'],
    });
    expect(ExportQuerySchema.safeParse({ format: 'pdf' }).success).toBe(false);
  });
});
