// An element's tree as its tag names and class lists, to check that plain elements wear the markup antd renders
// for the same props (what the static stylesheet's rules select). antd names its class hash differently in
// development (and tests) than the stylesheet does, and its enter and leave motions add classes for a moment:
// both are evened out. Text, attributes and accessibility details are left to each test.
const MOTION = /-(appear|enter|leave)(-(start|active|prepare))?$|^ant-form-show-help(-item)?$/;

const classesOf = (el: Element) =>
  [...el.classList]
    .map((c) => c.replace(/^css-dev-only-do-not-override-/, 'css-'))
    .filter((c) => !MOTION.test(c))
    .sort()
    .join('.');

/** One line per element, indented by depth: `tag.class.class`. */
export function markupShape(el: Element, depth = 0): string {
  const classes = classesOf(el);
  const line = `${'  '.repeat(depth)}${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
  return [line, ...[...el.children].map((child) => markupShape(child, depth + 1))].join('\n');
}
