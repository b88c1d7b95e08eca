// The id of an icon's <symbol> in the icon file or in a page's inline sprite: the icon's name and theme
// (antd's outlined and filled icons share names).
export const symbolId = (icon: { name: string; theme: string }) => `fs-icon-${icon.name}-${icon.theme === 'filled' ? 'f' : 'o'}`;
