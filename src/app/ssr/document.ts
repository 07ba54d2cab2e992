/** What the app's server render adds to the built index.html. */
export interface RenderedApp {
  /** The elements React hoisted to the front of its output (title, meta, link): they belong in the head. */
  readonly head: string;
  /** The app's markup, which the browser hydrates inside #root. */
  readonly body: string;
  readonly locale: string;
}

const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;
const ROOT = /<div id="root">[\s\S]*?<!--\/root-->\s*<\/div>/;

/** Splits React's output into the head elements it hoisted to the front and the rest. */
export function splitHoisted(html: string): { head: string; body: string } {
  let rest = html;
  let head = '';
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/**
 * The built index.html (its script and style links, its offline first paint) with the rendered app in #root, its head
 * elements in the head (the page's own title replacing the shell's) and the page's language.
 */
export function documentFromTemplate(template: string, app: RenderedApp): string {
  const hasTitle = app.head.includes('<title>');
  return template
    .replace(/<html lang="[a-z-]*"/, `<html lang="${app.locale}"`)
    .replace(/<title>[^<]*<\/title>\s*/, (title) => (hasTitle ? '' : title))
    .replace('</head>', () => `${app.head}</head>`)
    .replace(ROOT, () => `<div id="root">${app.body}</div>`);
}
