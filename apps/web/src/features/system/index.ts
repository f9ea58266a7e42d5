// What other features and the app may use of system; everything else stays inside the folder.
export { NotFoundPage } from './pages/not-found-page';
export { RouteErrorPage } from './pages/route-error-page';
export { systemRoutes } from './routes';
