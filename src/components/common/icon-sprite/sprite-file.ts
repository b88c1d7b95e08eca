// Where the icon file is served: the build copies it under /_next/static/media/ with its content's hash in the
// name, so browsers keep it for good and a changed file gets a new address.
import spriteFile from './icons.sprite.svg';

export const SPRITE_URL: string = spriteFile.src;

/** The address of one icon's symbol, for <use href>. */
export const spriteHref = (id: string) => `${SPRITE_URL}#${id}`;
