const DEFAULT_HUE = 210;

/** A stable hue per category slug, so each section's placeholders share a colour. */
export function categoryHue(slug: string | null | undefined): number {
  if (!slug) return DEFAULT_HUE;
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}
