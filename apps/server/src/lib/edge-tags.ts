/**
 * A publication's content tags (modules/content/content-tags.ts) as edge caches see them: an edge
 * holds every publication's answers, so each tag is prefixed with its publication, `t7:story:42`,
 * and every answer also carries `t7` (a purge of the whole publication).
 */
export function answerEdgeTags(
  tenantId: number,
  tags: ReadonlySet<string> | readonly string[],
): string[] {
  return [`t${tenantId}`, ...[...tags].map((tag) => `t${tenantId}:${tag}`)];
}

/** The tags of one publication in an edge header (`answerEdgeTags`), back to this node's form. */
export function fromEdgeTags(tenantId: number, header: string): string[] {
  const prefix = `t${tenantId}:`;
  return header
    .split(/[\s,]+/)
    .filter((tag) => tag.startsWith(prefix))
    .map((tag) => tag.slice(prefix.length));
}
