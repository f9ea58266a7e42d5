import { Component, type ErrorInfo, type ReactNode } from 'react';

// The last resort renders without Mantine, i18n or the router: any of them may be what failed.
const TEXT: Record<string, { message: string; home: string }> = {
  fr: { message: "Une erreur s'est produite lors de l'affichage de la page d'erreur.", home: "Retour à l'accueil" },
  en: { message: 'An error occurred while showing the error page.', home: 'Back to home' },
};

export function FallbackErrorPage() {
  const text = TEXT[document.documentElement.lang] ?? TEXT.en;
  return (
    <main
      role="alert"
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem' }}
    >
      <p>{text?.message}</p>
      <a href="/">{text?.home}</a>
    </main>
  );
}

/** Catches what even the error screens could not render. */
export class FallbackErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unrecoverable render error', error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <FallbackErrorPage /> : this.props.children;
  }
}
