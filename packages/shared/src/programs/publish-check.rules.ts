/** SPEC §5 publish check: what keeps a program from being published, as codes. */
export const PUBLISH_PROBLEM_REASONS = [
  'programCategoriesMustNotBeEmpty',
  'stepsMustNotBeEmpty',
  'formMustNotBeEmpty',
  'textareaMustNotBeEmpty',
] as const;
export type PublishProblemReason = (typeof PUBLISH_PROBLEM_REASONS)[number];

/** Category title and 1-based step number are what the program-check dialog lists (SPEC §2). */
export interface PublishProblem {
  reason: PublishProblemReason;
  categoryId?: string;
  categoryTitle?: string;
  stepNumber?: number;
}

/** Structural, so both the server's rows and the admin's loaded categories fit. */
export interface PublishCheckCategory {
  id: string;
  title: string;
  steps: { type: string; config: { form_id?: string | null; content?: string | null } }[];
}

/**
 * Rich text with nothing to read: empty, or only empty paragraphs, line breaks, whitespace and
 * non-breaking spaces. Embedded media (img, iframe, video, audio) counts as content.
 */
export function isBlankRichText(html: string | null | undefined): boolean {
  const text = (html ?? '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(?!\/?(?:img|iframe|video|audio)\b)\/?[a-z][^>]*>/gi, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, '');
  return text.replace(/[\s\u00a0\u200b]+/g, '') === '';
}

function stepProblem(step: PublishCheckCategory['steps'][number]): PublishProblemReason | null {
  if (step.type === 'form' && !step.config.form_id?.trim()) return 'formMustNotBeEmpty';
  if (step.type === 'textarea' && isBlankRichText(step.config.content)) return 'textareaMustNotBeEmpty';
  return null;
}

/** Every category is checked, but only its first problem is kept (SPEC §5). */
export function findPublishProblems(categories: readonly PublishCheckCategory[]): PublishProblem[] {
  if (categories.length === 0) return [{ reason: 'programCategoriesMustNotBeEmpty' }];
  return categories.flatMap((category): PublishProblem[] => {
    const where = { categoryId: category.id, categoryTitle: category.title };
    if (category.steps.length === 0) return [{ reason: 'stepsMustNotBeEmpty', ...where }];
    const index = category.steps.findIndex((step) => stepProblem(step) !== null);
    const step = category.steps[index];
    const reason = step ? stepProblem(step) : null;
    return reason ? [{ reason, ...where, stepNumber: index + 1 }] : [];
  });
}
