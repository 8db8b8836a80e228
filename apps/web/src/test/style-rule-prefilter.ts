/**
 * jsdom computes an element's style by testing every rule of every style sheet against it, and
 * Testing Library's role queries ask for the style of every element they name (is it hidden?).
 * MUI inserts a rule per styled variant, about a thousand in a back-office page test, nearly all
 * of them `.css-…` class selectors: testing each against each element was about a third of such
 * a test's time. Here a rule whose subject (its last compound selector) names a class the element
 * does not have is answered "no match" without running the selector engine; every other rule goes
 * to the engine as before, so what matches is unchanged.
 *
 * jsdom tests rules through its document's selector engine (`_domSelector.check`, used only by the
 * style cascade: `matches` and `closest` call other methods). Should a jsdom release rename it,
 * nothing is wrapped (the function answers false, which its own test fails on) and the others
 * only run slower.
 */
interface SelectorEngine {
  check(selector: string, element: ElementLike): unknown;
}
interface ElementLike {
  getAttributeNS(namespace: null, name: string): string | null;
}

/** The class a selector's subject must have, or null where the selector is not that simple. */
export function subjectClass(selector: string): string | null {
  // Lists, functional pseudo-classes (:not(.x)), attribute values and escapes: left to the engine.
  if (/[,()[\]\\'"]/.test(selector)) return null;
  const compounds = selector.trim().split(/\s*[\s>+~]\s*/);
  const subject = compounds[compounds.length - 1] ?? '';
  return /\.(-?[_a-zA-Z][\w-]*)/.exec(subject)?.[1] ?? null;
}

export function prefilterStyleRules(document: Document): boolean {
  const implKey = Object.getOwnPropertySymbols(document).find(
    (symbol) => symbol.description === 'impl',
  );
  const impl = implKey
    ? (document as unknown as Record<symbol, { _domSelector?: SelectorEngine } | undefined>)[
        implKey
      ]
    : undefined;
  const engine = impl?._domSelector;
  if (!engine || typeof engine.check !== 'function') return false;
  const check = engine.check.bind(engine);
  const subjects = new Map<string, string | null>();
  engine.check = (selector, element) => {
    let name = subjects.get(selector);
    if (name === undefined) {
      name = subjectClass(selector);
      subjects.set(selector, name);
    }
    if (name !== null) {
      const classes = element.getAttributeNS(null, 'class');
      // The substring test turns most rules away at once; the token test settles the rest.
      if (classes === null || !classes.includes(name) || !classes.split(/\s+/).includes(name)) {
        return { match: false, pseudoElement: null };
      }
    }
    return check(selector, element);
  };
  return true;
}
