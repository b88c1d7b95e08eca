// Performer sign-up: the account fields, a country and two ID photos sent as ONE multipart request with
// visible upload progress and a Cancel button.
import { CameraOutlined, IdcardOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Progress, Select } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { countryOptions } from '@/components/common/countries';
import type { registerPerformerFields } from '@/contracts/auth';
import { documentTypes } from '@/contracts/list-values';
import { getResponseError, notifyError, notifyNotice } from '@/lib/notify';
import { preparePassword } from '@/lib/password';
import { isCancelled } from '@/lib/request';
import { selectLoginAuth } from '@/redux/auth/selectors';
import { useAppSelector } from '@/redux/hooks';
import { authService } from '@/services/auth.api';
import { AccountFields, TermsField, type AccountFieldValues } from './account-fields';
import { DocumentPicker, documentRules } from './document-picker';
import { VerifyEmailSentResult } from './email-sent-result';
import { useSignUpFinish, type LogIn } from './use-sign-up-finish';

type TextField = keyof z.input<typeof registerPerformerFields>;
// The server's file fields (the auth contract's performerDocumentFields), from the list file that carries no zod.
type DocumentField = (typeof documentTypes)[number];
const [ID_FIELD, DOCUMENT_FIELD] = documentTypes;

/** The two ID photos, in the order the server names them (performerDocumentFields). */
const DOCUMENT_PHOTOS: { name: DocumentField; title: string; hint: string; missing: string; testId: string; icon: ReactNode }[] = [
  {
    name: ID_FIELD,
    title: 'Photo of your ID',
    hint: 'Passport, ID card or driving licence: click or drop an image',
    missing: 'Attach a photo of your ID document.',
    testId: 'model-register-id-file',
    icon: <IdcardOutlined />,
  },
  {
    name: DOCUMENT_FIELD,
    title: 'Photo of you holding your ID',
    hint: 'Your face and the document both clearly visible',
    missing: 'Attach a photo of you holding your ID document.',
    testId: 'model-register-document-file',
    icon: <CameraOutlined />,
  },
];

export interface ModelRegisterValues extends AccountFieldValues {
  country?: string;
  idVerification: File;
  documentVerification: File;
}

export interface ModelRegisterFormProps {
  /** The multipart sign-up and the login calls; tests pass fakes. */
  register?: typeof authService.registerPerformer;
  logIn?: LogIn;
}

/** The multipart body: text fields first, so the server can refuse a taken username before storing photos. */
export async function buildPerformerForm(values: ModelRegisterValues): Promise<FormData> {
  const form = new FormData();
  const text: Partial<Record<TextField, string | undefined>> = {
    name: values.name.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    password: await preparePassword(values.password),
    gender: values.gender,
    country: values.country,
  };
  for (const [key, value] of Object.entries(text)) if (value) form.append(key, value);
  form.append(ID_FIELD, values.idVerification, values.idVerification.name);
  form.append(DOCUMENT_FIELD, values.documentVerification, values.documentVerification.name);
  return form;
}

export function ModelRegisterForm({ register = authService.registerPerformer, logIn }: ModelRegisterFormProps) {
  const { requesting } = useAppSelector(selectLoginAuth);
  const [percent, setPercent] = useState<number | null>(null);
  const { sentMessage, finish } = useSignUpFinish(logIn);
  const controller = useRef<AbortController | null>(null);
  const mounted = useRef(true);
  const uploading = percent !== null;

  // Leaving the page mid-upload stops the upload, quietly: the visitor chose to go elsewhere.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      controller.current?.abort();
    };
  }, []);

  const onFinish = async (values: ModelRegisterValues) => {
    const abort = new AbortController();
    controller.current = abort;
    setPercent(0);
    try {
      const form = await buildPerformerForm(values);
      const res = await register(form, setPercent, { signal: abort.signal });
      await finish(res.data, { email: values.email.trim(), password: values.password });
    } catch (e) {
      if (!mounted.current) return;
      if (isCancelled(e) || abort.signal.aborted) {
        notifyNotice({ title: 'Sign-up cancelled', description: 'Nothing was saved. You can send the form again whenever you are ready.' });
      } else {
        notifyError(getResponseError(e));
      }
    } finally {
      if (controller.current === abort) controller.current = null;
      setPercent(null);
    }
  };

  if (sentMessage !== null) return <VerifyEmailSentResult message={sentMessage} />;

  return (
    <Form<ModelRegisterValues> layout="vertical" onFinish={onFinish} requiredMark="optional" data-testid="model-register-form" scrollToFirstError>
      <AccountFields prefix="model-register" disabled={uploading} />
      <Form.Item label="Country" name="country">
        <Select
          data-testid="model-register-country"
          options={countryOptions()}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          placeholder="Where you live"
          disabled={uploading}
        />
      </Form.Item>
      <Typography.Paragraph type="secondary">
        We verify every creator. Your ID photos are stored privately and seen only by our review team.
      </Typography.Paragraph>
      {DOCUMENT_PHOTOS.map(({ name, title, hint, missing, testId, icon }) => (
        <Form.Item key={name} label={title} name={name} rules={documentRules(missing)} required>
          <DocumentPicker testId={testId} title={title} hint={hint} icon={icon} disabled={uploading} />
        </Form.Item>
      ))}
      <TermsField prefix="model-register" disabled={uploading} />
      {uploading ? (
        <Flex align="center" gap="middle" style={{ marginBottom: 16 }}>
          <Progress
            percent={percent}
            status="active"
            style={{ flex: 1, margin: 0 }}
            data-testid="model-register-progress"
            aria-label="Upload progress"
          />
          <Button onClick={() => controller.current?.abort()} data-testid="model-register-cancel">
            Cancel
          </Button>
        </Flex>
      ) : null}
      {uploading && percent === 100 ? (
        <Typography.Paragraph type="secondary">Photos sent, creating your account…</Typography.Paragraph>
      ) : null}
      <Button type="primary" htmlType="submit" block size="large" loading={uploading || requesting} data-testid="model-register-submit">
        Create creator account
      </Button>
    </Form>
  );
}
