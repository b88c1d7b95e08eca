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

/** antd's style-hook factories and their zero-runtime counterparts. */
const REPLACEMENTS = {
  genStyleHooks: 'zeroStyleHooks',
  genComponentStyleHook: 'zeroComponentStyleHook',
  genSubStyleComponent: 'zeroSubStyleComponent',
};

/** Which modules the loader applies to: antd's component style modules, not its shared style helpers. */
const STYLE_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/](?!style[\\/]).+[\\/]style(?:[\\/][^\\/]+)?\.js$/;

/** The source with each factory call cut down to its first argument, or the source itself when it has none. */
function withoutStyleGenerators(source, fileName) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const cuts = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && REPLACEMENTS[node.expression.text]) {
      const first = node.arguments[0];
      cuts.push({ start: node.getStart(file), end: node.end, text: `__antdZero.${REPLACEMENTS[node.expression.text]}(${first ? first.getText(file) : ''})` });
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
  return withoutStyleGenerators(source, this.resourcePath);
};
module.exports.STYLE_MODULE = STYLE_MODULE;
module.exports.withoutStyleGenerators = withoutStyleGenerators;
