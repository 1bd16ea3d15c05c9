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

export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.length >= 7 ? `tel:${digits}` : null;
}

export function formatPhone(phone: string): string {
  const d = phone.replace(/\D/g, '');
  if (d.length === 10) return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
  if (d.length === 11 && d.startsWith('1')) return `(${d.slice(1, 4)}) ${d.slice(4, 7)}-${d.slice(7)}`;
  return phone;
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
