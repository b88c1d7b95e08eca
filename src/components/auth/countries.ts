// Countries offered at performer sign-up: ISO 3166-1 alpha-2 codes, named in English by Intl.DisplayNames.

export const COUNTRY_CODES = [
  'AR', 'AT', 'AU', 'BE', 'BG', 'BR', 'CA', 'CH', 'CL', 'CN', 'CO', 'CY', 'CZ', 'DE', 'DK', 'DO', 'EE', 'EG',
  'ES', 'FI', 'FR', 'GB', 'GR', 'HK', 'HR', 'HU', 'ID', 'IE', 'IL', 'IN', 'IS', 'IT', 'JP', 'KE', 'KR', 'LT',
  'LU', 'LV', 'MA', 'MT', 'MX', 'MY', 'NG', 'NL', 'NO', 'NZ', 'PE', 'PH', 'PL', 'PT', 'RO', 'RS', 'SE', 'SG',
  'SI', 'SK', 'TH', 'TR', 'TW', 'UA', 'US', 'UY', 'VE', 'VN', 'ZA',
] as const;

export interface CountryOption {
  value: string;
  label: string;
}

function namer(): (code: string) => string {
  try {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code; // A runtime without region names still offers every code.
  }
}

let cached: CountryOption[] | null = null;

/** Sorted by name; computed once. */
export function countryOptions(): CountryOption[] {
  if (!cached) {
    const name = namer();
    cached = COUNTRY_CODES.map((code) => ({ value: code, label: name(code) })).sort((a, b) => a.label.localeCompare(b.label, 'en'));
  }
  return cached;
}
