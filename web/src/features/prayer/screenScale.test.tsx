import { describe, expect, it } from 'vitest';
import { PRAYER_DEFAULT_SIZES, PRAYER_PAGE } from '@memorial/schema';
import { MIN_TARGET, screenScale } from './geometry';

// The editing page at 320 px: about 280 px of room, so the page would fit at 0.61.
const PHONE_FIT = 280 / PRAYER_PAGE.width;
const lineOf = (size: number, scale: number) => size * PRAYER_PAGE.lineHeight * scale;

describe('screenScale', () => {
  it('fits the width while viewing', () => {
    expect(screenScale(PHONE_FIT, null)).toBe(PHONE_FIT);
    expect(screenScale(1, null)).toBe(1);
  });

  it('keeps the Inside Left page (name 24, dates 18) unscaled while editing at 320 px: its fields stay 24 px targets', () => {
    const sizes = [PRAYER_DEFAULT_SIZES.heading, PRAYER_DEFAULT_SIZES.name, PRAYER_DEFAULT_SIZES.dates];
    const scale = screenScale(PHONE_FIT, sizes);
    expect(scale).toBe(1);
    expect(lineOf(PRAYER_DEFAULT_SIZES.name, scale)).toBeGreaterThanOrEqual(MIN_TARGET);
  });

  it('scales a page of larger fields only as far as its smallest field stays a 24 px target', () => {
    const sizes = [PRAYER_DEFAULT_SIZES.poemTitle, PRAYER_DEFAULT_SIZES.poem];
    const scale = screenScale(PHONE_FIT, sizes);
    expect(scale).toBeLessThan(1);
    expect(lineOf(PRAYER_DEFAULT_SIZES.poemTitle, scale)).toBeCloseTo(MIN_TARGET);
  });

  it('never enlarges a page past its true size, nor shrinks one that fits', () => {
    expect(screenScale(1, [12])).toBe(1);
    expect(screenScale(0.9, [28])).toBe(0.9);
    expect(screenScale(PHONE_FIT, [])).toBe(PHONE_FIT);
  });
});
