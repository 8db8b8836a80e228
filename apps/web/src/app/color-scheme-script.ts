/**
 * The attribute on <html> that selects the colour scheme: `data-color-scheme="light"` or
 * `"dark"`. The theme's CSS variables (theme.ts) are keyed on it.
 */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';

/** SPEC section 3's key (STORAGE_KEYS.darkMode), spelled out: this file imports nothing. */
const STORAGE_KEY = 'darkMode';

/**
 * Runs in <head> before the first paint, so a server-rendered page (the same HTML for every
 * reader) opens in the reader's scheme: the stored choice ('true' dark, 'false' light), else the
 * system's. Blocked storage or a missing matchMedia fall back quietly; it must never throw.
 *
 * Inlined verbatim by the server and allowed by the CSP through its sha256 hash, so it is a
 * constant without imports (vite.config.ts can read it too) and any edit changes the hash.
 */
export const COLOR_SCHEME_SCRIPT =
  '(function(){var d=document.documentElement,m;' +
  // This browser runs scripts: controls that need one show (lib/script-only.ts, issue 30).
  "d.setAttribute('data-script','');" +
  `try{var s=localStorage.getItem('${STORAGE_KEY}');m=s==='true'?'dark':s==='false'?'light':null}catch(e){}` +
  "if(!m){try{m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}catch(e){m='light'}}" +
  `d.setAttribute('${COLOR_SCHEME_ATTRIBUTE}',m);d.style.colorScheme=m;` +
  // Which account links a reader page shows (ADR 016): a stored token means a session.
  "try{if(localStorage.getItem('authToken')||localStorage.getItem('token'))" +
  "d.setAttribute('data-session',localStorage.getItem('isAdmin')==='true'?'admin':'user')}catch(e){}})()";
