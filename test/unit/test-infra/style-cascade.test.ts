/**
 * The indexed cascade the unit tests' browser uses must give every element exactly the declaration jsdom's
 * own cascade gives it, on selectors of every shape antd and the browser's defaults use.
 * Node environment: the page is a JSDOM of its own, from the same jsdom copy the cascade patches.
 * @jest-environment node
 */
import { JSDOM } from 'jsdom';
import { declarationsOf, installFastStyleCascade, selectorKeys } from '../../helpers/style-cascade';

const STYLESHEET = `
  * { box-sizing: border-box; }
  :root { --brand: #7c3aed; }
  html, body { margin: 0; }
  div { color: black; }
  p.lead, .note > em { font-weight: bold; }
  #main { padding: 4px; }
  #MAIN { padding: 6px; }
  .Mixed { letter-spacing: 1px; }
  [data-kind="a b"] { outline: 1px solid red; }
  a[href^="http"]::after { content: "↗"; }
  :where(.css-var-x).ant-btn { color: blue; display: inline-flex; }
  :where(.css-var-x).ant-btn:not(.ant-btn-primary) { background-color: white; }
  .ant-btn.ant-btn-primary { background-color: purple; }
  .ant-form-item .ant-input, .ant-form-item textarea { border-width: 2px; }
  .ant-select-dropdown-hidden { display: none; }
  .wrap:has(> .child) { gap: 3px; }
  ul li:nth-child(2n+1) { list-style: square; }
  section ~ footer { visibility: hidden; }
  h1 + p { margin-top: 0; }
  .x, [hidden] { display: none !important; }
  .u { color: red; }
  .u { color: unset; }
  @media screen { .screen-only { display: block; } p { line-height: 2; } }
  @media print { .ant-btn { display: none; } }
  svg circle { fill: red; }
  foreignObject { overflow: visible; }
`;

const BODY = `
  <div id="main" class="wrap Mixed"><span class="child">c</span>
    <p class="lead">Lead <a href="https://example.com">link</a></p>
    <h1>Title</h1><p>After title</p>
    <div class="ant-form-item"><input class="ant-input"><textarea></textarea></div>
    <button class="ant-btn css-var-x">plain</button>
    <div class="css-var-x"><button class="ant-btn ant-btn-primary">primary</button></div>
    <div class="ant-select-dropdown ant-select-dropdown-hidden"><div role="option">hidden</div></div>
    <div data-kind="a b" class="note"><em>e</em></div>
    <ul><li>1</li><li>2</li><li>3</li></ul>
    <section></section><footer class="u x screen-only">f</footer>
    <div id="MAIN" hidden>upper</div>
    <svg><circle r="1"></circle><foreignObject></foreignObject></svg>
  </div>`;

describe('the indexed style cascade', () => {
  it('gives every element the declaration jsdom gives it', () => {
    const { window } = new JSDOM(`<!DOCTYPE html><html><head><style>${STYLESHEET}</style></head><body>${BODY}</body></html>`);
    installFastStyleCascade(window as unknown as Window);
    const { document, getComputedStyle } = window;

    const elements = Array.from(document.querySelectorAll('*'));
    expect(elements.length).toBeGreaterThan(25);
    let styled = 0;
    for (const element of elements) {
      const { jsdom, indexed } = declarationsOf(element);
      expect({ element: element.outerHTML.slice(0, 60), indexed }).toEqual({ element: element.outerHTML.slice(0, 60), indexed: jsdom });
      if (jsdom !== 'box-sizing: border-box;') styled++;
    }
    // The sheet really styles most elements differently: the comparison is not of empty declarations.
    expect(styled).toBeGreaterThan(15);
    expect(getComputedStyle(document.querySelector('.ant-btn-primary')!).backgroundColor).toBe('rgb(128, 0, 128)');
    expect(getComputedStyle(document.querySelector('[role=option]')!.parentElement!).display).toBe('none');
  });

  it('indexes a rule under a key its subject must carry, or nowhere when it could match anything', () => {
    expect(selectorKeys(':where(.css-var-x).ant-btn:not(.ant-btn-primary)')).toEqual(['c:ant-btn']);
    expect(selectorKeys('.ant-form-item .ant-input, .ant-form-item textarea')).toEqual(['c:ant-input', 't:textarea']);
    expect(selectorKeys('a[href^="http"]::after')).toEqual(['t:a']);
    expect(selectorKeys('#MAIN')).toEqual(['i:main']);
    expect(selectorKeys('.x, [hidden]')).toBeNull();
    expect(selectorKeys('*')).toBeNull();
  });
});
