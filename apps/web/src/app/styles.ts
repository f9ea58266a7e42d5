// Mantine's styles in a cascade layer: our unlayered CSS modules win whatever order chunks load in.
// Here the base every page needs; each component's own styles, and the sheets of Mantine's other
// packages, come with the modules that use them (build-plugins/mantine-styles.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './global.css';
