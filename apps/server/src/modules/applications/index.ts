export { searchTextOf } from './application-search';
export { applicantName, findWithContext as findApplicationWithContext } from './applications.repository';
export { registerApplicationRoutes } from './applications.routes';
export { emailMergeValues, emailProgram, emailQuestions } from './email-merge-values';
export { juryPdf } from './exports/application-pdf.service';
export { isoDay, wallClockIn } from './exports/export-cells';
export { csvStream, xlsxStream } from './exports/export-writers';
export { sendDownload } from './exports/exports.routes';
export { type DownloadFile, EXPORT_BATCH_SIZE } from './exports/exports.service';
export { addFileKeys, isProgramFile, isTeamFile, withCheckedFiles, withFiles } from './file-references';
export { applicationFiles, applicationHoldingFile } from './file-references.repository';
export { programQuestions } from './program-questions';
export { applicantsOf as applicationApplicants } from './responses/responses.repository';
export {
  liveProgram,
  personName,
  selectedApplicationIds,
  selectedApplicationIdsOf,
} from './responses/responses.service';
export { showcaseAnswersOf, showcaseEntries, showcaseFileKeys } from './showcase/showcase-entries';
