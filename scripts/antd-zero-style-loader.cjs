// A webpack loader for the browser's production bundle: it takes the style generators out of antd's component
// style modules (antd/es/<component>/style/*.js), whose only work is to compute CSS in JavaScript.
//
// Why: the site runs antd in zero-runtime mode in production (src/components/app/antd-zero-runtime.ts), every
// style coming from the static stylesheet styles/antd.css. antd's style hooks then return early and compute
// nothing, yet each page still downloads and evaluates every component's style code: the generators, their
// token preparation and the shared helpers they import, a third of antd's weight on a form page. Each call of
// `genStyleHooks(name, styleFn, prepareToken, options)` (and of its two siblings) becomes a call of the
// zero-runtime counterpart in src/components/app/antd-zero-style.ts with the name only, so nothing refers to the
// generators any more and the minifier drops them. What the hooks return (antd's hash class and the CSS
// variables' class) is what the real hooks return in zero-runtime mode, read from the same theme context.
//
// Development keeps antd's runtime in the browser (its class names differ from the stylesheet's), and so does
// scripts/antd-css.ts, which makes the stylesheet from the real generators outside webpack.
const path = require('node:path');
const ts = require('typescript');

const ZERO_MODULE = path.join(__dirname, '..', 'src', 'components', 'app', 'antd-zero-style.ts');

/**
 * antd's style-hook factories and their zero-runtime counterparts, with the arguments kept: the component's name
 * for a hook factory, nothing for `genStyleUtils`, which makes the three factories from the shared style helpers
 * (antd/es/theme/util/genStyleUtils.js; its module stays for `genCssVar`, which tooltips, the wave effect and
 * grid columns use at run time).
 */
const REPLACEMENTS = {
  genStyleHooks: { zero: 'zeroStyleHooks', keep: 1 },
  genComponentStyleHook: { zero: 'zeroComponentStyleHook', keep: 1 },
  genSubStyleComponent: { zero: 'zeroSubStyleComponent', keep: 1 },
  genStyleUtils: { zero: 'zeroStyleUtils', keep: 0 },
};

/**
 * ConfigProvider's style module, which registers the icons' reset style (`.anticon`) even in zero-runtime mode:
 * the static stylesheet holds that rule, and the hook was the last user of antd's runtime style serializer
 * (cssinjs's useStyleRegister with stylis), which goes with it.
 */
const CONFIG_PROVIDER_STYLE = /[\\/]antd[\\/]es[\\/]config-provider[\\/]style[\\/]index\.js$/;

/** Which modules the loader applies to: antd's component style modules, not its shared style helpers. */
const STYLE_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/](?!style[\\/]).+[\\/]style(?:[\\/][^\\/]+)?\.js$/;

/** The module that makes antd's style-hook factories. */
const STYLE_UTILS = /[\\/]node_modules[\\/]antd[\\/]es[\\/]theme[\\/]util[\\/]genStyleUtils\.js$/;

/** The webpack rule's test. */
const appliesTo = (resource) => STYLE_MODULE.test(resource) || STYLE_UTILS.test(resource);

/** The source with each factory call cut down to the arguments kept, or the source itself when it has none. */
function withoutStyleGenerators(source, fileName) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const cuts = [];
  const visit = (node) => {
    const replacement = ts.isCallExpression(node) && ts.isIdentifier(node.expression) && REPLACEMENTS[node.expression.text];
    if (replacement) {
      const kept = node.arguments.slice(0, replacement.keep).map((arg) => arg.getText(file));
      cuts.push({ start: node.getStart(file), end: node.end, text: `__antdZero.${replacement.zero}(${kept.join(', ')})` });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (cuts.length === 0) return source;
  let out = source;
  for (const cut of cuts.sort((a, b) => b.start - a.start)) out = out.slice(0, cut.start) + cut.text + out.slice(cut.end);
  return `import * as __antdZero from ${JSON.stringify(ZERO_MODULE)};\n${out}`;
}

module.exports = function antdZeroStyleLoader(source) {
  if (CONFIG_PROVIDER_STYLE.test(this.resourcePath)) return `export { zeroResetIconStyle as default } from ${JSON.stringify(ZERO_MODULE)};\n`;
  return withoutStyleGenerators(source, this.resourcePath);
};
module.exports.CONFIG_PROVIDER_STYLE = CONFIG_PROVIDER_STYLE;
module.exports.STYLE_MODULE = STYLE_MODULE;
module.exports.STYLE_UTILS = STYLE_UTILS;
module.exports.appliesTo = appliesTo;
module.exports.withoutStyleGenerators = withoutStyleGenerators;
