export { registerFormRoutes } from './forms.routes';
export { checkStepAnswers } from './portal-forms.service';
