export { listLiveAmong as listLiveForms, liveFormIdsAmong } from './forms.repository';
export { registerFormRoutes } from './forms.routes';
export { checkStepAnswers } from './portal-forms.service';
