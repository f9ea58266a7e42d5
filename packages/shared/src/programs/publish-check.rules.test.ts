import { describe, expect, it } from 'vitest';
import { findPublishProblems, isBlankRichText, type PublishCheckCategory } from './publish-check.rules';

const form = (form_id: string | null | undefined) => ({
  type: 'form',
  config: form_id === undefined ? {} : { form_id },
});
const textarea = (content: string | null) => ({ type: 'textarea', config: { content } });
const category = (id: string, steps: PublishCheckCategory['steps']): PublishCheckCategory => ({
  id,
  title: `Cat ${id}`,
  steps,
});

describe('isBlankRichText', () => {
  it('counts empty paragraphs, breaks, whitespace and non-breaking spaces as blank', () => {
    for (const blank of [
      null,
      undefined,
      '',
      '   ',
      '<p></p>',
      '<p><br></p>',
      '<p> &nbsp; </p><p><br/></p>',
      '<P>&#160;\u00a0</P>',
      '<p><span class="x"></span></p>',
      // The rich-text editor's empty blocks: a heading, a list item, a quote with only marks.
      '<h2></h2><ul><li><p></p></li></ul><blockquote><p><strong></strong></p></blockquote>',
      '<!-- x -->',
    ]) {
      expect(isBlankRichText(blank), String(blank)).toBe(true);
    }
  });

  it('counts text and embedded media as content', () => {
    for (const content of [
      'x',
      '<p>Hello</p>',
      '<p><iframe src="https://www.youtube.com/embed/a"></iframe></p>',
      '<img src="a.png">',
    ]) {
      expect(isBlankRichText(content), content).toBe(false);
    }
  });
});

describe('findPublishProblems', () => {
  it('asks for at least one category', () => {
    expect(findPublishProblems([])).toEqual([{ reason: 'programCategoriesMustNotBeEmpty' }]);
  });

  it('accepts categories whose form steps have a form and text steps have content', () => {
    expect(
      findPublishProblems([category('a', [form('f1'), textarea('<p>Hi</p>'), { type: 'vote', config: {} }])]),
    ).toEqual([]);
  });

  it('reports a category without steps', () => {
    expect(findPublishProblems([category('a', [])])).toEqual([
      { reason: 'stepsMustNotBeEmpty', categoryId: 'a', categoryTitle: 'Cat a' },
    ]);
  });

  it('reports form steps without a form and blank text steps with their 1-based step number', () => {
    for (const step of [form(''), form(null), form(undefined), form('  ')]) {
      expect(findPublishProblems([category('a', [form('ok'), step])])).toEqual([
        { reason: 'formMustNotBeEmpty', categoryId: 'a', categoryTitle: 'Cat a', stepNumber: 2 },
      ]);
    }
    expect(findPublishProblems([category('a', [textarea('<p><br></p>')])])).toEqual([
      { reason: 'textareaMustNotBeEmpty', categoryId: 'a', categoryTitle: 'Cat a', stepNumber: 1 },
    ]);
    expect(findPublishProblems([category('a', [textarea(null)])])[0]?.reason).toBe('textareaMustNotBeEmpty');
  });

  it('keeps only the first problem of each category, and checks every category', () => {
    expect(
      findPublishProblems([
        category('a', [textarea(''), form('')]),
        category('b', [form('f')]),
        category('c', []),
        category('d', [form('f'), form(''), textarea('')]),
      ]),
    ).toEqual([
      { reason: 'textareaMustNotBeEmpty', categoryId: 'a', categoryTitle: 'Cat a', stepNumber: 1 },
      { reason: 'stepsMustNotBeEmpty', categoryId: 'c', categoryTitle: 'Cat c' },
      { reason: 'formMustNotBeEmpty', categoryId: 'd', categoryTitle: 'Cat d', stepNumber: 2 },
    ]);
  });
});
