/**
 * The comments' texts (locales/<lang>/reader-comments.json), one small chunk per language that
 * loads with the comments island, never with the story page. A few lines of i18next's format:
 * `{{name}}` placeholders and `_one` / `_other` plural forms (Intl.PluralRules), nothing else.
 */
type Catalogue = { [key: string]: string | Catalogue };

const catalogues = import.meta.glob<{ default: Catalogue }>(
  '../../../../locales/*/reader-comments.json',
);

export type Translate = (key: string, values?: Record<string, string | number>) => string;

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A translate function over one catalogue (English where a key is missing). */
export function translator(
  catalogue: Catalogue,
  language: string,
  fallback?: Catalogue,
): Translate {
  const plural = new Intl.PluralRules(language);
  return (key, values = {}) => {
    const count = values.count;
    const forms =
      typeof count === 'number' ? [`${key}_${plural.select(count)}`, `${key}_other`, key] : [key];
    let text: string | undefined;
    for (const form of forms) {
      text = lookup(catalogue, form) ?? (fallback && lookup(fallback, form));
      if (text !== undefined) break;
    }
    return (text ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}

/** The language's comment texts (English for a language without its own file). */
export async function loadCommentTexts(language: string): Promise<Translate> {
  const load = (lng: string) => catalogues[`../../../../locales/${lng}/reader-comments.json`];
  const own = load(language);
  const english = load('en');
  const [mine, fallback] = await Promise.all([
    own ? own() : Promise.resolve(null),
    language !== 'en' && english ? english() : Promise.resolve(null),
  ]);
  const catalogue = mine?.default ?? fallback?.default ?? {};
  return translator(catalogue, own ? language : 'en', fallback?.default);
}
