import type {
  ButtonProps,
  ColorInputProps,
  ColorPickerProps,
  CSSVariablesResolver,
  DrawerProps,
  FileInputProps,
  MantineColorsTuple,
  MantineThemeComponent,
  MenuProps,
  ModalProps,
  MultiSelectProps,
  NotificationProps,
  SelectProps,
  TableScrollContainerProps,
} from '@mantine/core';
import { createTheme } from '@mantine/core';
import { buildColorScale, textColorOn } from '@opencall/shared/platforms';
import { readableColorVariables } from './readable-colors';

/**
 * A component's theme entry, typed as `Component.extend` would type it. `extend` only returns its
 * argument, but calling it imports the whole component (select, colour picker…) into the first load.
 */
function themed<Props>(entry: {
  defaultProps?: Partial<Props>;
  vars?: (theme: never, props: Props) => Record<string, Record<string, string | undefined>>;
}): MantineThemeComponent {
  return entry as MantineThemeComponent;
}

/** Names of the controls Mantine draws without visible text, in the page's language. */
export interface ThemeLabels {
  close: string;
  clear: string;
  saturation: string;
  hue: string;
  alpha: string;
  eyeDropper: string;
}

const FRENCH_LABELS: ThemeLabels = {
  close: 'Fermer',
  clear: 'Effacer',
  saturation: 'Saturation et luminosité',
  hue: 'Teinte',
  alpha: 'Opacité',
  eyeDropper: 'Prélever une couleur à l’écran',
};

/**
 * The Mantine theme of a platform: its two colours, and black or white text chosen by contrast.
 * `labels` name the controls Mantine draws without text (close buttons, colour picker) in the page's language.
 */
export function buildPlatformTheme(
  colors: { primaryColor: string; secondaryColor: string },
  labels: ThemeLabels = FRENCH_LABELS,
) {
  const onPrimary = textColorOn(colors.primaryColor);
  const theme = createTheme({
    primaryColor: 'platform',
    primaryShade: 6,
    colors: {
      platform: buildColorScale(colors.primaryColor) as unknown as MantineColorsTuple,
      accent: buildColorScale(colors.secondaryColor) as unknown as MantineColorsTuple,
    },
    // SPEC §9 breakpoints: 576, 768, 992, 1200 px.
    breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'md',
    components: {
      Modal: themed<ModalProps>({ defaultProps: { closeButtonProps: { 'aria-label': labels.close } } }),
      Drawer: themed<DrawerProps>({ defaultProps: { closeButtonProps: { 'aria-label': labels.close } } }),
      Notification: themed<NotificationProps>({ defaultProps: { closeButtonProps: { 'aria-label': labels.close } } }),
      // A table wider than the screen scrolls in its card; keyboard users scroll it once it has the focus.
      TableScrollContainer: themed<TableScrollContainerProps>({
        defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
      }),
      // No focusable placeholder without a role inside role="menu" (ARIA: a menu holds menu items only).
      Menu: themed<MenuProps>({ defaultProps: { withInitialFocusPlaceholder: false } }),
      // The ✕ that empties a clearable field.
      Select: themed<SelectProps>({ defaultProps: { clearButtonProps: { 'aria-label': labels.clear } } }),
      MultiSelect: themed<MultiSelectProps>({ defaultProps: { clearButtonProps: { 'aria-label': labels.clear } } }),
      FileInput: themed<FileInputProps>({ defaultProps: { clearButtonProps: { 'aria-label': labels.clear } } }),
      ColorPicker: themed<ColorPickerProps>({
        defaultProps: { saturationLabel: labels.saturation, hueLabel: labels.hue, alphaLabel: labels.alpha },
      }),
      ColorInput: themed<ColorInputProps>({
        defaultProps: { eyeDropperButtonProps: { 'aria-label': labels.eyeDropper } },
      }),
      Button: themed<ButtonProps>({
        vars: (_theme, props) =>
          // The platform's own filled buttons; other colours are dark enough for white text (readable-colors.ts).
          (!props.variant || props.variant === 'filled') && (!props.color || props.color === 'platform')
            ? { root: { '--button-color': onPrimary } }
            : { root: {} },
      }),
    },
  });
  const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
    variables: {
      '--oc-primary': colors.primaryColor,
      '--oc-on-primary': onPrimary,
      '--oc-secondary': colors.secondaryColor,
      '--oc-on-secondary': textColorOn(colors.secondaryColor),
      '--oc-content-max-width': '80rem',
    },
    // WCAG 2.1 AA: Mantine's grey (#868e96, 3.3:1 on white) is too pale for text; this one is 6:1 on
    // white and 5.1:1 on the lightest greys.
    light: { '--mantine-color-dimmed': '#5c636a', ...readableColorVariables(resolved.colors, ['platform', 'accent']) },
    dark: {},
  });
  return { theme, cssVariablesResolver };
}
