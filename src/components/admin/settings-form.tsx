// The admin's site settings screen: loads every setting, sends only the changed ones, and makes the site
// reflect the saved public ones at once (the store's settings are replaced whole). The Agora app certificate
// is write-only here: the screen says whether one is set and takes a new one, but never shows it.
import { Button, Card, Col, Flex, Form, Input, InputNumber, Result, Row, Select, Skeleton, Switch, Tag, Typography } from 'antd';
import { useMemo, type ReactNode } from 'react';
import type { SettingKey, SiteSettings } from '@/contracts/settings';
import { settingsContract } from '@/components/common/contracts-on-demand';
import { countryOptions, COUNTRY_CODE } from '@/components/common/countries';
import { useSave } from '@/components/common/use-save';
import { zodRule } from '@/components/common/zod-rule';
import { plainUnits } from '@/lib/money';
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

/** The server's rule for one setting, fetched when first checked. */
const settingRule = (name: SettingKey) => settingsContract.pick((m) => m.settingSchemas[name]);

export const EDITED_KEYS = [
  'siteName',
  'gaCode',
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
] as const;
type EditedKey = (typeof EDITED_KEYS)[number];
export type SettingsFormValues = Pick<SiteSettings, EditedKey> & {
  /** A new Agora app certificate; empty keeps the stored one. Never filled in from the server. */
  agoraAppCertificate?: string;
};

type AmountKey = Extract<EditedKey, `minimum${string}` | `maximum${string}`>;

const pickEdited = (s: SiteSettings): SettingsFormValues =>
  Object.fromEntries(EDITED_KEYS.map((k) => [k, s[k]])) as SettingsFormValues;

const GA_CODE = /^[A-Za-z0-9-]*$/;
/** Agora app ids are 32 hexadecimal characters; the token route refuses any other. */
const AGORA_APP_ID = /^([0-9a-fA-F]{32})?$/;
const AMOUNT_MAX = 1_000_000;

/** "de, fr" typed as tags: upper-cased, trimmed, without duplicates. */
export function normaliseCountryCodes(codes: unknown): string[] {
  if (!Array.isArray(codes)) return [];
  return [...new Set(codes.map((c) => String(c).trim().toUpperCase()).filter(Boolean))];
}

interface AmountFieldProps {
  name: AmountKey;
  label: string;
  /** The field whose value this one may not go below (a maximum names its minimum). */
  minOf?: AmountKey;
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

function AmountField({ name, label, minOf }: AmountFieldProps) {
  return (
    <Form.Item
      name={name}
      label={label}
      dependencies={minOf ? [minOf] : undefined}
      rules={[
        { required: true, message: `Enter the ${label.toLowerCase()}.` },
        ({ getFieldValue }) => ({
          validator: async (_rule, value: number | null) => {
            const min = minOf ? (getFieldValue(minOf) as number | null) : null;
            if (typeof value === 'number' && typeof min === 'number' && value < min) {
              throw new Error(`This must be at least the minimum (${plainUnits(min)}).`);
            }
          },
        }),
      ]}
    >
      <InputNumber min={0} max={AMOUNT_MAX} precision={2} step={1} style={{ width: '100%' }} data-testid={`admin-settings-${name}`} />
    </Form.Item>
  );
}

/** Half-width columns of amount fields, in the order given. */
function amountColumns(fields: AmountFieldProps[]) {
  return fields.map((field) => (
    <Half key={field.name}>
      <AmountField {...field} />
    </Half>
  ));
}

/** Half the row on a wide screen, all of it on a phone. */
function Half({ children }: { children: ReactNode }) {
  return (
    <Col xs={24} md={12}>
      {children}
    </Col>
  );
}

interface SwitchFieldProps {
  name: EditedKey;
  label: string;
  extra?: string;
  testId: string;
}

/** A setting that is on or off, in half a row. */
function SwitchField({ name, label, extra, testId }: SwitchFieldProps) {
  return (
    <Half>
      <Form.Item name={name} label={label} required valuePropName="checked" extra={extra}>
        <Switch data-testid={testId} />
      </Form.Item>
    </Half>
  );
}

const ACCESS_SWITCHES: SwitchFieldProps[] = [
  { name: 'maintenanceMode', label: 'Maintenance mode', extra: 'Visitors see the maintenance page; administrators still get in.', testId: 'admin-maintenance-switch' },
  {
    name: 'requireEmailVerification',
    label: 'Require email verification',
    extra: 'Accounts must verify their email address before they can log in.',
    testId: 'admin-settings-requireEmailVerification',
  },
];

interface WholeNumberFieldProps {
  name: 'freeSubscriptionDuration' | 'performerCommission';
  label: string;
  extra?: string;
  required: string;
  min: number;
  max: number;
}

/** A whole number the server checks too, in half a row. */
function WholeNumberField({ name, label, extra, required, min, max }: WholeNumberFieldProps) {
  return (
    <Half>
      <Form.Item name={name} label={label} extra={extra} rules={[{ required: true, message: required }, zodRule(settingRule(name))]}>
        <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} data-testid={`admin-settings-${name}`} />
      </Form.Item>
    </Half>
  );
}

export function AdminSettingsForm() {
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<SettingsFormValues>();
  const { value: saved, set: setSaved, error: loadError, reload: load } = useResource(settingsService.adminGet, 'settings');
  const { saving, run } = useSave();

  const countries = useMemo(() => countryOptions(saved?.blockedCountries ?? []).map((o) => ({ value: o.value, label: `${o.label} (${o.value})` })), [saved]);

  async function save(values: SettingsFormValues) {
    if (!saved) return;
    const { agoraAppCertificate, ...edited } = values;
    const changes = changedSettings(saved, edited);
    // A certificate typed in replaces the stored one (the server checks its form); an empty field keeps it.
    const certificate = agoraAppCertificate?.trim();
    if (certificate) changes.agoraAppCertificate = certificate;
    if (Object.keys(changes).length === 0) {
      notifyNotice({ title: 'Nothing to save', description: 'No setting was changed.' });
      return;
    }
    await run(async () => {
      const res = await settingsService.adminUpdate(changes);
      setSaved(res.data);
      form.setFieldsValue({ ...pickEdited(res.data), agoraAppCertificate: '' });
      const visible = publicPart(res.data);
      dispatch(updateSettings(visible));
      dispatch(updateUIValue(uiValuesFromSettings(visible)));
      notifySuccess(CHANGES_SAVED);
    });
  }

  if (loadError) {
    return (
      <Result
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

  return (
    <Form<SettingsFormValues>
      form={form}
      layout="vertical"
      initialValues={pickEdited(saved)}
      onFinish={save}
      requiredMark="optional"
      data-testid="admin-settings-form"
      scrollToFirstError
    >
      <Flex vertical gap={16}>
        <Card title="General" size="small">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="siteName"
                label="Site name"
                rules={[{ required: true, whitespace: true, message: 'Enter the site name.' }, zodRule(settingRule('siteName'))]}
              >
                <Input maxLength={80} data-testid="admin-settings-siteName" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="gaCode"
                label="Google Analytics measurement id"
                extra="Leave empty to load no analytics."
                rules={[
                  zodRule(settingRule('gaCode')),
                  { pattern: GA_CODE, message: 'Use the id as Google shows it, like G-XXXXXXX.' },
                ]}
              >
                <Input maxLength={40} placeholder="G-XXXXXXX" data-testid="admin-settings-gaCode" />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title="Access" size="small">
          <Row gutter={16}>
            {ACCESS_SWITCHES.map((field) => (
              <SwitchField key={field.name} {...field} />
            ))}
          </Row>
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
        </Card>

        <Card title="Subscriptions" size="small">
          <Row gutter={16}>
            <SwitchField name="freeSubscriptionEnabled" label="Free trial subscriptions" testId="admin-settings-freeSubscriptionEnabled" />
            <WholeNumberField name="freeSubscriptionDuration" label="Free trial length (days)" required="Enter the free trial length in days." min={1} max={365} />
            {amountColumns(SUBSCRIPTION_AMOUNTS)}
          </Row>
        </Card>

        <Card title="Wallet, tips and payouts" size="small">
          <Row gutter={16}>
            {amountColumns(WALLET_AMOUNTS)}
            <WholeNumberField
              name="performerCommission"
              label="Platform commission (%)"
              extra="The site's share of every sale and tip; a performer's own commission, set by an admin, wins."
              required="Enter the commission in percent."
              min={0}
              max={100}
            />
          </Row>
        </Card>

        <Card title="Live video on Agora" size="small" data-testid="admin-settings-agora">
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
                      <Tag color="success" data-testid="admin-settings-agoraAppCertificate-state" data-set="true">
                        set
                      </Tag>
                    ) : (
                      <Tag data-testid="admin-settings-agoraAppCertificate-state" data-set="false">
                        not set
                      </Tag>
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
        </Card>

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
