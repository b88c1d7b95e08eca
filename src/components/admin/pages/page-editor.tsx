// The static page editor: title, address name, short description, Markdown text and published or draft, with a
// live preview drawn by the same renderer as /page/[id]: beside the text on a wide screen, behind a Preview tab
// on a phone. A new page (id null) is created on its first save and the address moves to it. It uses few antd
// parts (no tabs, no number field) to keep the route's bundle small.
import { Alert, Button, Col, Flex, Form, Grid, Input, Row, Segmented, Skeleton } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import dynamic from 'next/dynamic';
import Link from '@/components/common/app-link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import type { AdminStaticPage } from '@/contracts/posts';
import { useSave } from '@/components/common/use-save';
import { useResource } from '@/hooks/use-resource';
import { notifySuccess } from '@/lib/notify';
import { staticPagesService } from '@/services/static-pages.api';
import { AdminSection } from '../admin-section';
import { editPagePath } from './admin-pages-list';

// markdown-it and its renderer load with the preview, not with the admin's other screens.
const Markdown = dynamic(() => import('@/components/static-page/markdown').then((m) => m.Markdown), { loading: () => <Skeleton active /> });

interface PageFormValues {
  title: string;
  slug: string;
  shortDescription: string;
  content: string;
  status: AdminStaticPage['status'];
  ordering: number;
}

const EMPTY: PageFormValues = { title: '', slug: '', shortDescription: '', content: '', status: 'draft', ordering: 0 };
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "About us!" -> "about-us": a first address name from the title, for a new page. */
export const slugFrom = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);

const valuesOf = (page: AdminStaticPage): PageFormValues => ({
  title: page.title,
  slug: page.slug,
  shortDescription: page.shortDescription,
  content: page.content,
  status: page.status,
  ordering: page.ordering,
});

function Preview({ title, content }: { title: string; content: string }) {
  return (
    <div data-testid="admin-page-preview" style={{ minWidth: 0 }}>
      <Typography.Title level={1} style={{ marginTop: 0, overflowWrap: 'anywhere' }}>
        {title || 'Untitled page'}
      </Typography.Title>
      <Markdown source={content} topLevel={2} />
    </div>
  );
}

export function PageEditor({ id }: { id: string | null }) {
  const router = useRouter();
  const [form] = Form.useForm<PageFormValues>();
  const loaded = useResource(() => (id ? staticPagesService.get(id) : Promise.resolve({ data: null })), `admin-page-${id ?? 'new'}`);
  const { saving, run } = useSave();
  const wide = Grid.useBreakpoint().md ?? true;
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const title = Form.useWatch('title', form) ?? '';
  const content = Form.useWatch('content', form) ?? '';

  async function save(values: PageFormValues) {
    await run(async () => {
      if (id) {
        const res = await staticPagesService.update(id, values);
        loaded.set(res.data);
        notifySuccess(res.data.status === 'published' ? 'Page saved and published' : 'Draft saved');
      } else {
        const res = await staticPagesService.create(values);
        notifySuccess(res.data.status === 'published' ? 'Page created and published' : 'Draft created');
        await router.replace(editPagePath(res.data._id));
      }
    });
  }

  if (loaded.error) {
    return (
      <AdminSection title="Page">
        <Alert type="error" showIcon message="The page could not be loaded" description={loaded.error} action={<Link href="/admin/pages">All pages</Link>} />
      </AdminSection>
    );
  }
  if (id && !loaded.value) return <Skeleton active paragraph={{ rows: 8 }} />;
  const page = loaded.value;

  const fields = (
    <>
      <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Give the page a title.' }, { max: 200 }]}>
        <Input
          maxLength={200}
          data-testid="admin-page-title"
          onChange={(e) => {
            if (!id && !form.isFieldTouched('slug')) form.setFieldValue('slug', slugFrom(e.target.value));
          }}
        />
      </Form.Item>
      <Form.Item
        name="slug"
        label="Address name"
        extra="The page opens at /page/ followed by this name."
        rules={[
          { required: true, message: 'Give the page an address name, like about-us.' },
          { pattern: SLUG, message: 'Lower-case letters, digits and single dashes between words, like about-us.' },
        ]}
      >
        <Input maxLength={100} addonBefore="/page/" data-testid="admin-page-slug" />
      </Form.Item>
      <Form.Item name="shortDescription" label="Short description" extra="Shown by search engines and link previews.">
        <Input.TextArea maxLength={300} autoSize={{ minRows: 1, maxRows: 3 }} data-testid="admin-page-description" />
      </Form.Item>
      <Form.Item name="content" label="Text (Markdown)" extra="# Heading, **bold**, *italic*, - lists, [a link](/page/terms), `code`. HTML is shown as text.">
        <Input.TextArea autoSize={{ minRows: 12, maxRows: 40 }} maxLength={60_000} spellCheck data-testid="admin-page-content" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="status" label="State" required>
            <Segmented
              options={[
                { value: 'draft', label: 'Draft' },
                { value: 'published', label: 'Published' },
              ]}
              data-testid="admin-page-status"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="ordering"
            label="Order in lists"
            extra="Lower comes first."
            normalize={(v: string) => (v === '' || v === '-' ? v : Number(v))}
            rules={[{ required: true, type: 'integer', min: -10_000, max: 10_000, message: 'Enter a whole number between -10000 and 10000.' }]}
          >
            <Input type="number" inputMode="numeric" step={1} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );

  return (
    <AdminSection title={page ? `Edit: ${page.title}` : 'New page'}>
      <Form<PageFormValues> form={form} layout="vertical" initialValues={page ? valuesOf(page) : EMPTY} onFinish={save} requiredMark="optional" data-testid="admin-page-form">
        {wide ? (
          <Row gutter={24}>
            <Col span={12}>{fields}</Col>
            <Col span={12}>
              <Typography.Text type="secondary">Preview</Typography.Text>
              <Preview title={title} content={content} />
            </Col>
          </Row>
        ) : (
          <Flex vertical gap={16}>
            <Segmented
              block
              value={view}
              onChange={(v) => setView(v as 'edit' | 'preview')}
              options={[
                { value: 'edit', label: 'Edit' },
                { value: 'preview', label: 'Preview' },
              ]}
              data-testid="admin-page-view"
            />
            {/* The fields stay mounted while the preview shows, so nothing typed is lost. */}
            <div hidden={view !== 'edit'}>{fields}</div>
            {view === 'preview' && <Preview title={title} content={content} />}
          </Flex>
        )}
        <Flex gap={8} justify="flex-end" wrap>
          {page?.status === 'published' && (
            <Link href={`/page/${page.slug}`} data-testid="admin-page-open">
              Open the page
            </Link>
          )}
          <Button onClick={() => void router.push('/admin/pages')}>All pages</Button>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="admin-page-save">
            Save
          </Button>
        </Flex>
      </Form>
    </AdminSection>
  );
}
