// Basic info: account fields, bio, the option lists, location, languages, pictures and the welcome video.
// Saving sends name/username/email to PUT /users and the rest to PUT /performers/me.
import { Button, Col, Divider, Flex, Form, Input, Row, Select, Switch, type FormInstance } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PlainCard } from '@/components/layout/plain-card';
import type { OwnPerformer } from '@/contracts/performers';
import type { CurrentUser } from '@/contracts/users';
import { performersContract, usersContract } from '@/components/common/contracts-on-demand';
import { zodRule } from '@/components/common/zod-rule';
import { PendingEmailNote } from '@/components/account/pending-email-note';
import { UsernameField } from '@/components/account/username-field';
import { errorMessageOr, notifyError, notifySuccess } from '@/lib/notify';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { CHANGES_SAVED, UPDATE_FAILED } from '@/redux/user/sagas';
import { performerAccountService } from '@/services/performer-account.api';
import { userService } from '@/services/user.api';
import { basicInfoValuesOf, performerBodyOf, userBodyOf, type BasicInfoValues } from './basic-info-values';
import { LocationFields } from './location-fields';
import { useLanguageOptions } from './lookup-hooks';
import { OptionSelects } from './option-selects';
import { AvatarAndCover, WelcomeVideoUpload } from './profile-media';

export const BIO_MAX = 2000;
const LANGUAGES_MAX = 20;

interface Props {
  performer: OwnPerformer;
  apply: (performer: OwnPerformer, user?: CurrentUser) => void;
}

/**
 * The form's values as last saved. When a save or an upload answers, only the fields whose saved value
 * changed are put in the form, so an avatar upload does not wipe what is being typed elsewhere.
 */
function useSavedValues(form: FormInstance<BasicInfoValues>, performer: OwnPerformer): BasicInfoValues {
  const key = JSON.stringify(basicInfoValuesOf(performer));
  const saved = useMemo(() => JSON.parse(key) as BasicInfoValues, [key]);
  const shown = useRef(saved);
  useEffect(() => {
    const before = shown.current as unknown as Record<string, unknown>;
    const after = saved as unknown as Record<string, unknown>;
    // JSON drops empty (undefined) fields: a field that became empty is in `before` only.
    const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
    const changed = [...fields].filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
    shown.current = saved;
    if (changed.length) form.setFieldsValue(Object.fromEntries(changed.map((field) => [field, after[field]])) as Partial<BasicInfoValues>);
  }, [form, saved]);
  return saved;
}

export function BasicInfoForm({ performer, apply }: Props) {
  const [form] = Form.useForm<BasicInfoValues>();
  const [saving, setSaving] = useState(false);
  const languages = useLanguageOptions();
  const saved = useSavedValues(form, performer);
  const user = useAppSelector(selectCurrentUser);

  async function save(values: BasicInfoValues) {
    setSaving(true);
    try {
      const account = (await userService.update(userBodyOf(values))).data;
      const next = (await performerAccountService.update(performerBodyOf(values))).data;
      apply(next, account);
      // A new address waits for its link (the note above says so): the field shows the one still in use.
      if (account.pendingEmail) form.setFieldsValue({ email: account.email ?? '' });
      notifySuccess(CHANGES_SAVED);
    } catch (e) {
      notifyError(errorMessageOr(e, UPDATE_FAILED));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Flex vertical gap={16}>
      <PlainCard size="small" title="Pictures">
        <AvatarAndCover performer={performer} onChanged={apply} />
      </PlainCard>
      <Form<BasicInfoValues>
        form={form}
        layout="vertical"
        initialValues={saved}
        onFinish={save}
        requiredMark="optional"
        scrollToFirstError
        data-testid="creator-basic-form"
      >
        <PendingEmailNote user={user} />
        <Form.Item name="name" label="Display name" rules={[zodRule(usersContract.pick((m) => m.nameSchema), { required: 'Enter the name people see.' })]}>
          <Input autoComplete="nickname" maxLength={80} data-testid="creator-name" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <UsernameField rules={[zodRule(usersContract.pick((m) => m.usernameSchema), { required: 'Choose a username.' })]} testId="creator-username" />
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="email" label="Email" rules={[zodRule(usersContract.pick((m) => m.emailSchema), { required: 'Enter your email address.' })]}>
              <Input type="email" autoComplete="email" maxLength={254} data-testid="creator-email" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="bio" label="Bio" rules={[zodRule(performersContract.pick((m) => m.updatePerformerBody.shape.bio))]}>
          <Input.TextArea rows={5} showCount maxLength={BIO_MAX} placeholder="Tell fans who you are and what you post." data-testid="creator-bio" />
        </Form.Item>
        <Divider titlePlacement="start">About you</Divider>
        <OptionSelects />
        <Divider titlePlacement="start">Where you are and what you speak</Divider>
        <LocationFields form={form} />
        <Form.Item name="languages" label="Languages" rules={[zodRule(performersContract.pick((m) => m.updatePerformerBody.shape.languages))]}>
          <Select
            mode="multiple"
            options={languages}
            placeholder="Choose the languages you speak"
            showSearch={{ optionFilterProp: 'label' }}
            maxCount={LANGUAGES_MAX}
            data-testid="creator-languages"
          />
        </Form.Item>
        <Divider titlePlacement="start">Welcome video</Divider>
        <Flex vertical gap={12} style={{ marginBottom: 24 }}>
          <WelcomeVideoUpload performer={performer} onChanged={apply} />
          <Form.Item name="activateWelcomeVideo" label="Show the welcome video to new visitors" valuePropName="checked" style={{ marginBottom: 0 }}>
            <Switch data-testid="creator-welcome-video-switch" />
          </Form.Item>
        </Flex>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="creator-basic-save">
          Save changes
        </Button>
      </Form>
    </Flex>
  );
}
