import type { Locale } from '@opencall/shared/common';
import type { Category, PortalProgram, Program, PublicInterfaceConfig } from '@opencall/shared/programs';

const text = (texts: Partial<Record<string, string>>, lang: string, fallback: string) =>
  texts[lang] || texts[fallback] || '';

/** The portal's view of a program being configured, in `lang`, with the settings not saved yet. */
export function toPortalPreview(
  program: Program,
  categories: readonly Category[],
  config: PublicInterfaceConfig,
  lang: Locale,
): PortalProgram {
  return {
    id: program.id,
    slug: program.slug,
    title: text(program.titles, lang, program.defaultLang),
    description: text(program.descriptions, lang, program.defaultLang),
    lang,
    defaultLang: program.defaultLang,
    supportedLangs: program.supportedLangs,
    status: program.status === 'archived' ? 'archived' : 'active',
    openingAt: program.openingAt,
    closingAt: program.closingAt,
    timezone: program.timezone,
    publicConfig: config,
    applicantPdf: program.features.applicantPdf,
    categories: categories.map((category) => ({
      id: category.id,
      title: text(category.titles, lang, program.defaultLang),
      steps: category.steps.map((step) => ({
        id: step.id,
        type: step.type,
        title: text(step.titles, lang, program.defaultLang),
      })),
    })),
  };
}
