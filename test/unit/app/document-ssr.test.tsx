/**
 * @jest-environment node
 */
// pages/_document getInitialProps: antd styles of the rendered page end up in the HTML head.
import { Button, Table } from 'antd';
import type { DocumentContext, DocumentInitialProps } from 'next/document';
import type { ComponentType } from 'react';
import { isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import FanstageDocument from '../../../pages/_document';

function AppWithButton() {
  return <Button type="primary">Join</Button>;
}

function AppWithTable() {
  return <Table dataSource={[{ key: 1, name: 'Ann' }]} columns={[{ dataIndex: 'name', title: 'Name' }]} />;
}

function documentContext(App: ComponentType, requestHeaders: Record<string, string> = {}): DocumentContext {
  const ctx = {
    req: { headers: requestHeaders },
    pathname: '/',
    query: {},
    asPath: '/',
    AppTree: App,
    renderPage: (options?: { enhanceApp?: (app: ComponentType) => ComponentType }) => {
      const Enhanced = options?.enhanceApp ? options.enhanceApp(App) : App;
      return { html: renderToString(<Enhanced />), head: [] };
    },
    defaultGetInitialProps: async (c: DocumentContext): Promise<DocumentInitialProps> => {
      const page = await c.renderPage();
      return { html: page.html, head: page.head, styles: [] };
    },
  };
  return ctx as unknown as DocumentContext;
}

function stylesText(props: DocumentInitialProps): string {
  const styles = props.styles as ReactElement;
  expect(isValidElement(styles)).toBe(true);
  return renderToStaticMarkup(styles);
}

describe('_document SSR styles', () => {
  it("puts the page's antd component styles in the head", async () => {
    const props = await FanstageDocument.getInitialProps(documentContext(AppWithButton));
    expect(props.html).toContain('ant-btn');
    const css = stylesText(props);
    expect(css).toContain('id="antd-ssr"');
    expect(css).toMatch(/\.ant-btn/);
  });

  it('with the process-wide cache each page still gets exactly its own styles', async () => {
    await FanstageDocument.getInitialProps(documentContext(AppWithTable));
    const buttonPage = stylesText(await FanstageDocument.getInitialProps(documentContext(AppWithButton)));
    expect(buttonPage).toMatch(/\.ant-btn/);
    expect(buttonPage).not.toMatch(/\.ant-table/);
    const tablePage = stylesText(await FanstageDocument.getInitialProps(documentContext(AppWithTable)));
    expect(tablePage).toMatch(/\.ant-table/);
  });

  it("marks the antd style block with the nonce of the page's policy, which the server put on the request", async () => {
    const policy = "default-src 'self'; script-src 'self' 'nonce-cGFnZS1ub25jZQ==' 'strict-dynamic'; style-src 'self' 'nonce-cGFnZS1ub25jZQ=='";
    const props = await FanstageDocument.getInitialProps(documentContext(AppWithButton, { 'content-security-policy': policy }));
    expect(props.nonce).toBe('cGFnZS1ub25jZQ==');
    expect(stylesText(props)).toContain('nonce="cGFnZS1ub25jZQ=="');
    const unprotected = await FanstageDocument.getInitialProps(documentContext(AppWithButton));
    expect(unprotected.nonce).toBeUndefined();
    expect(stylesText(unprotected)).not.toContain('nonce=');
  });

  it('hands the runtime config to the page', async () => {
    process.env.HASH_PASSWORD_ON_CLIENT = 'true';
    try {
      const props = await FanstageDocument.getInitialProps(documentContext(AppWithButton));
      expect(props.runtimeConfig.hashPasswordOnClient).toBe(true);
    } finally {
      delete process.env.HASH_PASSWORD_ON_CLIENT;
    }
  });
});
