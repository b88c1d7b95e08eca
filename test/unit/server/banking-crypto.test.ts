/** @jest-environment node */
import { bankingKey, decryptBanking, encryptBanking, maskBanking, maskNumber, type BankDetails } from '@/server/modules/performers/banking-crypto';

const SECRET = 'unit-test-secret-unit-test-secret-0001';
const PERFORMER = '2f0c6f5e-4a1b-4c3d-9e8f-112233445566';
const details: BankDetails = {
  accountHolderName: 'Luna Rivers',
  bankName: 'Example Bank',
  bankCountry: 'GB',
  accountNumber: 'GB29NWBK60161331926819',
  routingNumber: '021000021',
  swiftCode: 'NWBKGB2L',
};

describe('bank details at rest', () => {
  const key = bankingKey(SECRET);

  it('derives a 256-bit key that depends on the secret', () => {
    expect(key).toHaveLength(32);
    expect(bankingKey(SECRET).equals(key)).toBe(true);
    expect(bankingKey(`${SECRET}x`).equals(key)).toBe(false);
    expect(key.toString('utf8')).not.toContain(SECRET);
  });

  it('round-trips, with a fresh IV each time and no plain text in the stored value', () => {
    const a = encryptBanking(key, PERFORMER, details);
    const b = encryptBanking(key, PERFORMER, details);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    for (const plain of [details.accountNumber, details.routingNumber, details.swiftCode, details.accountHolderName, '6819']) {
      expect(a).not.toContain(plain);
    }
    expect(decryptBanking(key, PERFORMER, a)).toEqual(details);
  });

  it('does not open with another key, for another performer, or after any change', () => {
    const stored = encryptBanking(key, PERFORMER, details);
    expect(decryptBanking(bankingKey(`${SECRET}-rotated`), PERFORMER, stored)).toBeNull();
    expect(decryptBanking(key, '00000000-0000-4000-8000-000000000000', stored)).toBeNull();
    const [version, iv, tag, body] = stored.split('.');
    const flipped = `${body.slice(0, -2)}${body.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(decryptBanking(key, PERFORMER, [version, iv, tag, flipped].join('.'))).toBeNull();
    expect(decryptBanking(key, PERFORMER, ['v2', iv, tag, body].join('.'))).toBeNull();
    expect(decryptBanking(key, PERFORMER, 'not a ciphertext')).toBeNull();
  });

  it('refuses to work without a secret', () => {
    expect(() => bankingKey('')).toThrow(/secret/);
  });
});

describe('masking', () => {
  it('keeps only the last four characters', () => {
    expect(maskNumber('123456789')).toBe('•••• 6789');
    expect(maskNumber('GB29NWBK60161331926819')).toBe('•••• 6819');
  });

  it('never shows more than half of a short value, and leaves empty values empty', () => {
    expect(maskNumber('1234')).toBe('•••• 34');
    expect(maskNumber('12345')).toBe('•••• 45');
    expect(maskNumber('1')).toBe('••••');
    expect(maskNumber('')).toBe('');
  });

  it('masks every number of the details and keeps the names', () => {
    const at = new Date('2030-01-02T03:04:05.000Z');
    expect(maskBanking(details, at)).toEqual({
      accountHolderName: 'Luna Rivers',
      bankName: 'Example Bank',
      bankCountry: 'GB',
      accountNumber: '•••• 6819',
      routingNumber: '•••• 0021',
      swiftCode: '•••• GB2L',
      updatedAt: '2030-01-02T03:04:05.000Z',
    });
  });
});
