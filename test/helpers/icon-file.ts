// antd's markup of an icon that the site draws from its icon file (src/components/common/icon-sprite): the
// same span and svg, with a <use> of the icon's symbol in place of the svg's viewBox, fill rule and paths.
import { spriteHref } from '@/components/common/icon-sprite/sprite-file';
import { symbolId } from '@/components/common/icon-sprite/symbol-id';

export function withIconFromFile(markup: string, icon: { name: string; theme: string }): string {
  const svg = new RegExp(`<svg([^>]*) data-icon="${icon.name}"([^>]*)>[\\s\\S]*?</svg>`, 'g');
  const drop = (attributes: string) => attributes.replace(/ viewBox="[^"]*"/, '').replace(/ fill-rule="evenodd"/, '');
  return markup.replace(svg, (_all, before: string, after: string) => `<svg${drop(before)} data-icon="${icon.name}"${drop(after)}><use href="${spriteHref(symbolId(icon))}"></use></svg>`);
}
