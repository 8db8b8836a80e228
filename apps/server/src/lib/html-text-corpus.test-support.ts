/**
 * Tricky HTML and the text a reader sees in it (lib/html-text.ts). The inputs are what story
 * bodies hold after sanitizing (lower-case tags, attributes escaped), plus a few a feed or a
 * length limit may leave. Checked in JavaScript (html-text.test.ts) and in the database's SQL
 * (search-text-sql.test.ts): both must read every case alike.
 */
export const HTML_TEXT_CORPUS: readonly { name: string; html: string; text: string }[] = [
  {
    name: 'a link ends right before punctuation',
    html: '<p>Read more on the <a href="https://example.org/p" rel="noopener noreferrer nofollow" target="_blank">project website</a>. Growers can see it.</p>',
    text: 'Read more on the project website. Growers can see it.',
  },
  {
    name: 'a heading between two paragraphs',
    html: '<p>It helps growers of tomatoes.</p><h2>How the drone works</h2><p>The quadcopter flies low.</p>',
    text: 'It helps growers of tomatoes. How the drone works. The quadcopter flies low.',
  },
  {
    name: 'inline elements inside a word and around punctuation',
    html: '<p>un<strong>believ</strong>able <em>news</em>, <s>really</s><sup>1</sup></p>',
    text: 'unbelievable news, really1',
  },
  {
    name: 'line breaks',
    html: '<p>Line one<br>Line two<br />Line three.</p>',
    text: 'Line one. Line two. Line three.',
  },
  {
    name: 'a list after a colon',
    html: '<p>You need:</p><ul><li>Tomatoes</li><li>Basil!</li><li><strong>Olive</strong> oil</li></ul>',
    text: 'You need: Tomatoes. Basil! Olive oil',
  },
  {
    name: 'a quotation closing its own sentence',
    html: '<blockquote><p>“We did it.”</p></blockquote><p>She smiled</p>',
    text: '“We did it.” She smiled',
  },
  {
    name: 'a question as a heading',
    html: '<h3>Why now?</h3><p>Because (as always.)</p><p>Then</p>',
    text: 'Why now? Because (as always.) Then',
  },
  {
    name: 'empty blocks and white space',
    html: '\n<p>  </p>\n<p>\n  Spaced   out\n  text </p>\n\n<p></p>\n',
    text: 'Spaced out text',
  },
  {
    name: 'a table',
    html: '<table><thead><tr><th scope="col">Crop</th><th scope="col">Yield</th></tr></thead><tbody><tr><td>Corn</td><td>12 t</td></tr></tbody></table>',
    text: 'Crop. Yield. Corn. 12 t',
  },
  {
    name: 'entities stay encoded',
    html: '<p>Fish &amp; chips &lt;3</p><p>Next</p>',
    text: 'Fish &amp; chips &lt;3. Next',
  },
  {
    name: 'an attribute holding a closing bracket',
    html: '<p>See <a href="https://example.org" title="a &gt; b">this</a> now</p>',
    text: 'See this now',
  },
  {
    name: 'a figure with a picture and a caption',
    html: '<figure><img src="/uploads/articles/1/x.webp" alt="A drone" loading="lazy"><figcaption>The drone in flight</figcaption></figure><p>It flies</p>',
    text: 'The drone in flight. It flies',
  },
  {
    name: 'code and a rule',
    html: '<p>Run <code>npm start</code>, then wait</p><hr><pre><code>done</code></pre>',
    text: 'Run npm start, then wait. done',
  },
  {
    name: 'upper-case tags',
    html: '<P>One</P><H2 class="x">Two</H2>',
    text: 'One. Two',
  },
  {
    name: 'an ellipsis, a closing bracket and an exclamation',
    html: '<p>And then…</p><p>[Silence]</p><p>Wow!</p>',
    text: 'And then… [Silence]. Wow!',
  },
  {
    name: 'letters beyond ASCII',
    html: '<p>Über <em>Straße</em></p><p>Ende</p>',
    text: 'Über Straße. Ende',
  },
  {
    name: 'Japanese paragraphs',
    html: '<p>新しい<strong>望遠鏡</strong></p><p>来月公開。</p><p>詳細</p>',
    text: '新しい望遠鏡。来月公開。詳細',
  },
  {
    name: 'a tag cut off by a length limit',
    html: '<p>The end of the text</p><p>Cut <a hre',
    text: 'The end of the text. Cut',
  },
  {
    name: "the highlighter's marker characters",
    html: '<p>a\u0001b\u0002c\u0003d</p>',
    text: 'abcd',
  },
];
