// The theme's class hash that antd's stylesheet (styles/antd.css) scopes every rule to, for plain elements that
// wear antd's class names. antd derives it from its version and class prefix alone (the same for both themes),
// so it is a constant here: reading it through antd's theme.useToken would bring antd's theme code into every
// page that draws a plain element. test/unit/common/antd-hash.test.tsx fails when antd's own hash for either
// theme, or the stylesheet's, differs from it (after an antd upgrade: put the new one here).

/** antd's production hash class (`css-<hash>`). */
export const ANTD_HASH = 'css-1y106cm';

const DEV_HASH_PREFIX = 'css-dev-only-do-not-override-';

/** The production name of a hash antd gives: in development antd names the same hash with a longer prefix. */
export const productionHash = (hashId: string) => (hashId.startsWith(DEV_HASH_PREFIX) ? `css-${hashId.slice(DEV_HASH_PREFIX.length)}` : hashId);

/** The stylesheet's hash; a hook so the components that take it need not change if it ever comes from context. */
export function useAntdHash(): string {
  return ANTD_HASH;
}

/** Joins the class names that are set. */
export const classNames = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ');
