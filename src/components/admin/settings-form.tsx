// The admin's site settings screen, in tabs: General (name, analytics, pictures), Menus, Payments, Mail, Limits,
// Commission, Blocked countries, Access (maintenance) and Live video. It loads every setting, sends only the
// changed ones, and makes the site reflect the saved public ones at once (the store's settings are replaced
// whole). Secrets (the Stripe secret key and webhook secret, the SMTP password, the Agora certificate) are
// write-only: the screen shows whether one is set, takes a new one, or clears it, but never shows it.
import { Button, Col, Flex, Form, Input, Row, Select, Skeleton, Tabs } from 'antd';
import { PlainTag } from '@/components/common/plain-tag';
import { ResultOnDemand } from '@/components/common/result-on-demand';
import { Typography } from '@/components/common/plain-typography';
import { useMemo, useState } from 'react';
import type { SettingsUpdate, SiteSettings } from '@/contracts/settings';
import { countryOptions, COUNTRY_CODE } from '@/components/common/countries';
import { useSave } from '@/components/common/use-save';
import { zodRule } from '@/components/common/zod-rule';
import { notifyNotice, notifySuccess } from '@/lib/notify';
import { useAppDispatch } from '@/redux/hooks';
import { updateSettings } from '@/redux/settings/actions';
import { updateUIValue } from '@/redux/ui/actions';
import { uiValuesFromSettings } from '@/redux/ui/reducer';
import { CHANGES_SAVED } from '@/redux/user/sagas';
import { settingsService } from '@/services/settings.api';
import { useResource } from '@/hooks/use-resource';
import { AdminNav } from './admin-nav';
import { changedSettings, publicPart } from './changed-settings';
import { MenusEditor } from './menus-editor';
import { amountColumns, Half, SecretField, settingRule, SwitchField, WholeNumberField, type AmountFieldProps, type SecretKey, type SwitchFieldProps } from './settings-fields';
import { SiteFilesField } from './site-files-field';
import { TestEmail } from './test-email';

export const EDITED_KEYS = [
  'siteName',
  'gaCode',
  'menus',
  'maintenanceMode',
  'requireEmailVerification',
  'blockedCountries',
  'freeSubscriptionEnabled',
  'freeSubscriptionDuration',
  'minimumSubscriptionPrice',
  'maximumSubscriptionPrice',
  'minimumWalletPrice',
  'maximumWalletPrice',
  'minimumTipPrice',
  'maximumTipPrice',
  'minimumPayoutAmount',
  'performerCommission',
  'agoraEnable',
  'agoraAppId',
  'stripePublishableKey',
  'smtpHost',
  'smtpPort',
  'smtpSecure',
  'smtpUser',
  'mailFrom',
] as const;
type EditedKey = (typeof EDITED_KEYS)[number];
const SECRET_KEYS: readonly SecretKey[] = ['stripeSecretKey', 'stripeWebhookSecret', 'smtpPassword'];

export type SettingsFormValues = Pick<SiteSettings, EditedKey> & {
  /** A new Agora app certificate; empty keeps the stored one. Never filled in from the server. */
  agoraAppCertificate?: string;
} & Partial<Record<SecretKey, string>>;

const pickEdited = (s: SiteSettings): SettingsFormValues =>
  Object.fromEntries(EDITED_KEYS.map((k) => [k, s[k]])) as SettingsFormValues;

const GA_CODE = /^[A-Za-z0-9-]*$/;
/** Agora app ids are 32 hexadecimal characters; the token route refuses any other. */
const AGORA_APP_ID = /^([0-9a-fA-F]{32})?$/;

/** "de, fr" typed as tags: upper-cased, trimmed, without duplicates. */
export function normaliseCountryCodes(codes: unknown): string[] {
  if (!Array.isArray(codes)) return [];
  return [...new Set(codes.map((c) => String(c).trim().toUpperCase()).filter(Boolean))];
}

const SUBSCRIPTION_AMOUNTS: AmountFieldProps[] = [
  { name: 'minimumSubscriptionPrice', label: 'Minimum subscription price' },
  { name: 'maximumSubscriptionPrice', label: 'Maximum subscription price', minOf: 'minimumSubscriptionPrice' },
];

const WALLET_AMOUNTS: AmountFieldProps[] = [
  { name: 'minimumWalletPrice', label: 'Minimum wallet top-up' },
  { name: 'maximumWalletPrice', label: 'Maximum wallet top-up', minOf: 'minimumWalletPrice' },
  { name: 'minimumTipPrice', label: 'Minimum tip' },
  { name: 'maximumTipPrice', label: 'Maximum tip', minOf: 'minimumTipPrice' },
  { name: 'minimumPayoutAmount', label: 'Minimum payout amount' },
];

const ACCESS_SWITCHES: SwitchFieldProps[] = [
  { name: 'maintenanceMode', label: 'Maintenance mode', extra: 'Visitors see the maintenance page; administrators still get in.', testId: 'admin-maintenance-switch' },
  {
    name: 'requireEmailVerification',
    label: 'Require email verification',
    extra: 'Accounts must verify their email address before they can log in.',
    testId: 'admin-settings-requireEmailVerification',
  },
];

/** Which tab holds a field, so a refused save opens the tab of its first error. */
const TAB_OF: Partial<Record<string, string>> = {
  siteName: 'general',
  gaCode: 'general',
  menus: 'menus',
  stripePublishableKey: 'payments',
  smtpHost: 'mail',
  smtpPort: 'mail',
  smtpUser: 'mail',
  mailFrom: 'mail',
  freeSubscriptionDuration: 'limits',
  performerCommission: 'commission',
  blockedCountries: 'countries',
  agoraAppId: 'live',
  agoraAppCertificate: 'live',
};

export function AdminSettingsForm() {
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<SettingsFormValues>();
  const { value: saved, set: setSaved, error: loadError, reload: load } = useResource(settingsService.adminGet, 'settings');
  const { saving, run } = useSave();
  const [tab, setTab] = useState('general');
  const [clearing, setClearing] = useState<Partial<Record<SecretKey, boolean>>>({});

  const countries = useMemo(() => countryOptions(saved?.blockedCountries ?? []).map((o) => ({ value: o.value, label: `${o.label} (${o.value})` })), [saved]);

  /** The site shows what was saved at once: the store's public settings are replaced whole. */
  function show(settings: SiteSettings) {
    setSaved(settings);
    const visible = publicPart(settings);
    dispatch(updateSettings(visible));
    dispatch(updateUIValue(uiValuesFromSettings(visible)));
  }

  async function save(values: SettingsFormValues) {
    if (!saved) return;
    const { agoraAppCertificate, stripeSecretKey, stripeWebhookSecret, smtpPassword, ...edited } = values;
    const changes: SettingsUpdate = changedSettings(saved, edited);
    // A certificate typed in replaces the stored one (the server checks its form); an empty field keeps it.
    const certificate = agoraAppCertificate?.trim();
    if (certificate) changes.agoraAppCertificate = certificate;
    // A secret typed in replaces the stored one, "Clear" removes it (null), an empty field keeps it.
    const typed: Record<SecretKey, string | undefined> = { stripeSecretKey, stripeWebhookSecret, smtpPassword };
    for (const key of SECRET_KEYS) {
      const value = typed[key]?.trim();
      if (value) changes[key] = value;
      else if (clearing[key]) changes[key] = null;
    }
    if (Object.keys(changes).length === 0) {
      notifyNotice({ title: 'Nothing to save', description: 'No setting was changed.' });
      return;
    }
    await run(async () => {
      const res = await settingsService.adminUpdate(changes);
      show(res.data);
      setClearing({});
      form.setFieldsValue({ ...pickEdited(res.data), agoraAppCertificate: '', stripeSecretKey: '', stripeWebhookSecret: '', smtpPassword: '' });
      notifySuccess(CHANGES_SAVED);
    });
  }

  if (loadError) {
    return (
      <ResultOnDemand
        status="error"
        title="The settings could not be loaded"
        subTitle={loadError}
        extra={<Button onClick={() => void load()}>Try again</Button>}
        data-testid="admin-settings-load-error"
      />
    );
  }
  if (!saved) return <Skeleton active paragraph={{ rows: 8 }} />;
  const certificateSet = !!saved.agoraAppCertificate;
  const secret = (name: SecretKey, label: string, placeholder: string) => (
    <SecretField name={name} label={label} masked={saved[name]} placeholder={placeholder} clearing={!!clearing[name]} onClear={(on) => setClearing((c) => ({ ...c, [name]: on }))} />
  );

  const items = [
    {
      key: 'general',
      label: 'General',
      children: (
        <Flex vertical gap={16}>
          <Row gutter={16}>
            <Half>
              <Form.Item
                name="siteName"
                label="Site name"
                rules={[{ required: true, whitespace: true, message: 'Enter the site name.' }, zodRule(settingRule('siteName'))]}
              >
                <Input maxLength={80} data-testid="admin-settings-siteName" />
              </Form.Item>
            </Half>
            <Half>
              <Form.Item
                name="gaCode"
                label="Google Analytics measurement id"
                extra="Leave empty to load no analytics."
                rules={[zodRule(settingRule('gaCode')), { pattern: GA_CODE, message: 'Use the id as Google shows it, like G-XXXXXXX.' }]}
              >
                <Input maxLength={40} placeholder="G-XXXXXXX" data-testid="admin-settings-gaCode" />
              </Form.Item>
            </Half>
          </Row>
          <SiteFilesField saved={saved} onSaved={show} />
        </Flex>
      ),
    },
    { key: 'menus', label: 'Menus', children: <MenusEditor /> },
    {
      key: 'payments',
      label: 'Payments',
      children: (
        <>
          <Typography.Paragraph type="secondary">
            Stripe takes the payments when a secret key is set. Keys set here win over the ones in the environment and
            apply at once, without a restart. Clearing the secret key sends new payments back to the test-mode sandbox;
            Stripe checkouts still open can then no longer be paid here.
          </Typography.Paragraph>
          <Row gutter={16}>
            <Half>
              <Form.Item name="stripePublishableKey" label="Stripe publishable key" rules={[zodRule(settingRule('stripePublishableKey'))]}>
                <Input maxLength={200} autoComplete="off" spellCheck={false} placeholder="pk_live_…" data-testid="admin-settings-stripePublishableKey" />
              </Form.Item>
            </Half>
            {secret('stripeSecretKey', 'Stripe secret key', 'sk_live_…')}
            {secret('stripeWebhookSecret', 'Stripe webhook signing secret', 'whsec_…')}
          </Row>
        </>
      ),
    },
    {
      key: 'mail',
      label: 'Mail',
      children: (
        <Flex vertical gap={8}>
          <Typography.Paragraph type="secondary">
            With a host, the site&apos;s mail goes through this SMTP server at once, instead of SMTP_URL or the local outbox.
          </Typography.Paragraph>
          <Row gutter={16}>
            <Half>
              <Form.Item name="smtpHost" label="SMTP host" rules={[zodRule(settingRule('smtpHost'))]}>
                <Input maxLength={253} autoComplete="off" spellCheck={false} placeholder="smtp.example.com" data-testid="admin-settings-smtpHost" />
              </Form.Item>
            </Half>
            <WholeNumberField name="smtpPort" label="SMTP port" required="Enter the SMTP port." min={1} max={65535} />
            <SwitchField name="smtpSecure" label="TLS from the start" extra="On for port 465; off uses STARTTLS when the server offers it." testId="admin-settings-smtpSecure" />
            <Half>
              <Form.Item name="smtpUser" label="SMTP user" rules={[zodRule(settingRule('smtpUser'))]}>
                <Input maxLength={200} autoComplete="off" data-testid="admin-settings-smtpUser" />
              </Form.Item>
            </Half>
            {secret('smtpPassword', 'SMTP password', 'Password')}
            <Half>
              <Form.Item name="mailFrom" label="Sender" extra="Empty uses MAIL_FROM." rules={[zodRule(settingRule('mailFrom'))]}>
                <Input maxLength={254} placeholder="Fanstage <no-reply@example.com>" data-testid="admin-settings-mailFrom" />
              </Form.Item>
            </Half>
          </Row>
          <Typography.Text strong>Test the saved settings</Typography.Text>
          <TestEmail defaultTo="" />
        </Flex>
      ),
    },
    {
      key: 'limits',
      label: 'Limits',
      children: (
        <Row gutter={16}>
          <SwitchField name="freeSubscriptionEnabled" label="Free trial subscriptions" testId="admin-settings-freeSubscriptionEnabled" />
          <WholeNumberField name="freeSubscriptionDuration" label="Free trial length (days)" required="Enter the free trial length in days." min={1} max={365} />
          {amountColumns(SUBSCRIPTION_AMOUNTS)}
          {amountColumns(WALLET_AMOUNTS)}
        </Row>
      ),
    },
    {
      key: 'commission',
      label: 'Commission',
      children: (
        <Row gutter={16}>
          <WholeNumberField
            name="performerCommission"
            label="Platform commission (%)"
            extra="The site's share of every sale and tip; a performer's own commission, set by an admin, wins."
            required="Enter the commission in percent."
            min={0}
            max={100}
          />
        </Row>
      ),
    },
    {
      key: 'countries',
      label: 'Blocked countries',
      children: (
        <Form.Item
          name="blockedCountries"
          label="Blocked countries"
          extra="Visitors from these countries get the geo-block page. Pick a country or type its two-letter code."
          normalize={normaliseCountryCodes}
          rules={[
            {
              validator: async (_rule, value: string[] | undefined) => {
                const wrong = (value ?? []).filter((c) => !COUNTRY_CODE.test(c));
                if (wrong.length) throw new Error(`Not a two-letter country code: ${wrong.join(', ')}.`);
              },
            },
          ]}
        >
          <Select
            mode="tags"
            options={countries}
            tokenSeparators={[',', ' ']}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="No country blocked"
            data-testid="admin-settings-blockedCountries"
          />
        </Form.Item>
      ),
    },
    {
      key: 'access',
      label: 'Access',
      children: (
        <Row gutter={16}>
          {ACCESS_SWITCHES.map((field) => (
            <SwitchField key={field.name} {...field} />
          ))}
        </Row>
      ),
    },
    {
      key: 'live',
      label: 'Live video',
      children: (
        <div data-testid="admin-settings-agora">
          <Typography.Paragraph type="secondary">
            Live sessions can run on Agora instead of the site&apos;s own video. Enter the app id and the app certificate from
            the Agora console, and ask Agora to switch co-host authentication on for the project first.
          </Typography.Paragraph>
          <Row gutter={16}>
            <SwitchField
              name="agoraEnable"
              label="Live video on Agora"
              extra="Public and group sessions are sent and watched through Agora."
              testId="admin-settings-agoraEnable"
            />
            <Col xs={24} md={12}>
              <Form.Item
                name="agoraAppId"
                label="Agora app id"
                rules={[
                  zodRule(settingRule('agoraAppId')),
                  { pattern: AGORA_APP_ID, message: 'Use the app id as the Agora console shows it: 32 characters, digits and the letters a to f.' },
                ]}
              >
                <Input maxLength={100} autoComplete="off" spellCheck={false} data-testid="admin-settings-agoraAppId" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="agoraAppCertificate"
                label={
                  <Flex gap={8} align="center">
                    Agora app certificate
                    {certificateSet ? (
                      <PlainTag color="success" data-testid="admin-settings-agoraAppCertificate-state" data-set="true">
                        set
                      </PlainTag>
                    ) : (
                      <PlainTag data-testid="admin-settings-agoraAppCertificate-state" data-set="false">
                        not set
                      </PlainTag>
                    )}
                  </Flex>
                }
                extra={
                  certificateSet
                    ? 'It is never shown. Type a new one to replace it, or leave the field empty to keep it.'
                    : 'It is never shown once saved. It signs the tokens that let people into a session.'
                }
              >
                <Input.Password
                  autoComplete="new-password"
                  spellCheck={false}
                  placeholder={certificateSet ? 'Type a new certificate to replace it' : '32-character app certificate'}
                  data-testid="admin-settings-agoraAppCertificate"
                />
              </Form.Item>
            </Col>
          </Row>
        </div>
      ),
    },
  ].map((item) => ({ ...item, forceRender: true }));

  return (
    <Form<SettingsFormValues>
      form={form}
      layout="vertical"
      initialValues={pickEdited(saved)}
      onFinish={save}
      onFinishFailed={({ errorFields }) => {
        const first = errorFields[0]?.name[0];
        setTab(TAB_OF[String(first)] ?? (/^(minimum|maximum)/.test(String(first)) ? 'limits' : tab));
      }}
      requiredMark="optional"
      data-testid="admin-settings-form"
      scrollToFirstError
    >
      <Flex vertical gap={16}>
        <Tabs activeKey={tab} onChange={setTab} items={items} data-testid="admin-settings-tabs" />
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={saving} data-testid="admin-settings-save">
            Save changes
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

export function AdminSettingsPage() {
  return (
    <Flex vertical gap={16}>
      <AdminNav />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Site settings
      </Typography.Title>
      <AdminSettingsForm />
    </Flex>
  );
}
