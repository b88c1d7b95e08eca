// A form's labels say "(optional)" exactly on the fields its contract lets a person leave empty, and never
// twice: each form is rendered and its labels compared with the fields of its contract's schema
// (test/helpers/optional-fields.ts reads which ones may be empty).
import '../../helpers/browser-globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { AddressFormModal } from '@/components/addresses/address-form-modal';
import { isOptionalField, optionalFieldsOf } from '../../helpers/optional-fields';
import { BankingForm } from '@/components/creator/banking-form';
import { ComposerSlot } from '@/components/feed/composer-starter';
import { FeedComposer } from '@/components/feed/feed-composer';
import { FeedEditModal } from '@/components/feed/feed-edit-modal';
import { GalleryFormModal } from '@/components/gallery/gallery-form-modal';
import { GoLiveForm } from '@/components/live/go-live-form';
import { createAddressBody } from '@/contracts/addresses';
import { createFeedBody } from '@/contracts/feeds';
import { createGalleryBody } from '@/contracts/galleries';
import { bankingBody } from '@/contracts/performers';
import { startStreamBody } from '@/contracts/streams';
import { lookupService } from '@/services/lookup.api';
import { currentUserFactory } from '../../helpers/current-user';
import { fakeApi, ok } from '../../helpers/fake-api';
import { renderWithStore } from '../../helpers/render';
import { feedFactory } from '../../helpers/content-fixtures';
import { ownPerformerFactory } from '../creator/fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
beforeEach(() => {
  api = fakeApi({ 'GET /countries': ok([]) });
});
afterEach(() => {
  api?.restore();
  lookupService.clear();
});

const OPTIONAL = /\(optional\)/g;

/** Each label of the form by its text without the mark, and how many times it says "(optional)". */
function labelMarks(root: ParentNode = document): Map<string, number> {
  const labels = [...root.querySelectorAll('.ant-form-item-label label')];
  return new Map(labels.map((l) => [(l.textContent ?? '').replace(OPTIONAL, '').trim(), (l.textContent ?? '').match(OPTIONAL)?.length ?? 0]));
}

/** `fields` maps each label to the contract field it fills. */
function expectMarksOf(schema: Parameters<typeof optionalFieldsOf>[0], fields: Record<string, string>) {
  const optional = optionalFieldsOf(schema);
  const marks = labelMarks();
  for (const [label, field] of Object.entries(fields)) {
    expect({ label, marks: marks.get(label) }).toEqual({ label, marks: optional.has(field) ? 1 : 0 });
  }
  for (const [label, count] of marks) expect({ label, count: Math.min(count, 1) }).toEqual({ label, count });
}

it('reads optional fields from the schema: blank accepted, or a default over a value that may be blank', () => {
  expect(optionalFieldsOf(bankingBody)).toEqual(new Set(['routingNumber', 'swiftCode']));
  expect(isOptionalField(startStreamBody.shape.type)).toBe(false);
  expect(isOptionalField(startStreamBody.shape.description)).toBe(true);
});

it('bank details: the holder, bank, country and account number are required; routing and SWIFT optional', () => {
  renderWithStore(<BankingForm performer={ownPerformerFactory({ banking: null })} apply={() => undefined} />, { user: currentUserFactory({ isPerformer: true }) });
  expectMarksOf(bankingBody, {
    'Account holder name': 'accountHolderName',
    'Bank name': 'bankName',
    'Bank country': 'bankCountry',
    'Account number or IBAN': 'accountNumber',
    'Routing number': 'routingNumber',
    'SWIFT / BIC': 'swiftCode',
  });
});

it('a shipping address marks only state, ZIP code and phone optional', () => {
  renderWithStore(<AddressFormModal address={null} onClose={() => undefined} onSaved={() => undefined} />);
  expectMarksOf(createAddressBody, {
    'Address name': 'name',
    Recipient: 'recipientName',
    'Street address': 'streetAddress',
    City: 'city',
    'State or region': 'state',
    'ZIP or postal code': 'zipCode',
    Country: 'country',
    Phone: 'phone',
  });
});

it('going live: title, who can watch and the recording switch are answered; the description is optional', () => {
  renderWithStore(<GoLiveForm starting={false} step={null} disabled={false} onStart={() => undefined} />, { user: currentUserFactory({ isPerformer: true }) });
  expectMarksOf(startStreamBody, { Title: 'title', Description: 'description', 'Who can watch': 'type', 'Keep a recording': 'keepRecording' });
});

describe('the post composer', () => {
  const performer = currentUserFactory({ isPerformer: true });
  /** antd's radio button carries the test id on its wrapper: the click goes to its input. */
  const choose = (testId: string) =>
    act(async () => {
      const el = screen.getByTestId(testId);
      fireEvent.click(el.querySelector('input') ?? el);
    });

  it('a text post needs its text; type and audience are never optional', () => {
    renderWithStore(<FeedComposer onCreated={() => undefined} />, { user: performer });
    expectMarksOf(createFeedBody, { Type: 'type', 'Who can see it': 'access', 'Publish later': 'scheduledAt' });
    expect(labelMarks().get('Text')).toBe(0);
  });

  it('a photo post says "Text (optional)" once, and needs its media', async () => {
    renderWithStore(<FeedComposer onCreated={() => undefined} />, { user: performer });
    await choose('feed-type-photo');
    await screen.findByTestId('feed-upload-photo');
    expect(labelMarks().get('Text')).toBe(1);
    expect(labelMarks().get('Media')).toBe(0);
    expect(document.querySelector('label[for="text"]')).toHaveTextContent(/^Text\s*\(optional\)$/);
  });

  it('its first, plain form marks the same fields', () => {
    renderWithStore(<ComposerSlot onCreated={() => undefined} />, { user: performer });
    const textLabel = () => document.querySelector('label[for="feed-start-text"]')!.textContent;
    expect(screen.getByText('Type', { selector: 'span' })).toHaveTextContent(/^Type$/);
    expect(textLabel()).toBe('Text');
    fireEvent.click(screen.getByTestId('feed-type-photo'));
    expect(textLabel()).toBe('Text (optional)');
  });
});

it('a gallery: title, audience and status answered, description and tags optional, a sale price required', () => {
  renderWithStore(<GalleryFormModal onClose={() => undefined} onSaved={() => undefined} />, { user: currentUserFactory({ isPerformer: true }) });
  expectMarksOf(createGalleryBody, { Title: 'title', Description: 'description', Tags: 'tags', 'Who can see the photos': 'access', Status: 'status' });
});

describe('editing a post', () => {
  const render = (feed: ReturnType<typeof feedFactory>) =>
    renderWithStore(<FeedEditModal feed={feed} onClose={() => undefined} onSaved={() => undefined} />, { user: currentUserFactory({ isPerformer: true }) });

  it('a photo post on sale: its text optional, audience and price required', () => {
    render(feedFactory({ type: 'photo', access: 'sale', price: 5 }));
    expect(Object.fromEntries(labelMarks())).toEqual({ Text: 1, 'Who can see it': 0, 'Price (USD)': 0 });
  });

  it('a text post needs its text', () => {
    render(feedFactory({ type: 'text', access: 'free' }));
    expect(labelMarks().get('Text')).toBe(0);
  });
});
