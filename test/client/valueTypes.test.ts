import { describe, expect, it } from 'vitest';
import { dateTime, doesNotFit } from '../../src/client/valueTypes.js';

describe('date-times', () => {
  it.each([
    '2026-05-01',
    '2026-05-01T24:00',
    '2026-05-01T24:00Z',
    '2026-05-01T24:00:00',
    '2026-05-01T24:00:00.0',
    '2026-05-01T24:00:00.000Z',
    '2026-05-01T24:00:00,000000000+02:00',
    '2024-02-29T10:00:00Z',
    '2026-02-28T10:00:00Z',
  ])('accept %s', (value) => {
    expect(dateTime.read(value)).toBe(value);
  });

  it.each([
    'x2026-05-01',
    ' 2026-05-01',
    '2026-05-01T24:00:00.001Z',
    '2026-05-01T24:00:00.0000000000',
    '2026-02-29T10:00:00Z',
    '2026-04-31',
  ])('refuse %s', (value) => {
    expect(dateTime.read(value)).toBe(doesNotFit);
  });

  it('refuse anything but a string, even one that reads as a date-time', () => {
    expect(dateTime.read(['2026-05-01T10:00:00Z'])).toBe(doesNotFit);
    expect(dateTime.read({ toString: () => '2026-05-01' })).toBe(doesNotFit);
    expect(dateTime.read(20260501)).toBe(doesNotFit);
  });
});
