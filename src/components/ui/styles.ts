// Shared Tailwind class strings for the few primitives (buttons, fields), so every control looks and focuses alike.
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

export const buttonPrimary = `inline-flex items-center justify-center rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 ${focusRing}`;

export const buttonSecondary = `inline-flex items-center justify-center rounded-md border border-slate-400 bg-white px-3 py-1.5 text-slate-900 hover:bg-slate-100 ${focusRing}`;

export const fieldClass = `block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900 ${focusRing}`;

export const linkClass = `text-blue-800 underline underline-offset-2 hover:text-blue-950 ${focusRing}`;
