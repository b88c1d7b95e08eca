// /admin/coupons: the wallet top-up coupons (docs/business-rules.md "Wallet and purchases": 1-100 %, an
// expiry, a maximum number of uses, one use per user). List, create, edit and delete.
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Tag, type TableColumnsType } from 'antd';
import { ResponsiveTable } from '@/components/common/responsive-table';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useUrlList } from '@/hooks/use-list';
import { formatDate } from '@/lib/format-date';
import type { AdminCoupon } from '@/contracts/payments';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { adminMoneyService } from '@/services/admin-money.api';
import { AdminSection } from './admin-section';
import { couponBodyOf, couponChanges, type CouponFormValues } from './coupon-values';
import { rowTestId } from './row-test-id';

// The form (antd Form, Select, InputNumber and the contract's rules) loads when a coupon is first created or edited.
const CouponFormModal = dynamic(() => import('./coupon-form-modal').then((m) => m.CouponFormModal));

export const COUPON_CREATED = 'Coupon created';
export const COUPON_SAVED = 'Changes saved';
export const COUPON_DELETED = 'Coupon deleted';
const COUPON_FAILED = 'Could not save the coupon, please try again later';

/** Editing: the coupon; creating: 'new'; closed: null. */
type Editing = AdminCoupon | 'new' | null;

const isExpired = (c: AdminCoupon) => Date.parse(c.expiresAt) <= Date.now();

export function AdminCouponsPage() {
  const list = useUrlList(adminMoneyService.coupons);
  const { state, change } = list.table;
  const [editing, setEditing] = useState<Editing>(null);
  const [sending, setSending] = useState(false);

  async function save(values: CouponFormValues) {
    if (!editing) return;
    setSending(true);
    try {
      if (editing === 'new') {
        await adminMoneyService.createCoupon(couponBodyOf(values));
        notifySuccess(COUPON_CREATED);
      } else {
        const changes = couponChanges(editing, values);
        if (Object.keys(changes).length > 0) await adminMoneyService.updateCoupon(editing._id, changes);
        notifySuccess(COUPON_SAVED);
      }
      setEditing(null);
      await list.reload();
    } catch (e) {
      notifyError(errorMessageOr(e, COUPON_FAILED));
    } finally {
      setSending(false);
    }
  }

  async function remove(coupon: AdminCoupon) {
    try {
      await adminMoneyService.deleteCoupon(coupon._id);
      notifySuccess(COUPON_DELETED);
      await list.reload();
    } catch (e) {
      notifyError(errorMessageOr(e, COUPON_FAILED));
    }
  }

  const columns: TableColumnsType<AdminCoupon> = [
    { key: 'code', title: 'Code', dataIndex: 'code' },
    { key: 'percentage', title: 'Discount', dataIndex: 'percentage', align: 'right', render: (p: number) => `${p} %` },
    { key: 'expiresAt', title: 'Expires', dataIndex: 'expiresAt', render: (at: string, c) => (isExpired(c) ? <Tag>Expired {formatDate(at)}</Tag> : formatDate(at)) },
    { key: 'uses', title: 'Used', align: 'right', render: (_, c) => `${c.usedCount} / ${c.maxUses}` },
    { key: 'status', title: 'Status', dataIndex: 'status', render: (s: AdminCoupon['status']) => <Tag color={s === 'active' ? 'success' : 'default'}>{s === 'active' ? 'Active' : 'Inactive'}</Tag> },
    {
      key: 'actions',
      title: '',
      align: 'right',
      render: (_, c) => (
        <Flex gap={8} justify="flex-end">
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(c)} data-testid={`admin-coupon-edit-${c._id}`}>
            Edit
          </Button>
          <Popconfirm
            title={`Delete coupon ${c.code}?`}
            description="Fans can no longer use it. A coupon already used stays on record: set it inactive instead."
            okText="Delete"
            okButtonProps={{ danger: true, 'data-testid': `admin-coupon-delete-confirm-${c._id}` }}
            onConfirm={() => remove(c)}
          >
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete coupon ${c.code}`} data-testid={`admin-coupon-delete-${c._id}`} />
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <AdminSection title="Coupons">
      <Flex justify="flex-end">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="admin-coupon-create">
          New coupon
        </Button>
      </Flex>
      <ResponsiveTable<AdminCoupon>
        rowKey="_id"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        locale={{ emptyText: list.error ?? 'No coupons yet.' }}
        onRow={(c) => rowTestId(`admin-coupon-row-${c._id}`, { status: c.status })}
        pagination={{ current: state.current, pageSize: state.pageSize, total: list.total, showSizeChanger: true }}
        onChange={(pagination) => change({ pagination })}
        scroll={{ x: 'max-content' }}
      />
      {editing !== null && (
        <CouponFormModal
          open
          coupon={editing === 'new' ? null : editing}
          sending={sending}
          onSend={(values) => void save(values)}
          onClose={() => setEditing(null)}
        />
      )}
    </AdminSection>
  );
}
