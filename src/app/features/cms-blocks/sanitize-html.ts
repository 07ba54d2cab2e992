import DOMPurify from 'dompurify';

// A second line of defence: the server already sanitises rich text, but the app never inserts HTML it did not check.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof HTMLAnchorElement && node.target === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

/** CMS HTML safe to insert: no scripts, event handlers or javascript: links; new-tab links cannot reach window.opener. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
  });
}
