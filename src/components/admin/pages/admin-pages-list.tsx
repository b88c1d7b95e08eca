// /admin/pages: every static page, drafts included, with its address, state and last change; New page and Edit
// open the editor (/admin/pages/new, /admin/pages/{id}), Delete asks first.
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Tag, type TableColumnsType } from 'antd';
import Link from '@/components/common/app-link';
import { useRouter } from 'next/router';
import { ResponsiveTable } from '@/components/common/responsive-table';
import type { AdminStaticPage } from '@/contracts/posts';
import { useUrlList } from '@/hooks/use-list';
import { formatDate } from '@/lib/format-date';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { staticPagesService } from '@/services/static-pages.api';
import { AdminSection } from '../admin-section';
import { rowTestId } from '../row-test-id';

export const PAGE_DELETED = 'Page deleted';

export const editPagePath = (id: string) => `/admin/pages/${encodeURIComponent(id)}`;

export function AdminPagesList() {
  const router = useRouter();
  const list = useUrlList(staticPagesService.list);
  const { state, change } = list.table;

  async function remove(page: AdminStaticPage) {
    try {
      await staticPagesService.remove(page._id);
      notifySuccess(PAGE_DELETED);
      await list.reload();
    } catch (e) {
      notifyError(errorMessageOr(e, 'Could not delete the page, please try again later'));
    }
  }

  const columns: TableColumnsType<AdminStaticPage> = [
    { key: 'title', title: 'Title', dataIndex: 'title', render: (title: string, p) => <Link href={editPagePath(p._id)}>{title}</Link> },
    { key: 'slug', title: 'Address', dataIndex: 'slug', render: (slug: string) => `/page/${slug}` },
    {
      key: 'status',
      title: 'State',
      dataIndex: 'status',
      render: (s: AdminStaticPage['status']) => <Tag color={s === 'published' ? 'success' : 'default'}>{s === 'published' ? 'Published' : 'Draft'}</Tag>,
    },
    { key: 'updatedAt', title: 'Changed', dataIndex: 'updatedAt', render: (at: string) => formatDate(at) },
    {
      key: 'actions',
      title: '',
      align: 'right',
      render: (_, p) => (
        <Flex gap={8} justify="flex-end">
          <Button icon={<EditOutlined />} onClick={() => void router.push(editPagePath(p._id))} data-testid={`admin-page-edit-${p.slug}`}>
            Edit
          </Button>
          <Popconfirm
            title={`Delete the page "${p.title}"?`}
            description="Its address stops working for everyone. To hide it for a while, make it a draft instead."
            okText="Delete"
            okButtonProps={{ danger: true, 'data-testid': `admin-page-delete-confirm-${p.slug}` }}
            onConfirm={() => remove(p)}
          >
            <Button danger icon={<DeleteOutlined />} aria-label={`Delete the page ${p.title}`} data-testid={`admin-page-delete-${p.slug}`} />
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <AdminSection title="Pages">
      <Flex justify="flex-end">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void router.push(editPagePath('new'))} data-testid="admin-page-create">
          New page
        </Button>
      </Flex>
      <ResponsiveTable<AdminStaticPage>
        rowKey="_id"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        locale={{ emptyText: list.error ?? 'No pages yet.' }}
        onRow={(p) => rowTestId(`admin-page-row-${p.slug}`, { status: p.status })}
        pagination={{ current: state.current, pageSize: state.pageSize, total: list.total, showSizeChanger: true }}
        onChange={(pagination) => change({ pagination })}
        scroll={{ x: 'max-content' }}
      />
    </AdminSection>
  );
}
