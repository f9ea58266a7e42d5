// Toasts' and dialogs' layers, loaded after the first paint (see providers.tsx). Named imports: a
// dynamic import of a package index would keep all of it, and the index sits in the first load
// already (`notifications.show`, `modals.open`).
export { ModalsProvider } from '@mantine/modals';
export { Notifications } from '@mantine/notifications';
