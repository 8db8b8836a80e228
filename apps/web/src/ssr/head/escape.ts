/**
 * Escaping for HTML the server writes by hand (the <head>), where React's own escaping does not
 * reach. Both functions are lossless: a browser parsing the output reads back exactly the input.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  // The HTML parser turns a raw CR into LF; a character reference survives it.
  '\r': '&#13;',
};

/**
 * Escapes `text` for element content (including <title>) and for quoted attribute values: no
 * tag, comment or attribute can start or end inside it.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'\r]/g, (char) => HTML_ESCAPES[char] ?? char);
}

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for the inside of a <script> element. Without `<` no `</script>` or `<!--` can close or
 * confuse the element; `>` and `&` go too so the text is inert in any HTML context, and U+2028/9
 * because older JavaScript parsers read them as line breaks. Escapes are still valid JSON, so
 * `JSON.parse` of the element's text gives back the value.
 */
export function serializeJsonForScript(value: unknown): string {
  // JSON.stringify gives undefined for undefined, functions and symbols: that is no JSON at all.
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) return 'null';
  return json.replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char] ?? char);
}
