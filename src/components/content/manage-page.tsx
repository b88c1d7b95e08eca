// The frame of a page where someone manages their own things (posts, galleries, videos, products, addresses):
// the title with the button that adds one, the filters, the list, its pages and the dialogs. Each page
// declares its kind's pieces into it; the list itself (cards, a table) stays the kind's own.
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Pagination, Popconfirm } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { PageContainer } from '@/components/common/page-container';
import { PageHead } from '@/components/common/page-head';
import { PlainFlex } from '@/components/common/plain-flex';
import { Heading } from '@/components/common/plain-text';
import { ResultOnDemand } from '@/components/common/result-on-demand';
import { useUrlList, type ListLoader, type PagedList, type UrlListOptions, type UrlTable } from '@/hooks/use-list';

export interface ManagePageProps {
  title: string;
  maxWidth?: number;
  /** The button at the top right that adds one. */
  add?: { label: string; testId: string; onClick: () => void; /** While the add dialog loads. */ loading?: boolean };
  /** The space between the title and the add button when they share a row. */
  headerGap?: number;
  children: ReactNode;
  /** Dialogs (add, edit), outside the page's column. */
  dialogs?: ReactNode;
}

export function ManagePage({ title, maxWidth, add, headerGap = 8, children, dialogs }: ManagePageProps) {
  const heading = <Heading level={2}>{title}</Heading>;
  return (
    <PageContainer maxWidth={maxWidth}>
      <PageHead title={title} />
      <PlainFlex vertical gap={16}>
        {add ? (
          <PlainFlex justify="space-between" align="center" gap={headerGap} wrap>
            {heading}
            <Button type="primary" icon={<PlusOutlined />} loading={add.loading} onClick={add.onClick} data-testid={add.testId}>
              {add.label}
            </Button>
          </PlainFlex>
        ) : (
          heading
        )}
        {children}
      </PlainFlex>
      {dialogs}
    </PageContainer>
  );
}

/** The owner's list, its page and filters in the address. */
export interface OwnList<T> extends PagedList<T> {
  table: UrlTable;
  /** After adding one: the newest shows first, on the first page. */
  showFirstPage: () => void;
}

export function useOwnList<T>(load: ListLoader<T>, options?: UrlListOptions): OwnList<T> {
  const list = useUrlList<T>(load, options);
  const { table } = list;
  const showFirstPage = () => {
    if (table.state.current !== 1) table.change({ pagination: { current: 1 } });
    else void list.reload();
  };
  return { ...list, showFirstPage };
}

/** The search box of the filters; what is searched for lives in the address. */
export function ManageSearch({ value, placeholder, onSearch, style, testId }: { value: string | undefined; placeholder: string; onSearch: (q: string) => void; style: CSSProperties; testId: string }) {
  return (
    <Input.Search
      // A new search in the address (back, a shared link) shows in the box.
      key={value ?? ''}
      defaultValue={value}
      allowClear
      placeholder={placeholder}
      onSearch={(q) => onSearch(q.trim())}
      style={style}
      data-testid={testId}
    />
  );
}

/** In the list's place when it could not be read. */
export function ManageProblem({ what, error, onRetry }: { what: string; error: string; onRetry: () => void }) {
  return <ResultOnDemand status="warning" title={`We could not load your ${what}`} subTitle={error} extra={<Button onClick={onRetry}>Try again</Button>} />;
}

/** The pager under a list of cards, shown once there is more than one page. */
export function ManagePages({ list, testId }: { list: OwnList<unknown>; testId: string }) {
  const { state, change } = list.table;
  if (list.total <= state.pageSize) return null;
  return (
    <Pagination
      align="center"
      current={state.current}
      pageSize={state.pageSize}
      total={list.total}
      showSizeChanger={false}
      onChange={(current) => change({ pagination: { current } })}
      data-testid={testId}
    />
  );
}

export interface DeleteConfirmProps {
  title: string;
  description: string;
  onConfirm: () => unknown;
  /** The button's test id; the confirming button's is this with `-confirm`. */
  testId: string;
  disabled?: boolean;
  loading?: boolean;
}

/** "Delete" on a row, asked again before anything goes. */
export function DeleteConfirm({ title, description, onConfirm, testId, disabled, loading }: DeleteConfirmProps) {
  return (
    <Popconfirm title={title} description={description} okText="Delete" okButtonProps={{ danger: true, 'data-testid': `${testId}-confirm` }} onConfirm={onConfirm}>
      <Button size="small" danger icon={<DeleteOutlined />} disabled={disabled} loading={loading} data-testid={testId}>
        Delete
      </Button>
    </Popconfirm>
  );
}

export interface EditDeleteProps extends Omit<DeleteConfirmProps, 'testId'> {
  onEdit: () => void;
  editDisabled?: boolean;
  /** `my-post` gives my-post-edit, my-post-delete and my-post-delete-confirm. */
  testId: string;
}

/** A row's Edit and Delete buttons, in the row's own line of actions. */
export function EditDelete({ onEdit, editDisabled, testId, ...remove }: EditDeleteProps) {
  return (
    <>
      <Button size="small" icon={<EditOutlined />} onClick={onEdit} disabled={editDisabled} data-testid={`${testId}-edit`}>
        Edit
      </Button>
      <DeleteConfirm {...remove} testId={`${testId}-delete`} />
    </>
  );
}
