import type { OpenApiDocument } from '../../../shared/api/openapi.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Operation = {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: { name: string; required: boolean; description?: string; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};

function typeLabel(schema: Record<string, unknown>): string {
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join(' | ');
  if (schema.type === 'array') return 'list';
  if (typeof schema.type === 'string') return schema.type;
  return 'value';
}

function renderOperation(method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code>${p.required ? ' *' : ''}</td><td>${escapeHtml(typeLabel(p.schema))}</td><td>${escapeHtml(p.description ?? '')}${p.schema.default !== undefined ? ` (default ${escapeHtml(JSON.stringify(p.schema.default))})` : ''}</td></tr>`,
    )
    .join('');
  const body = op.requestBody
    ? Object.entries(op.requestBody.content)
        .map(
          ([type, media]) =>
            `<details><summary>Body (${escapeHtml(type)})</summary><pre>${escapeHtml(JSON.stringify(media.schema, null, 2))}</pre></details>`,
        )
        .join('')
    : '';
  const responses = Object.entries(op.responses)
    .map(([status, response]) => {
      const schema = response.content?.['application/json']?.schema;
      return `<details><summary><b>${status}</b> ${escapeHtml(response.description)}</summary>${schema ? `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>` : ''}</details>`;
    })
    .join('');
  return `<section class="op" id="${escapeHtml(op.operationId)}"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3><p>${escapeHtml(op.summary)}</p>${params ? `<table><thead><tr><th>Query parameter</th><th>Type</th><th>Notes</th></tr></thead><tbody>${params}</tbody></table>` : ''}${body}${responses}</section>`;
}

/** A readable, script-free reference page rendered from the generated OpenAPI document. */
export function renderApiDocsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  const toc: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as Operation;
      const tag = op.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(method, path, op)]);
      toc.push(`<li><a href="#${escapeHtml(op.operationId)}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`);
    }
  }
  const tagDescription = new Map(doc.tags.map((tag) => [tag.name, tag.description]));
  const sections = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([tag, ops]) => `<h2>${escapeHtml(tag)}</h2><p>${escapeHtml(tagDescription.get(tag) ?? '')}</p>${ops.join('')}`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(doc.info.title)} — reference</title><style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d1d1b;display:grid;grid-template-columns:minmax(0,18rem) 1fr}
nav{background:#f7f1ea;padding:1rem;height:100vh;overflow:auto;position:sticky;top:0;font-size:13px}nav ul{list-style:none;padding:0}
main{padding:1rem 2rem;max-width:70rem}h1{color:#a01435}h2{border-bottom:2px solid #a01435;text-transform:capitalize}
.op{border:1px solid #e4d9cc;border-radius:8px;padding:.5rem 1rem;margin:1rem 0}.m{display:inline-block;min-width:4.5em;text-align:center;border-radius:4px;color:#fff;padding:0 .3em}
.get{background:#2f7d5b}.post{background:#a01435}.put{background:#8c5e34}.delete{background:#555}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #eee;text-align:left;padding:.2rem .4rem;vertical-align:top}pre{background:#faf7f2;padding:.5rem;overflow:auto;font-size:12px}
@media (max-width:768px){body{display:block}nav{height:auto;position:static}}</style></head><body><nav><p><a href="/api/openapi.json">openapi.json</a></p><ul>${toc.join('')}</ul></nav><main><h1>${escapeHtml(doc.info.title)}</h1><p>${escapeHtml(doc.info.description)}</p><p>Bad input is answered with status 400 and a body <code>{"error":"validation_failed","fields":[{"path":"offset","message":"…"}]}</code>.</p>${sections}</main></body></html>`;
}
