/** A newspaper section rule: a heavy line above a compact serif heading. */
export const sectionHeadingSx = {
  borderTop: 3,
  borderColor: 'text.primary',
  pt: 1.5,
  mb: 3,
} as const;
