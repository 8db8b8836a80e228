import { describe, expect, it } from 'vitest';
import { idParamsSchema, paginationQuerySchema } from './common.js';
import { INDUSTRY_COLORS, STORAGE_KEYS } from './constants.js';
import { tenantBrandingSchema } from './tenants.js';

describe('idParamsSchema', () => {
  it('accepts a positive whole number from a path segment', () => {
    expect(idParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
  });
  it.each(['abc', '0', '-1', '2.5', '1e400', ''])('rejects %j', (id) => {
    expect(idParamsSchema.safeParse({ id }).success).toBe(false);
  });
});

describe('paginationQuerySchema', () => {
  it('defaults to page 1 of 10 (SPEC section 9)', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, page_size: 10 });
  });
  it('caps the page size', () => {
    expect(paginationQuerySchema.safeParse({ page_size: '101' }).success).toBe(false);
  });
});

describe('spec constants', () => {
  it('keeps the storage keys of SPEC section 3', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'authToken',
      'token',
      'isAdmin',
      'selectedTenant',
      'darkMode',
      'preferred-language',
    ]);
  });
  it('falls back to the general chip colour', () => {
    expect(INDUSTRY_COLORS.general).toBe('#607d8b');
  });
  it('accepts only #rrggbb colours', () => {
    const base = {
      primary_color: '#1976d2',
      secondary_color: '#dc004e',
      background_color: '#ffffff',
      text_color: '#000000',
    };
    expect(tenantBrandingSchema.safeParse(base).success).toBe(true);
    expect(tenantBrandingSchema.safeParse({ ...base, primary_color: 'red' }).success).toBe(false);
  });
});
