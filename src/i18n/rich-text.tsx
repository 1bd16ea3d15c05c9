// A message whose placeholders hold React nodes: "Showing results for {term}" with <strong> around the term.
import { Fragment, type ReactNode } from 'react';
import type { Lang } from './languages';
import { pickTemplate, showValue, templateParts, type Message, type Value, type VarsOf } from './translate';

type NodeVars = Record<string, ReactNode>;

/** Like Translate, with any React node as a value. */
export type Rich<C> = <K extends keyof C & string>(
  key: K,
  vars: Record<VarsOf<C[K]>, ReactNode>,
) => ReactNode;

export function richText(message: Message | undefined, vars: NodeVars, lang: Lang): ReactNode {
  if (message === undefined) return null;
  const count = vars.count;
  const plainVars = typeof count === 'number' ? { count } : undefined;
  const template = pickTemplate(message, plainVars as Record<string, Value> | undefined);
  return templateParts(template).map((part, i) => {
    if (typeof part === 'string') return part ? <Fragment key={i}>{part}</Fragment> : null;
    const value = vars[part.name];
    const shown = typeof value === 'number' || typeof value === 'string' ? showValue(value, lang) : value;
    return <Fragment key={i}>{shown}</Fragment>;
  });
}
