import { describe, expect, it } from 'vitest';
import { makeI18n } from '../../i18n/i18n-context';
import { en } from '../../i18n/messages/en';
import { es } from '../../i18n/messages/es';
import { formatAddress, formatDistance, formatNumber, formatPhone, telHref, websiteHref } from './format';

describe('display helpers', () => {
  it.each([
    ['www.example.edu', 'https://www.example.edu'],
    ['example.edu/welding', 'https://example.edu/welding'],
    ['http://example.edu', 'http://example.edu'],
    ['HTTPS://Example.edu', 'HTTPS://Example.edu'],
    ['  ', null],
    ['', null],
  ])('website %j links to %j', (url, href) => {
    expect(websiteHref(url)).toBe(href);
  });

  it.each([
    ['8065550100', '(806) 555-0100', 'tel:+18065550100'],
    ['806-555-0144', '(806) 555-0144', 'tel:+18065550144'],
    ['1 (512) 555-0199', '(512) 555-0199', 'tel:+15125550199'],
    ['80689496112542', '(806) 894-9611 ext. 2542', 'tel:+18068949611;ext=2542'],
    ['555-0100', '555-0100', 'tel:5550100'],
    ['n/a', 'n/a', null],
  ])('phone %j reads %j and dials %j', (phone, text, href) => {
    expect(formatPhone(phone)).toBe(text);
    expect(telHref(phone)).toBe(href);
  });

  it.each([
    ['12.4', '12.4 miles away'],
    ['1', '1 mile away'],
    ['0.04', '0 miles away'],
    ['', null],
    ['far', null],
  ])('distance %j reads %j', (distance, text) => {
    expect(formatDistance(distance, makeI18n('en', en))).toBe(text);
  });

  it.each([
    ['12.4', 'a 12.4 millas'],
    ['1', 'a 1 milla'],
    ['1234', 'a 1,234 millas'],
  ])('in Spanish, distance %j reads %j', (distance, text) => {
    expect(formatDistance(distance, makeI18n('es', es))).toBe(text);
  });

  it.each([0, 7, 999, 1000, 12345, 999999, 1234567, 2.25, 12.46, 1234.56, 0.95, 38.04])(
    'writes %d as en-US Intl does',
    (n) => {
      expect(formatNumber(n)).toBe(n.toLocaleString('en-US', { maximumFractionDigits: 0 }));
      expect(formatNumber(n, 1)).toBe(n.toLocaleString('en-US', { maximumFractionDigits: 1 }));
    },
  );

  it('leaves out missing address parts', () => {
    expect(formatAddress('1 Main St', 'Lubbock', 'TX', '79401')).toBe('1 Main St, Lubbock, TX 79401');
    expect(formatAddress('', 'Lubbock', 'TX', '')).toBe('Lubbock, TX');
    expect(formatAddress('', '', '', '')).toBe('');
  });
});
