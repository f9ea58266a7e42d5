// What other features and the app may use of platforms; everything else stays inside the folder.
export { CookieBanner } from './components/cookie-banner';
export { LanguageSwitcher } from './components/language-switcher';
export { LegalFooterLinks } from './components/legal-footer-links';
export { useCookieConsent } from './hooks/use-cookie-consent';
export { usePortalPlatformPage } from './hooks/use-portal-platform-page';
export { platformsRoutes } from './routes';
