// A Spanish page words an error from its kind, never by matching the English message it carries.
import { describe, expect, it } from 'vitest';
import { ApiError, kindOfStatus, type ApiErrorKind } from '../../api/api-error';
import { makeI18n } from '../../i18n/i18n-context';
import { es } from '../../i18n/messages/es';
import { errorText } from './error-words';

const spanish = makeI18n('es', es);

describe('errorText on a Spanish page', () => {
  it.each<[ApiErrorKind, keyof typeof es]>([
    ['network', 'error.network'],
    ['unreadable', 'error.unreadable'],
    ['not-listed', 'error.notListed'],
    ['auth', 'error.auth'],
    ['unknown-search', 'error.unknownSearch'],
    ['too-many', 'error.tooMany'],
    ['upstream', 'error.upstream'],
    ['server', 'error.server'],
  ])('a %s error reads %s whatever its English message says', (kind, key) => {
    expect(errorText(spanish, new ApiError(kind, 'Some other English words.', 0))).toBe(es[key]);
  });

  it('bad input names the segment at fault, or the place', () => {
    expect(errorText(spanish, new ApiError('bad-input', 'x', 400, 'location'))).toBe(es['error.badLocation']);
    expect(errorText(spanish, new ApiError('bad-input', 'x', 400))).toBe(es['error.badInput']);
    expect(errorText(spanish, new ApiError('bad-input', 'x', 400, 'radius'))).toContain('radius');
  });

  it('an English page shows the message as it is', () => {
    const english = { ...spanish, lang: 'en' as const };
    expect(errorText(english, new ApiError('network', 'Plain words.', 0))).toBe('Plain words.');
  });
});

describe('kindOfStatus', () => {
  it.each([
    [400, 'bad-input'],
    [401, 'auth'],
    [403, 'auth'],
    [404, 'unknown-search'],
    [429, 'too-many'],
    [502, 'upstream'],
    [503, 'upstream'],
    [504, 'upstream'],
    [500, 'server'],
    [418, 'server'],
  ])('%i is %s', (status, kind) => expect(kindOfStatus(status)).toBe(kind));
});
