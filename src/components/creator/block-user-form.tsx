// Block someone by username: there is no user search for performers, so the username is resolved to an id
// (GET /users/view/{username}) and that id is blocked (POST /block/users).
import { Button, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import type { BlockedUserItem } from '@/contracts/social';
import { socialContract, usersContract } from '@/components/common/contracts-on-demand';
import { zodRule } from '@/components/common/zod-rule';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { blockService } from '@/services/block.api';
import { userService } from '@/services/user.api';

interface BlockValues {
  username: string;
  reason: string;
}

export const NO_SUCH_USER = 'There is no user with that username. Check the spelling and try again.';
export const BLOCK_FAILED = 'Could not block this user, please try again later';
export const userBlocked = (name: string) => `${name} is blocked: they can no longer see your profile.`;

/** The username without a leading @, as people often copy it. */
export const bareUsername = (typed: string) => typed.trim().replace(/^@/, '');

/** Resolves the username, blocks the user and says so; throws nothing (failures are toasts). */
export async function blockByUsername(username: string, reason: string): Promise<BlockedUserItem | null> {
  let targetId: string;
  try {
    targetId = (await userService.view(bareUsername(username))).data._id;
  } catch (e) {
    const status = (e as { statusCode?: number }).statusCode;
    notifyError(status === 404 ? NO_SUCH_USER : errorMessageOr(e, BLOCK_FAILED));
    return null;
  }
  try {
    const blocked = (await blockService.blockUser({ targetId, reason: reason.trim() })).data;
    notifySuccess(userBlocked(blocked.user.username ? `@${blocked.user.username}` : blocked.user.name));
    return blocked;
  } catch (e) {
    notifyError(errorMessageOr(e, BLOCK_FAILED));
    return null;
  }
}

export function BlockUserForm({ onBlocked }: { onBlocked: (item: BlockedUserItem) => void }) {
  const [form] = Form.useForm<BlockValues>();
  const [sending, setSending] = useState(false);

  async function submit({ username, reason }: BlockValues) {
    setSending(true);
    const blocked = await blockByUsername(username, reason ?? '');
    setSending(false);
    if (!blocked) return;
    form.resetFields();
    onBlocked(blocked);
  }

  return (
    <Form<BlockValues> form={form} layout="vertical" onFinish={submit} initialValues={{ username: '', reason: '' }} requiredMark="optional" data-testid="blacklist-form">
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="username"
            label="Username"
            normalize={(v: string) => v.replace(/^@/, '')}
            rules={[zodRule(usersContract.pick((m) => m.usernameSchema), { required: 'Enter the username of the person to block.' })]}
          >
            <Input prefix="@" autoComplete="off" maxLength={30} data-testid="blacklist-username" />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="reason" label="Reason" extra="For your own records." rules={[zodRule(socialContract.pick((m) => m.blockUserBody.shape.reason))]}>
            <Input maxLength={500} data-testid="blacklist-reason" />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" danger htmlType="submit" loading={sending} data-testid="blacklist-submit">
        Block user
      </Button>
    </Form>
  );
}
