/**
 * `/choose?lng=fr&return=/story/12` (or `tenant=space`): the server stores a choice in the cookie
 * that mirrors its localStorage key and sends the reader back (modules/pages, ADR 016). The
 * links of the language and publication menus of reader pages, which work with no script.
 */
export function chooseHref(choice: { lng: string } | { tenant: string }, back: string): string {
  return chooseHrefWith(choice, chooseReturnParam(back));
}

/** The `return=` parameter of a /choose link back to `back`. */
export function chooseReturnParam(back: string): string {
  return new URLSearchParams({ return: back }).toString();
}

/** `chooseHref` with its `return=` parameter already written (`chooseReturnParam`). */
export function chooseHrefWith(
  choice: { lng: string } | { tenant: string },
  returnParam: string,
): string {
  return `/choose?${new URLSearchParams(choice).toString()}&${returnParam}`;
}
