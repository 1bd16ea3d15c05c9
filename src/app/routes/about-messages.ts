// The About page's own words (the page loads on demand). Source descriptions come from the service as published.
export const en = {
  title: 'About this data — Training Search',
  heading: 'About this data',
  demo: 'Demo data: the results on this site come from a small demonstration dataset, not the full national data.',
  loading: 'Loading the data sources…',
  noMeta: 'The search service did not describe its data sources.',
  publisher: 'Publisher: ',
  sponsor: 'Sponsor: ',
  accessed: 'Data accessed: ',
  vintage: 'Vintage: ',
  updated: 'Last updated: ',
  whatItIs: 'What it is: ',
  citation: 'Citation: ',
  howToCite: 'How to cite',
  sources: 'Sources',
  sourceSite: 'Source website for {name}',
  published: 'Descriptions and citations are given as each source publishes them, in English.',
} as const;

export const es: { readonly [K in keyof typeof en]: string } = {
  title: 'Acerca de estos datos — Buscador de Capacitación',
  heading: 'Acerca de estos datos',
  demo: 'Datos de demostración: los resultados de este sitio provienen de un pequeño conjunto de datos de demostración, no de los datos nacionales completos.',
  loading: 'Cargando las fuentes de datos…',
  noMeta: 'El servicio de búsqueda no describió sus fuentes de datos.',
  publisher: 'Editor: ',
  sponsor: 'Patrocinador: ',
  accessed: 'Datos consultados: ',
  vintage: 'Edición: ',
  updated: 'Última actualización: ',
  whatItIs: 'Qué es: ',
  citation: 'Cita: ',
  howToCite: 'Cómo citar',
  sources: 'Fuentes',
  sourceSite: 'Sitio web de la fuente {name}',
  published: 'Las descripciones y citas se muestran tal como las publica cada fuente, en inglés.',
};

export const aboutMessages = { en, es };
