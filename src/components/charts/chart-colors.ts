// Chart colours from the antd theme in use, so the light and the dark theme both read well. Canvas drawing
// needs real colour values, not CSS variables: these are the resolved tokens, and a theme switch changes them.
import { theme } from 'antd';
import { useMemo } from 'react';

export interface ChartColors {
  text: string;
  muted: string;
  grid: string;
  surface: string;
  /** Distinct series colours, the first the brand's. */
  series: string[];
}

export function useChartColors(): ChartColors {
  const { token } = theme.useToken();
  return useMemo(
    () => ({
      text: token.colorText,
      muted: token.colorTextSecondary,
      grid: token.colorBorderSecondary,
      surface: token.colorBgContainer,
      series: [token.colorPrimary, token.colorSuccess, token.colorWarning, token.purple, token.cyan, token.magenta, token.colorError],
    }),
    [token],
  );
}

/** A colour with its alpha lowered (for the area under a line); hex (#rgb or #rrggbb) or rgb() colours. */
export function faded(color: string, alpha: number): string {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
    return `rgba(${r}, ${g}, ${b}, ${alpha})`;
  }
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(color);
  return rgb ? `rgba(${rgb[1]}, ${rgb[2]}, ${rgb[3]}, ${alpha})` : color;
}
