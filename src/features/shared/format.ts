// Small display helpers: counts, websites with a scheme, phone links, addresses.
import type { I18n } from '../../i18n/i18n-context';

/**
 * A number as en-US writes it (thousands grouped with commas, at most `fractionDigits` decimals). Plain JS on
 * purpose: the page's first toLocaleString call loads the ICU number data, a ~100 ms task on a throttled phone
 * that sat on the results page's critical path (decision 0046).
 */
export function formatNumber(n: number, fractionDigits = 0): string {
  const factor = 10 ** fractionDigits;
  const rounded = Math.round(Math.abs(n) * factor) / factor;
  const [whole = '0', fraction] = String(rounded).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = n < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** Many source rows hold "www.example.edu"; a link needs a scheme or the browser treats it as a relative path. */
export function websiteHref(url: string): string | null {
  const trimmed = url.trim();
  if (!trimmed) return null;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** IPEDS writes extensions straight after the number ("80689496112542"): 10 digits, then the extension. */
function splitPhone(phone: string): { number: string; ext: string } | null {
  const d = phone.replace(/\D/g, '').replace(/^1(?=\d{10})/, '');
  return d.length >= 10 ? { number: d.slice(0, 10), ext: d.slice(10) } : null;
}

export function telHref(phone: string): string | null {
  const p = splitPhone(phone);
  if (p) return `tel:+1${p.number}${p.ext ? `;ext=${p.ext}` : ''}`;
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.length >= 7 ? `tel:${digits}` : null;
}

export function formatPhone(phone: string): string {
  const p = splitPhone(phone);
  if (!p) return phone;
  const n = p.number;
  return `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}${p.ext ? ` ext. ${p.ext}` : ''}`;
}

export function formatAddress(address: string, city: string, state: string, zip: string): string {
  const place = [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address, place].filter(Boolean).join(', ');
}

export function formatDistance(distance: string, i18n: Pick<I18n, 't'>): string | null {
  const miles = Number.parseFloat(distance);
  if (!distance || Number.isNaN(miles)) return null;
  return i18n.t('fact.milesAway', { count: miles });
}
