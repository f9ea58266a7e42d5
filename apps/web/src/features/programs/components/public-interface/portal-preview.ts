import type { Locale } from '@opencall/shared/common';
import {
  type Category,
  type PortalProgram,
  type Program,
  type PublicInterfaceConfig,
  pickText,
} from '@opencall/shared/programs';

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
    title: pickText(program.titles, lang, program.defaultLang),
    description: pickText(program.descriptions, lang, program.defaultLang),
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
      title: pickText(category.titles, lang, program.defaultLang),
      steps: category.steps.map((step) => ({
        id: step.id,
        type: step.type,
        title: pickText(step.titles, lang, program.defaultLang),
      })),
    })),
  };
}
