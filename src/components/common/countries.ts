// The countries offered in pickers: a fixed list of common ISO 3166-1 alpha-2 codes, named by the runtime's
// Intl data. Names are English on purpose, so the server render and the browser render agree.

export const COMMON_COUNTRY_CODES = [
  'AE', 'AR', 'AT', 'AU', 'BE', 'BG', 'BR', 'CA', 'CH', 'CL', 'CN', 'CO', 'CY', 'CZ', 'DE', 'DK', 'DO', 'EC',
  'EE', 'EG', 'ES', 'FI', 'FR', 'GB', 'GR', 'HK', 'HR', 'HU', 'ID', 'IE', 'IL', 'IN', 'IS', 'IT', 'JP', 'KE',
  'KR', 'LT', 'LU', 'LV', 'MA', 'MT', 'MX', 'MY', 'NG', 'NL', 'NO', 'NZ', 'PE', 'PH', 'PK', 'PL', 'PT', 'RO',
  'RS', 'RU', 'SA', 'SE', 'SG', 'SI', 'SK', 'TH', 'TR', 'TW', 'UA', 'US', 'UY', 'VE', 'VN', 'ZA',
] as const;

export const COUNTRY_CODE = /^[A-Z]{2}$/;

let displayNames: Intl.DisplayNames | null | undefined;
function names(): Intl.DisplayNames | null {
  if (displayNames === undefined) {
    try {
      displayNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      // A runtime without region data: codes are shown as they are.
      displayNames = null;
    }
  }
  return displayNames;
}

/** "GB" -> "United Kingdom"; an unknown code comes back unchanged. */
export function countryName(code: string): string {
  try {
    return names()?.of(code) ?? code;
  } catch {
    return code;
  }
}

export interface CountryOption {
  value: string;
  label: string;
}

/**
 * Options sorted by name. `extra` adds codes outside the common list (a value saved earlier), so a
 * picker never shows a bare code it cannot name.
 */
export function countryOptions(extra: readonly (string | null | undefined)[] = []): CountryOption[] {
  const codes = new Set<string>(COMMON_COUNTRY_CODES);
  for (const code of extra) if (code && COUNTRY_CODE.test(code)) codes.add(code);
  return [...codes].map((value) => ({ value, label: countryName(value) })).sort((a, b) => a.label.localeCompare(b.label, 'en'));
}
