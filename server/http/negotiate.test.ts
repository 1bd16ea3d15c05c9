// Accept header → answer format, per RFC 9110: most specific range wins, q=0 refuses, JSON on ties.
import { describe, expect, it } from 'vitest';
import { negotiate } from './negotiate';

describe('negotiate', () => {
  it.each([
    [undefined, 'application/json'],
    ['', 'application/json'],
    ['*/*', 'application/json'],
    ['application/*', 'application/json'],
    ['application/json', 'application/json'],
    ['application/xml', 'application/xml'],
    ['text/xml', 'text/xml'],
    ['text/*', 'text/xml'],
    ['APPLICATION/XML', 'application/xml'],
    ['application/xml, application/json', 'application/json'],
    ['application/json;q=0.5, application/xml', 'application/xml'],
    ['application/json;q=0, */*', 'application/xml'],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'application/xml'],
    ['application/json;q=banana', 'application/json'],
    ['garbage', 'application/json'],
  ])('Accept: %s → %s', (accept, type) => {
    expect(negotiate(accept)?.contentType).toBe(`${type}; charset=utf-8`);
  });

  it.each(['text/html', 'image/*', 'application/json;q=0, application/xml;q=0, text/xml;q=0', '*/*;q=0'])(
    'refuses Accept: %s',
    (accept) => {
      expect(negotiate(accept)).toBeNull();
    },
  );
});
