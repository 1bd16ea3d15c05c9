// The comparison and shortlist pages' own words (both load on demand).
export const en = {
  comparing: { one: 'Comparing {count} program', other: 'Comparing {count} programs' },
  titleSuffix: '{title} — Training Search',
  tickTwo: 'Tick two to four programs in the results to compare them here.',
  missing: {
    one: '{count} of these programs could not be loaded: it may no longer be listed.',
    other: '{count} of these programs could not be loaded: they may no longer be listed.',
  },
  print: 'Print',
  school: 'School',
  sector: 'Sector',
  services: 'Services',
  noServices: 'None of on-site childcare, flexible hours, public transit',
  yourShortlist: { one: 'Your shortlist: {count} program', other: 'Your shortlist: {count} programs' },
  sharedList: { one: 'Shared list of {count} program', other: 'Shared list of {count} programs' },
  emptyList: 'This list is empty. Search for programs and choose “Add to shortlist” on the ones to keep.',
  copyLink: 'Copy link',
  copied: 'Link copied. Anyone who opens it sees this list.',
  copyFailed: 'The link could not be copied here: copy it from the address bar.',
  listLabel: 'Shortlisted programs',
  couldNotShow: 'Program {id} could not be shown.',
} as const;

export const es: {
  readonly [K in keyof typeof en]: (typeof en)[K] extends string ? string : { one: string; other: string };
} = {
  comparing: { one: 'Comparación de {count} programa', other: 'Comparación de {count} programas' },
  titleSuffix: '{title} — Buscador de Capacitación',
  tickTwo: 'Marque de dos a cuatro programas en los resultados para compararlos aquí.',
  missing: {
    one: 'No se pudo cargar {count} de estos programas: es posible que ya no figure en la lista.',
    other: 'No se pudieron cargar {count} de estos programas: es posible que ya no figuren en la lista.',
  },
  print: 'Imprimir',
  school: 'Escuela',
  sector: 'Sector',
  services: 'Servicios',
  noServices: 'Ninguno de estos: cuidado infantil en el lugar, horario flexible, transporte público',
  yourShortlist: { one: 'Mi lista: {count} programa', other: 'Mi lista: {count} programas' },
  sharedList: { one: 'Lista compartida de {count} programa', other: 'Lista compartida de {count} programas' },
  emptyList:
    'Esta lista está vacía. Busque programas y elija “Agregar a mi lista” en los que quiera guardar.',
  copyLink: 'Copiar enlace',
  copied: 'Enlace copiado. Quien lo abra verá esta lista.',
  copyFailed: 'No se pudo copiar el enlace aquí: cópielo de la barra de direcciones.',
  listLabel: 'Programas en la lista',
  couldNotShow: 'No se pudo mostrar el programa {id}.',
};

export const compareMessages = { en, es };
