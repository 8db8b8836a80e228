/**
 * The edge tags of a change in one publication: `t<tenantId>:<tag>` for each tag, or the
 * publication's own tag `t<tenantId>` (every answer of it) when `tags` is null (everything).
 */
export function edgeTags(tenantId: number, tags: readonly string[] | null): string[] {
  const prefix = `t${tenantId}`;
  if (tags === null) return [prefix];
  return [...new Set(tags.map((tag) => `${prefix}:${tag}`))];
}

/**
 * A publication's content tags (modules/content/content-tags.ts) as edge caches see them: an edge
 * holds every publication's answers, so each tag is prefixed with its publication, `t7:story:42`,
 * and every answer also carries `t7` (a purge of the whole publication).
 */
export function answerEdgeTags(
  tenantId: number,
  tags: ReadonlySet<string> | readonly string[],
): string[] {
  return [`t${tenantId}`, ...edgeTags(tenantId, [...tags])];
}

/** The tags of one publication in an edge header (`answerEdgeTags`), back to this node's form. */
export function fromEdgeTags(tenantId: number, header: string): string[] {
  const prefix = `t${tenantId}:`;
  return header
    .split(/[\s,]+/)
    .filter((tag) => tag.startsWith(prefix))
    .map((tag) => tag.slice(prefix.length));
}
