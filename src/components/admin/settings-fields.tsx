// The fields the settings screen is made of: amounts that keep a minimum below its maximum, switches, whole
// numbers checked by the server's own rule, and write-only secrets that show only whether one is set.
import { Button, Col, Flex, Form, Input, InputNumber, Switch } from 'antd';
import { PlainTag } from '@/components/common/plain-tag';
import type { ReactNode } from 'react';
import type { SettingKey, SiteSettings } from '@/contracts/settings';
import { settingsContract } from '@/components/common/contracts-on-demand';
import { zodRule } from '@/components/common/zod-rule';
import { plainUnits } from '@/lib/money';

/** The server's rule for one setting, fetched when first checked. */
export const settingRule = (name: SettingKey) => settingsContract.pick((m) => m.settingSchemas[name]);

const AMOUNT_MAX = 1_000_000;

export type AmountKey = Extract<SettingKey, `minimum${string}` | `maximum${string}`>;

export interface AmountFieldProps {
  name: AmountKey;
  label: string;
  /** The field whose value this one may not go below (a maximum names its minimum). */
  minOf?: AmountKey;
}

export function AmountField({ name, label, minOf }: AmountFieldProps) {
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

/** Half the row on a wide screen, all of it on a phone. */
export function Half({ children }: { children: ReactNode }) {
  return (
    <Col xs={24} md={12}>
      {children}
    </Col>
  );
}

/** Half-width columns of amount fields, in the order given. */
export function amountColumns(fields: AmountFieldProps[]) {
  return fields.map((field) => (
    <Half key={field.name}>
      <AmountField {...field} />
    </Half>
  ));
}

export interface SwitchFieldProps {
  name: SettingKey;
  label: string;
  extra?: string;
  testId: string;
}

/** A setting that is on or off, in half a row. */
export function SwitchField({ name, label, extra, testId }: SwitchFieldProps) {
  return (
    <Half>
      <Form.Item name={name} label={label} required valuePropName="checked" extra={extra}>
        <Switch data-testid={testId} />
      </Form.Item>
    </Half>
  );
}

export interface WholeNumberFieldProps {
  name: 'freeSubscriptionDuration' | 'performerCommission' | 'smtpPort';
  label: string;
  extra?: string;
  required: string;
  min: number;
  max: number;
}

/** A whole number the server checks too, in half a row. */
export function WholeNumberField({ name, label, extra, required, min, max }: WholeNumberFieldProps) {
  return (
    <Half>
      <Form.Item name={name} label={label} extra={extra} rules={[{ required: true, message: required }, zodRule(settingRule(name))]}>
        <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} data-testid={`admin-settings-${name}`} />
      </Form.Item>
    </Half>
  );
}

export type SecretKey = 'stripeSecretKey' | 'stripeWebhookSecret' | 'smtpPassword';

interface SecretFieldProps {
  name: SecretKey;
  label: string;
  /** The masked form the server answered ("sk_live_…1234"), empty when none is set. */
  masked: SiteSettings[SecretKey];
  placeholder: string;
  /** The admin asked to remove the stored value; saved as a clear. */
  clearing: boolean;
  onClear: (clear: boolean) => void;
}

/**
 * A write-only secret: the field starts empty and an empty field keeps the stored value. The label says whether
 * one is set and shows its masked form; "Clear" removes it on the next save.
 */
export function SecretField({ name, label, masked, placeholder, clearing, onClear }: SecretFieldProps) {
  const set = !!masked && !clearing;
  return (
    <Half>
      <Form.Item
        name={name}
        label={
          <Flex gap={8} align="center" wrap>
            {label}
            <PlainTag color={set ? 'success' : 'default'} data-testid={`admin-settings-${name}-state`} data-set={set ? 'true' : 'false'}>
              {clearing ? 'cleared on save' : set ? `set: ${masked}` : 'not set'}
            </PlainTag>
          </Flex>
        }
        extra={set ? 'Never shown. Type a new value to replace it, or leave the field empty to keep it.' : 'Never shown once saved.'}
      >
        <Input.Password autoComplete="new-password" spellCheck={false} placeholder={placeholder} data-testid={`admin-settings-${name}`} />
      </Form.Item>
      {(masked || clearing) && (
        <Button onClick={() => onClear(!clearing)} style={{ marginTop: -8, marginBottom: 16 }} data-testid={`admin-settings-${name}-clear`}>
          {clearing ? 'Keep it' : 'Clear'}
        </Button>
      )}
    </Half>
  );
}
