export { listLiveAmong as listLiveForms } from './forms.repository';
export { registerFormRoutes } from './forms.routes';
export { checkStepAnswers } from './portal-forms.service';
