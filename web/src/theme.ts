import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** Each size's vertical padding once its words take more than one line. */
const BUTTON_LINE_PADDING: Record<string, string> = { '2xs': '1', xs: '1.5', sm: '2', md: '2', lg: '2.5', xl: '3', '2xl': '4' };

/**
 * Chakra's button, which never grows wider than its container: words that do not fit on one line wrap
 * inside it and it grows taller (its size's height is a minimum), instead of spilling out of a card or
 * the screen on a phone. A button that truncates (`truncate`) keeps one line.
 */
const wrappingButtonRecipe: typeof buttonRecipe = {
  ...buttonRecipe,
  base: { ...buttonRecipe.base, maxW: 'full', whiteSpace: 'normal', textAlign: 'center', overflowWrap: 'break-word' },
  variants: {
    ...buttonRecipe.variants!,
    size: Object.fromEntries(
      Object.entries(buttonRecipe.variants!.size).map(([size, style]) => [size, { ...style, h: 'auto', minH: style.h, py: BUTTON_LINE_PADDING[size] }]),
    ) as unknown as NonNullable<typeof buttonRecipe.variants>['size'],
  },
};

/**
 * Chakra's default theme (tokens, semantic tokens, text and layer styles, global CSS), with only the
 * recipes of the components the app uses: the full default config bundles every component's recipe.
 * A Chakra component new to the app needs its recipe (or slot recipe) added here to be styled.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: wrappingButtonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef3ff' },
          100: { value: '#d9e3ff' },
          200: { value: '#b3c6ff' },
          300: { value: '#819ff7' },
          400: { value: '#5877e8' },
          500: { value: '#3656d4' },
          600: { value: '#2743b3' },
          700: { value: '#1d3a8a' },
          800: { value: '#172d6b' },
          900: { value: '#101f4a' },
        },
      },
      fonts: {
        heading: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif" },
        body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        // Chakra's solid green (green.600) gives white text a contrast of 3.3:1; green.700 gives 5:1 (WCAG AA asks 4.5:1).
        green: {
          solid: { value: '{colors.green.700}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
