// Mantine's styles in a cascade layer: our unlayered CSS modules win whatever order chunks load in.
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import '@mantine/nprogress/styles.layer.css';
import './global.css';
