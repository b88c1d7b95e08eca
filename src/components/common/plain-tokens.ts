// antd's theme values that plain elements draw with, without antd's theme hook: the sizes (the same in the light
// and the dark theme: only colours differ) and the colours as references to the CSS variables the static
// stylesheet sets for each theme (what `theme.useToken().cssVar` gives). The names are antd's; the values are
// checked against antd's own for both themes (test/unit/common/plain-tokens.test.tsx).

/** antd's size tokens (px, or a unitless line height), as `theme.useToken().token` gives them. */
export const token = {
  paddingXXS: 4,
  paddingXS: 8,
  paddingSM: 12,
  padding: 16,
  paddingLG: 24,
  marginXXS: 4,
  marginXS: 8,
  marginSM: 12,
  margin: 16,
  marginMD: 20,
  marginLG: 24,
  marginXL: 32,
  lineWidth: 1,
  lineType: 'solid',
  borderRadiusLG: 8,
  fontSizeSM: 12,
  fontSize: 14,
  fontSizeLG: 16,
  fontSizeHeading2: 30,
  fontSizeHeading3: 24,
  fontSizeHeading4: 20,
  lineHeight: 1.5714285714285714,
  lineHeightLG: 1.5,
  lineHeightHeading2: 1.2666666666666666,
  lineHeightHeading3: 1.3333333333333333,
  lineHeightHeading4: 1.4,
  fontWeightStrong: 600,
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial,\n'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol',\n'Noto Color Emoji'",
} as const;

/** antd's colours as CSS variable references, as `theme.useToken().cssVar` gives them. */
export const cssVar = {
  colorPrimary: 'var(--ant-color-primary)',
  colorInfoBg: 'var(--ant-color-info-bg)',
  colorText: 'var(--ant-color-text)',
  colorTextHeading: 'var(--ant-color-text-heading)',
  colorTextSecondary: 'var(--ant-color-text-secondary)',
  colorError: 'var(--ant-color-error)',
  colorTextTertiary: 'var(--ant-color-text-tertiary)',
  colorTextQuaternary: 'var(--ant-color-text-quaternary)',
  colorTextDescription: 'var(--ant-color-text-description)',
  colorTextLightSolid: 'var(--ant-color-text-light-solid)',
  colorBgContainer: 'var(--ant-color-bg-container)',
  colorBgLayout: 'var(--ant-color-bg-layout)',
  colorBorderSecondary: 'var(--ant-color-border-secondary)',
} as const;
