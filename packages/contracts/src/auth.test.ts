import { describe, expect, it } from 'vitest';
import { adminUserUpdateSchema } from './admin.js';
import {
  DISPLAY_NAME_MAX_LENGTH,
  displayNameSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
} from './auth.js';

describe('displayNameSchema', () => {
  it('keeps a name, trimmed, with inner white space made one space', () => {
    expect(displayNameSchema.parse('  Carla   Contreras\t')).toBe('Carla Contreras');
    expect(displayNameSchema.parse('Zoë Ŝtraße 张伟')).toBe('Zoë Ŝtraße 张伟');
  });

  it('clears the name with an empty or blank string, or null', () => {
    expect(displayNameSchema.parse('')).toBeNull();
    expect(displayNameSchema.parse('   ')).toBeNull();
    expect(displayNameSchema.parse(null)).toBeNull();
  });

  it(`counts characters as people see them, up to ${DISPLAY_NAME_MAX_LENGTH}`, () => {
    expect(displayNameSchema.parse('😀'.repeat(DISPLAY_NAME_MAX_LENGTH))).toHaveLength(
      2 * DISPLAY_NAME_MAX_LENGTH,
    );
    const tooLong = displayNameSchema.safeParse('a'.repeat(DISPLAY_NAME_MAX_LENGTH + 1));
    expect(tooLong.error?.issues[0]?.message).toBe(
      `must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`,
    );
  });

  it.each([
    ['a control character', 'Carla\u0000Contreras'],
    ['a right-to-left override', 'Carla \u202Eserertnoc'],
    ['a directional isolate', 'Carla \u2066Contreras'],
  ])('refuses %s', (_what, name) => {
    expect(displayNameSchema.safeParse(name).error?.issues[0]?.message).toBe(
      'may not contain control characters',
    );
  });

  it('refuses what is not text', () => {
    expect(displayNameSchema.safeParse(42).success).toBe(false);
  });

  it('is optional wherever an account is written, and nothing else is accepted beside it', () => {
    expect(profileUpdateRequestSchema.parse({})).toEqual({});
    expect(profileUpdateRequestSchema.parse({ display_name: ' Ada ' })).toEqual({
      display_name: 'Ada',
    });
    expect(profileUpdateRequestSchema.safeParse({ username: 'x' }).success).toBe(false);
    expect(
      registerRequestSchema.parse({ email: 'a@b.example', username: 'abc', password: 'p4ssw0rd!' }),
    ).not.toHaveProperty('display_name');
    expect(adminUserUpdateSchema.parse({ display_name: '' })).toEqual({ display_name: null });
  });
});
