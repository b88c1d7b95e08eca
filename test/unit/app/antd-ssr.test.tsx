/**
 * @jest-environment node
 */
import { StyleProvider } from '@ant-design/cssinjs';
import { Button, Table } from 'antd';
import { renderToString } from 'react-dom/server';
import { createRequestStyles } from '@/components/app/antd-ssr';

describe('antd SSR styles over the process-wide cache', () => {
  it('keeps the styles of interleaved renders apart', () => {
    const a = createRequestStyles();
    const b = createRequestStyles();
    renderToString(
      <StyleProvider cache={a.cache}>
        <Table dataSource={[]} columns={[{ dataIndex: 'x', title: 'X' }]} />
      </StyleProvider>,
    );
    renderToString(
      <StyleProvider cache={b.cache}>
        <Button>Hi</Button>
      </StyleProvider>,
    );
    expect(a.css()).toMatch(/\.ant-table/);
    expect(b.css()).toMatch(/\.ant-btn/);
    expect(b.css()).not.toMatch(/\.ant-table/);
  });

  it('a repeat render gives the same CSS', () => {
    const first = createRequestStyles();
    renderToString(
      <StyleProvider cache={first.cache}>
        <Button type="primary">Join</Button>
      </StyleProvider>,
    );
    const second = createRequestStyles();
    renderToString(
      <StyleProvider cache={second.cache}>
        <Button type="primary">Join</Button>
      </StyleProvider>,
    );
    expect(second.css()).toBe(first.css());
    expect(second.css().length).toBeGreaterThan(1000);
  });
});
