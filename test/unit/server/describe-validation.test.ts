/** @jest-environment node */
import { describeValidation } from '@/server/http/error-handler';

describe('describeValidation', () => {
  it('names each field with its problem in one sentence', () => {
    const message = describeValidation([
      { instancePath: '/email', message: 'Enter a valid email address' },
      { instancePath: '/profile/name', message: 'Name can be at most 80 characters.' },
    ]);
    expect(message).toBe('Please check the request. email: Enter a valid email address; profile.name: Name can be at most 80 characters.');
  });

  it('says "in the address" for query string problems', () => {
    expect(describeValidation([{ instancePath: '/pageSize', message: 'pageSize can be at most 100' }], 'querystring')).toBe(
      'Please check the request in the address. pageSize: pageSize can be at most 100.',
    );
  });

  it('keeps a message without a field and fills in a missing message', () => {
    expect(describeValidation([{ instancePath: '', message: 'Send at least one setting to change.' }])).toBe(
      'Please check the request. Send at least one setting to change.',
    );
    expect(describeValidation([{ instancePath: '/age' }])).toBe('Please check the request. age: is invalid.');
  });

  it('lists at most five problems so the message stays readable', () => {
    const issues = Array.from({ length: 8 }, (_, i) => ({ instancePath: `/f${i}`, message: 'Required' }));
    const message = describeValidation(issues);
    expect(message).toContain('f4: Required');
    expect(message).not.toContain('f5');
  });
});
