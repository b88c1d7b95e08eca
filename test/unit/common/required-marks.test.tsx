// The site's forms mark no field with an asterisk: a label says "(optional)" after it when a person may leave
// the field empty, and nothing otherwise (test/helpers/optional-fields.ts reads which fields their contracts
// let be empty). These are the forms beyond those in optional-labels.test.tsx.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { CouponFormModal } from '@/components/admin/coupon-form-modal';
import { AdminSettingsForm } from '@/components/admin/settings-form';
import { PasswordForm } from '@/components/account/password-form';
import { RegisterForm } from '@/components/auth/register-form';
import { ReasonModal } from '@/components/common/reason-modal';
import { BlockUserForm } from '@/components/creator/block-user-form';
import { PayoutForm } from '@/components/creator/payout-form';
import { PricingForm } from '@/components/creator/pricing-form';
import { ReportForm, useReportForm } from '@/components/profile/report-form';
import { ProductFormModal } from '@/components/product/product-form-modal';
import { SandboxCheckout } from '@/components/wallet/sandbox-checkout';
import { registerUserBody } from '@/contracts/auth';
import { couponBody, type AdminCoupon } from '@/contracts/payments';
import { paymentGatewayBody, priceSchema } from '@/contracts/performers';
import { createProductFields, type Product } from '@/contracts/products';
import { settingDefaults, settingSchemas } from '@/contracts/settings';
import { blockUserBody, reportBody } from '@/contracts/social';
import { isOptionalField, optionalFieldsOf } from '../../helpers/optional-fields';
import { currentUserFactory } from '../../helpers/current-user';
import { fakeApi, ok } from '../../helpers/fake-api';
import { fanState } from '../../helpers/fan-state';
import { fakeRouter, initialState, loggedInState, renderWithStore } from '../../helpers/render';
import { ownPerformerFactory } from '../creator/fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => {
  api = fakeApi({});
});
afterEach(() => api?.restore());

const OPTIONAL = /\(optional\)/g;
const performer = currentUserFactory({ isPerformer: true });

/** Each label by its text without the mark, and how many times it says "(optional)". */
function labelMarks(): Record<string, number> {
  const labels = [...document.querySelectorAll('.ant-form-item-label label')];
  return Object.fromEntries(labels.map((l) => [(l.textContent ?? '').replace(OPTIONAL, '').trim(), (l.textContent ?? '').match(OPTIONAL)?.length ?? 0]));
}

/** Labels antd would draw an asterisk before: required, with neither the optional nor the hidden mark style. */
function asterisks(): string[] {
  return [...document.querySelectorAll('label.ant-form-item-required')]
    .filter((l) => !l.classList.contains('ant-form-item-required-mark-optional') && !l.classList.contains('ant-form-item-required-mark-hidden'))
    .map((l) => l.textContent ?? '');
}

/** Labels the form knows as required, drawn without the asterisk (the optional-mark style). */
function requiredWithoutAsterisk(): string[] {
  return [...document.querySelectorAll('label.ant-form-item-required.ant-form-item-required-mark-optional')].map((l) => l.textContent ?? '');
}

/** `fields` maps each label to the contract field it fills: the label is marked exactly when the field may be empty. */
function expectMarksOf(schema: z.ZodObject<z.ZodRawShape>, fields: Record<string, string>) {
  const optional = optionalFieldsOf(schema);
  expect(labelMarks()).toEqual(Object.fromEntries(Object.entries(fields).map(([label, field]) => [label, optional.has(field) ? 1 : 0])));
  expect(asterisks()).toEqual([]);
}

const couponLabels = { Code: 'code', 'Discount (%)': 'percentage', 'Expires at': 'expiresAt', 'Maximum uses': 'maxUses', Status: 'status' };

describe('admin coupons', () => {
  const render = (coupon: AdminCoupon | null) =>
    renderWithStore(<CouponFormModal open coupon={coupon} sending={false} onSend={() => undefined} onClose={() => undefined} />, {
      user: currentUserFactory({ roles: ['admin', 'user'] }),
    });

  it('a new coupon: only the code, which the server makes when left empty, is optional', () => {
    render(null);
    expectMarksOf(couponBody, couponLabels);
    expect(labelMarks().Code).toBe(1);
  });

  it('an existing coupon keeps its code: nothing is optional', () => {
    render({ _id: 'c-1', code: 'SUMMER-10', percentage: 10, expiresAt: '2099-01-01T00:00:00.000Z', maxUses: 5, usedCount: 0, status: 'active', createdAt: '', updatedAt: '' });
    expect(labelMarks()).toEqual(Object.fromEntries(Object.keys(couponLabels).map((l) => [l, 0])));
    expect(asterisks()).toEqual([]);
  });
});

it('subscription prices: both prices are required, as the price schema takes no blank', async () => {
  expect(isOptionalField(priceSchema)).toBe(false);
  const state = loggedInState(performer, { ...initialState(), settings: { ...initialState().settings, freeSubscriptionEnabled: true } });
  renderWithStore(<PricingForm performer={ownPerformerFactory({ privateShowPrice: 2 })} apply={() => undefined} />, { state });
  const labels = ['Monthly price', 'Yearly price', 'Free trial', 'Take requests for private shows', 'Private shows: price per minute'];
  expect(labelMarks()).toEqual(Object.fromEntries(labels.map((l) => [l, 0])));
  // Known as required, so a field added later without a rule would say "(optional)".
  expect(requiredWithoutAsterisk()).toEqual(labels);
  expect(asterisks()).toEqual([]);
});

describe('the product form', () => {
  const productLabels = { Name: 'name', Description: 'description', Tags: 'tags', Type: 'type', 'Price (USD)': 'price', Status: 'status' };

  it('a new digital product: description, tags and the picture optional; its file required while on sale', async () => {
    renderWithStore(<ProductFormModal onClose={() => undefined} onSaved={() => undefined} />, { user: performer });
    const marks = labelMarks();
    expect(marks).toMatchObject({ Picture: 1, 'File for buyers': 0 });
    const { Picture: _picture, 'File for buyers': _file, ...fields } = marks;
    expect(fields).toEqual(Object.fromEntries(Object.entries(productLabels).map(([label, field]) => [label, optionalFieldsOf(createProductFields).has(field) ? 1 : 0])));
    expect(asterisks()).toEqual([]);

    const hidden = screen.getByTestId('product-status-inactive');
    await act(async () => {
      fireEvent.click(hidden.querySelector('input') ?? hidden);
    });
    await waitFor(() => expect(labelMarks()['File for buyers']).toBe(1));
  });

  it('a physical product needs its stock', async () => {
    const product = { _id: 'p-1', name: 'Mug', description: '', tags: [], type: 'physical', price: 12, stock: 3, status: 'active', hasDigitalFile: false, digitalFile: null } as unknown as Product;
    renderWithStore(<ProductFormModal product={product} onClose={() => undefined} onSaved={() => undefined} />, { user: performer });
    expect(labelMarks()['In stock']).toBe(0);
    expect(asterisks()).toEqual([]);
  });
});

it('site settings: the texts that may be empty say so, every other setting is answered', async () => {
  api?.restore();
  api = fakeApi({ 'GET /admin/settings': ok({ ...settingDefaults, siteName: 'Fanstage' }) });
  renderWithStore(<AdminSettingsForm />, { user: currentUserFactory({ roles: ['admin', 'user'] }) });
  await screen.findByTestId('admin-settings-form');
  const marks = labelMarks();
  expect(marks['Site name']).toBe(isOptionalField(settingSchemas.siteName) ? 1 : 0);
  expect(marks['Google Analytics measurement id']).toBe(isOptionalField(settingSchemas.gaCode) ? 1 : 0);
  expect(marks['Agora app id']).toBe(isOptionalField(settingSchemas.agoraAppId) ? 1 : 0);
  // An empty list of blocked countries blocks no one.
  expect(marks['Blocked countries']).toBe(1);
  // The keys, the mail server and the sender may stay empty: the environment's values, or the outbox, stand in.
  expect(Object.values(marks).filter((n) => n > 0)).toHaveLength(
    Object.keys(marks).filter((l) => /Google Analytics|Agora app|Blocked countries|Stripe|SMTP (host|user|password)|Sender/.test(l)).length,
  );
  expect(asterisks()).toEqual([]);
});

it('payouts: the method is always answered, the PayPal email required when paid by PayPal', () => {
  const profile = ownPerformerFactory({ paymentGateway: { payoutMethod: 'paypal', paypalEmail: 'me@example.com' } } as never);
  renderWithStore(<PayoutForm performer={profile} apply={() => undefined} />, { user: performer });
  expect(isOptionalField(paymentGatewayBody.shape.payoutMethod)).toBe(false);
  expect(labelMarks()).toEqual({ 'Payout method': 0, 'PayPal email': 0 });
  expect(asterisks()).toEqual([]);
});

it('blocking someone: the username required, the reason optional', () => {
  renderWithStore(<BlockUserForm onBlocked={() => undefined} />, { user: performer });
  expect(labelMarks()).toEqual({ Username: 0, Reason: optionalFieldsOf(blockUserBody).has('reason') ? 1 : 0 });
  expect(labelMarks().Reason).toBe(1);
  expect(asterisks()).toEqual([]);
});

it('a report: what is wrong and the details are both required', () => {
  function Report() {
    const report = useReportForm('performer', '00000000-0000-4000-8000-000000000001', () => undefined);
    return <ReportForm report={report} categoryLabels={{} as never} descriptionPlaceholder="" testId="report" />;
  }
  renderWithStore(<Report />, { state: fanState() });
  expectMarksOf(reportBody, { 'What is wrong?': 'category', Details: 'description' });
});

it('a new password and its repeat are required', () => {
  renderWithStore(<PasswordForm source="user" />, { state: fanState() });
  expect(labelMarks()).toEqual({ 'New password': 0, 'Confirm new password': 0 });
  expect(asterisks()).toEqual([]);
});

it('a refusal asks for its reason, marked only by its message', () => {
  const ask = { title: 'Reject', name: 'reason', extra: '', rule: z.string().min(3), required: 'Tell them why', testIdPrefix: 'admin-reject' };
  renderWithStore(<ReasonModal ask={ask} open sending={false} onSend={() => undefined} onClose={() => undefined} />, { user: performer });
  expect(labelMarks()).toEqual({ Reason: 0 });
  expect(asterisks()).toEqual([]);
});

it('the test card form: only the card number is needed', () => {
  renderWithStore(<SandboxCheckout paymentId="pay-1" amount={20} />, { state: fanState(), router: fakeRouter('/payment/sandbox/pay-1') });
  expect(labelMarks()).toEqual({ 'Card number': 0, Expiry: 1, CVC: 1, 'Name on card': 1 });
  expect(asterisks()).toEqual([]);
});

it('signing up: the gender is optional, said once; the account fields are required', () => {
  renderWithStore(<RegisterForm register={jest.fn()} />);
  const marks = labelMarks();
  expect(marks).toMatchObject({ Username: 0, Email: 0, Password: 0, 'Confirm password': 0, 'Display name': 0 });
  expect(marks.Gender).toBe(optionalFieldsOf(registerUserBody).has('gender') ? 1 : 0);
  expect(marks.Gender).toBe(1);
  expect(asterisks()).toEqual([]);
});
