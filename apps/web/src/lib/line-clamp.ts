/** Styles that cut a block of text after `lines` lines, with an ellipsis. */
export function lineClampSx(lines: number) {
  return {
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  } as const;
}
