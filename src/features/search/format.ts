// Small display helpers: counts, websites with a scheme, phone links, addresses.

export function formatCount(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
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

export function formatDistance(distance: string): string | null {
  const miles = Number.parseFloat(distance);
  if (!distance || Number.isNaN(miles)) return null;
  return `${miles.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${miles === 1 ? 'mile' : 'miles'} away`;
}
