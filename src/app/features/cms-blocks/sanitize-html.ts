import DOMPurify from 'dompurify';

// A second line of defence in the browser: the server already sanitises rich text (its own answers are what its
// render inserts, and it has no DOM for DOMPurify), but the app never inserts HTML it did not check.
if (DOMPurify.isSupported)
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof HTMLAnchorElement && node.target === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });

/** CMS HTML safe to insert: no scripts, event handlers or javascript: links; new-tab links cannot reach window.opener. */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return html;
  return DOMPurify.sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
  });
}
