// The account's profile fields (name, username, email, gender, country; bio for performers), saved through
// the updateUser saga, which toasts "Changes saved" or the server's message. A new email address
// is not saved at once: the note says where we sent the link that confirms it.
import { Button, Col, Form, Input, Row, Select } from 'antd';
import { useEffect, useMemo } from 'react';
import { genders } from '@/contracts/list-values';
import type { CurrentUser, UpdateUserBody } from '@/contracts/users';
import { countryOptions } from '@/components/common/countries';
import { usersContract } from '@/components/common/contracts-on-demand';
import { zodRule } from '@/components/common/zod-rule';
import { useAppDispatch, useAppSelector } from '@/redux/hooks';
import { updateUser } from '@/redux/user/actions';
import { selectCurrentUser, selectUserUpdating } from '@/redux/user/selectors';
import { PendingEmailNote } from './pending-email-note';
import { UsernameField } from './username-field';

export type AccountSource = 'user' | 'performer';
type Gender = (typeof genders)[number];

export const BIO_MAX = 2000;

export interface ProfileValues {
  name: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  gender?: Gender;
  country?: string;
  bio: string;
}

const genderLabels: Record<Gender, string> = { male: 'Male', female: 'Female', transgender: 'Transgender' };
const genderOptions = genders.map((value) => ({ value, label: genderLabels[value] }));
const isGender = (v: string | null): v is Gender => !!v && (genders as readonly string[]).includes(v);

type ProfileFields = Pick<CurrentUser, 'name' | 'firstName' | 'lastName' | 'username' | 'email' | 'gender' | 'country'> & {
  bio: string;
};

/** The form's values for a user; `bio` is the performer's bio (CurrentUser.performer.bio). */
export function profileValuesOf(user: ProfileFields): ProfileValues {
  return {
    name: user.name,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username ?? '',
    email: user.email ?? '',
    gender: isGender(user.gender) ? user.gender : undefined,
    country: user.country ?? undefined,
    bio: user.bio,
  };
}

/** The update body: optional fields only when filled (the API cannot clear them), bio only for performers. */
export function profileBody(values: ProfileValues, source: AccountSource): UpdateUserBody {
  const body: UpdateUserBody = {
    name: values.name.trim(),
    firstName: (values.firstName ?? '').trim(),
    lastName: (values.lastName ?? '').trim(),
  };
  if (values.username?.trim()) body.username = values.username.trim();
  if (values.email?.trim()) body.email = values.email.trim();
  if (values.gender) body.gender = values.gender;
  if (values.country) body.country = values.country;
  if (source === 'performer') body.bio = values.bio ?? '';
  return body;
}

export function ProfileForm({ source }: { source: AccountSource }) {
  const [form] = Form.useForm<ProfileValues>();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const updating = useAppSelector(selectUserUpdating);

  // Saved values come back from the server (trimmed, lower-cased email): show them once they change there.
  // Keyed on the fields themselves, so an avatar change does not wipe what is being typed. A new pending
  // address also puts the current one back in the field: that is the address the account still uses.
  const { name, firstName, lastName, username, email, gender, country, pendingEmail } = user;
  const bio = user.performer?.bio ?? user.bio ?? '';
  const saved = useMemo(
    () => profileValuesOf({ name, firstName, lastName, username, email, gender, country, bio }),
    [name, firstName, lastName, username, email, gender, country, bio],
  );
  useEffect(() => {
    form.setFieldsValue(saved);
  }, [form, saved, pendingEmail]);

  const countries = useMemo(() => countryOptions([country]), [country]);
  const emailNote = user.email
    ? user.verifiedEmail
      ? 'Verified.'
      : 'Not verified yet: follow the link we emailed to this address.'
    : 'We send account messages and password resets here.';
  const emailExtra = user.pendingEmail ? `${emailNote} A new address takes effect once you open the link we send to it.` : emailNote;

  return (
    <Form<ProfileValues>
      form={form}
      layout="vertical"
      initialValues={saved}
      onFinish={(values) => dispatch(updateUser(profileBody(values, source)))}
      data-testid="account-profile-form"
      requiredMark="optional"
    >
      <PendingEmailNote user={user} />
      <Form.Item name="name" label="Display name" rules={[{ required: true, whitespace: true, message: 'Enter the name people see.' }, zodRule(usersContract.pick((m) => m.nameSchema))]}>
        <Input autoComplete="nickname" maxLength={80} data-testid="account-name" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="firstName" label="First name" rules={[zodRule(usersContract.pick((m) => m.nameSchema))]}>
            <Input autoComplete="given-name" maxLength={80} data-testid="account-first-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="lastName" label="Last name" rules={[zodRule(usersContract.pick((m) => m.nameSchema))]}>
            <Input autoComplete="family-name" maxLength={80} data-testid="account-last-name" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <UsernameField rules={[{ required: true, whitespace: true, message: 'Choose a username.' }, zodRule(usersContract.pick((m) => m.usernameSchema))]} testId="account-username" />
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="email"
            label="Email"
            extra={emailExtra}
            rules={[{ required: true, whitespace: true, message: 'Enter your email address.' }, zodRule(usersContract.pick((m) => m.emailSchema))]}
          >
            <Input type="email" autoComplete="email" maxLength={254} data-testid="account-email" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="gender" label="Gender">
            <Select options={genderOptions} placeholder="Choose" allowClear={false} data-testid="account-gender" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="country" label="Country">
            <Select
              options={countries}
              placeholder="Choose"
              showSearch={{ optionFilterProp: 'label' }}
              data-testid="account-country"
            />
          </Form.Item>
        </Col>
      </Row>
      {source === 'performer' ? (
        <Form.Item name="bio" label="Bio" rules={[{ max: BIO_MAX, message: `Bio can be at most ${BIO_MAX} characters.` }]}>
          <Input.TextArea
            rows={5}
            showCount
            maxLength={BIO_MAX}
            placeholder="Tell fans who you are and what you post."
            data-testid="account-bio"
          />
        </Form.Item>
      ) : null}
      <Button type="primary" htmlType="submit" loading={updating} data-testid="account-save">
        Save changes
      </Button>
    </Form>
  );
}
