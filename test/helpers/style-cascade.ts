// jsdom's getComputedStyle, with the same answers, at a fraction of the cost.
//
// jsdom computes an element's style by testing every rule of every stylesheet against it, and resolves
// inherited properties (visibility, colour) by doing the same for each ancestor. antd injects about 1,700
// rules, so one call cost ~120 ms and component tests spent over half their time in it (antd measures text
// areas, scroll containers and form items through getComputedStyle). Browsers avoid this with a rule index:
// a rule whose selector ends in `.ant-btn` can only match an element with that class. This file keeps such
// an index and tests only the rules an element could match, in stylesheet order, through jsdom's own
// selector engine; the cascade itself is jsdom's, so the declarations are identical
// (test/unit/test-infra/style-cascade.test.ts compares them on a large mixed stylesheet).
import path from 'node:path';

// jsdom's internals, taken from the copy jest-environment-jsdom uses.
const jsdomDir = path.dirname(require.resolve('jsdom/package.json', { paths: [path.dirname(require.resolve('jest-environment-jsdom'))] }));
const fromJsdom = (file: string) => require(require.resolve(file, { paths: [jsdomDir] }));
// jsdom's entry point first: its internal modules require one another in an order only it gets right.
fromJsdom('./lib/api.js');
const styleRules = fromJsdom('./lib/jsdom/living/helpers/style-rules.js') as StyleRulesModule;
const { matchesDontThrow } = fromJsdom('./lib/jsdom/living/helpers/selectors.js') as { matchesDontThrow(el: ElementImpl, selector: string): boolean };
const idlUtils = fromJsdom('./lib/jsdom/living/generated/utils.js') as { wrapperForImpl(impl: unknown): Element };
const ElementInterface = fromJsdom('./lib/jsdom/living/generated/Element.js') as { convert(window: unknown, value: unknown): ElementImpl };
const { CSSStyleDeclaration } = fromJsdom('cssstyle') as { CSSStyleDeclaration: new () => CSSStyleDeclaration };
const cssom = fromJsdom('rrweb-cssom') as { parse(text: string): CSSStyleSheet };
const defaultStyleSheetText = fromJsdom('./lib/jsdom/browser/default-stylesheet.js') as string;

interface StyleRulesModule {
  getDeclarationForElement(element: ElementImpl): CSSStyleDeclaration;
  getResolvedValue(element: ElementImpl, property: string): string;
  propertiesWithResolvedValueImplemented: Record<string, unknown>;
}

interface DocumentImpl {
  _styleCache: WeakMap<ElementImpl, CSSStyleDeclaration> | null;
  styleSheets: { _list: CSSStyleSheet[] };
  _ruleIndex?: { cache: WeakMap<ElementImpl, CSSStyleDeclaration>; ruleCount: number; index: RuleIndex };
}

interface ElementImpl {
  _ownerDocument: DocumentImpl;
  style: CSSStyleDeclaration;
}

type StyleRule = CSSStyleRule & { media?: MediaList; cssRules?: CSSRuleList };

interface IndexedRule {
  rule: StyleRule;
  order: number;
}

interface RuleIndex {
  /** Rules some alternative of which could match any element. */
  always: IndexedRule[];
  /** Rules every alternative of which needs one of the element keys (`c:class`, `i:id`, `t:tag`). */
  byKey: Map<string, IndexedRule[]>;
}

const IDENT = /^-?(?:[_a-zA-Z]|[^\x00-\x7f])(?:[\w-]|[^\x00-\x7f])*/;

/** Splits at top-level occurrences of `at` (outside brackets, parentheses and strings). */
function splitTopLevel(text: string, at: (char: string) => boolean): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && at(c)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** A key the subject of one selector alternative must carry, or null when none is certain. */
function alternativeKey(alternative: string): string | null {
  if (alternative.includes('\\') || alternative.includes('|')) return null;
  const compounds = splitTopLevel(alternative.trim(), (c) => c === ' ' || c === '>' || c === '+' || c === '~' || c === '\n' || c === '\t');
  const subject = compounds[compounds.length - 1];
  let tag: string | null = null;
  let i = 0;
  const lead = IDENT.exec(subject);
  if (lead) {
    tag = `t:${lead[0].toLowerCase()}`;
    i = lead[0].length;
  }
  let depth = 0;
  for (; i < subject.length; i++) {
    const c = subject[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && (c === '.' || c === '#')) {
      const name = IDENT.exec(subject.slice(i + 1));
      // Class and id keys are lower-cased on both sides: a superset of the matches whatever the document mode.
      if (name) return `${c === '.' ? 'c' : 'i'}:${name[0].toLowerCase()}`;
    }
  }
  return tag;
}

const keysByRule = new WeakMap<object, string[] | null>();

/** The keys one of which an element must carry for the rule to match it; null when it may match any. */
export function selectorKeys(selectorText: string): string[] | null {
  const keys: string[] = [];
  for (const alternative of splitTopLevel(selectorText, (c) => c === ',')) {
    const key = alternativeKey(alternative);
    if (!key) return null;
    if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}

function keysOf(rule: StyleRule): string[] | null {
  let keys = keysByRule.get(rule);
  if (keys === undefined) {
    // jsdom tests a rule without a selector (a @font-face, a @keyframes) as the text "undefined": so do we.
    keys = selectorKeys(String(rule.selectorText));
    keysByRule.set(rule, keys);
  }
  return keys;
}

let defaultSheet: CSSStyleSheet | undefined;

/** The rules jsdom consults, in its order: the browser's defaults, then each sheet, `@media screen` inlined. */
function consultedRules(document: DocumentImpl): StyleRule[] {
  defaultSheet ??= cssom.parse(defaultStyleSheetText);
  const rules: StyleRule[] = [];
  for (const sheet of [defaultSheet, ...document.styleSheets._list]) {
    for (const rule of Array.from(sheet.cssRules) as StyleRule[]) {
      if (rule.media) {
        if (Array.prototype.indexOf.call(rule.media, 'screen') !== -1) rules.push(...(Array.from(rule.cssRules ?? []) as StyleRule[]));
      } else rules.push(rule);
    }
  }
  return rules;
}

function buildIndex(rules: StyleRule[]): RuleIndex {
  const index: RuleIndex = { always: [], byKey: new Map() };
  rules.forEach((rule, order) => {
    const keys = keysOf(rule);
    if (!keys) return void index.always.push({ rule, order });
    for (const key of keys) {
      const list = index.byKey.get(key);
      if (list) list.push({ rule, order });
      else index.byKey.set(key, [{ rule, order }]);
    }
  });
  return index;
}

function sheetRuleCount(document: DocumentImpl): number {
  let count = 0;
  for (const sheet of document.styleSheets._list) count += sheet.cssRules.length;
  return count;
}

/** The index for the document as it is now: rebuilt whenever jsdom has dropped its style cache (any change). */
function indexFor(document: DocumentImpl, cache: WeakMap<ElementImpl, CSSStyleDeclaration>): RuleIndex {
  const ruleCount = sheetRuleCount(document);
  const held = document._ruleIndex;
  if (held && held.cache === cache && held.ruleCount === ruleCount) return held.index;
  const index = buildIndex(consultedRules(document));
  document._ruleIndex = { cache, ruleCount, index };
  return index;
}

function candidateRules(index: RuleIndex, element: Element): StyleRule[] {
  const keys = [`t:${element.localName.toLowerCase()}`, ...Array.from(element.classList, (c) => `c:${c.toLowerCase()}`)];
  if (element.id) keys.push(`i:${element.id.toLowerCase()}`);
  const seen = new Set<IndexedRule>();
  const found: IndexedRule[] = [...index.always];
  for (const key of keys) {
    for (const entry of index.byKey.get(key) ?? []) {
      if (!seen.has(entry)) {
        seen.add(entry);
        found.push(entry);
      }
    }
  }
  return found.sort((a, b) => a.order - b.order).map((entry) => entry.rule);
}

/** jsdom's getDeclarationForElement (same cache, same cascade), testing only the rules that could match. */
function declarationForElement(element: ElementImpl): CSSStyleDeclaration {
  const document = element._ownerDocument;
  const cache = (document._styleCache ??= new WeakMap());
  const cached = cache.get(element);
  if (cached) return cached;

  const declaration = new CSSStyleDeclaration();
  const apply = (style: CSSStyleDeclaration, property: string) => {
    const value = style.getPropertyValue(property);
    if (value === 'unset') declaration.removeProperty(property);
    else declaration.setProperty(property, value, style.getPropertyPriority(property));
  };
  for (const rule of candidateRules(indexFor(document, cache), idlUtils.wrapperForImpl(element))) {
    if (matchesDontThrow(element, rule.selectorText)) Array.prototype.forEach.call(rule.style, (p: string) => apply(rule.style, p));
  }
  Array.prototype.forEach.call(element.style, (p: string) => apply(element.style, p));
  cache.set(element, declaration);
  return declaration;
}

export const originalDeclarationForElement = styleRules.getDeclarationForElement;

/**
 * Makes `window.getComputedStyle` use the indexed cascade. jsdom's resolved values (visibility, colours)
 * look declarations up through its module, so that lookup is replaced too: for every window of the worker,
 * which is safe because the answers are the same.
 */
export function installFastStyleCascade(window: Window) {
  styleRules.getDeclarationForElement = declarationForElement;
  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = ((elt: Element, pseudoElt?: string | null) => {
    // jsdom does not compute pseudo-elements (it only prints a notice): leave those calls to it.
    if (pseudoElt) return original(elt, pseudoElt);
    const element = ElementInterface.convert(window, elt);
    const computed = new CSSStyleDeclaration();
    const own = declarationForElement(element);
    Array.prototype.forEach.call(own, (p: string) => computed.setProperty(p, own.getPropertyValue(p), own.getPropertyPriority(p)));
    for (const property of Object.keys(styleRules.propertiesWithResolvedValueImplemented)) {
      computed.setProperty(property, styleRules.getResolvedValue(element, property));
    }
    return computed;
  }) as typeof window.getComputedStyle;
}

/** For the equivalence test: jsdom's own declaration of an element, and ours. */
export function declarationsOf(element: Element): { jsdom: string; indexed: string } {
  const impl = ElementInterface.convert(element.ownerDocument.defaultView, element);
  const document = impl._ownerDocument;
  document._styleCache = null;
  const jsdom = originalDeclarationForElement(impl).cssText;
  document._styleCache = null;
  const indexed = declarationForElement(impl).cssText;
  return { jsdom, indexed };
}
