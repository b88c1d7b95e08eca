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

function documentContext(App: ComponentType): DocumentContext {
  const ctx = {
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
