import { escapeHtml } from './escape-html';

/** A minimal self-contained page for the few answers a person sees outside the app (the popup). */
export function renderNotice(title: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Cadence</title>
<style>body{font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a;display:grid;place-items:center;min-height:100vh;margin:0}
main{max-width:28rem;background:#fff;border:1px solid #e2e8f0;border-radius:16px;padding:2rem;box-shadow:0 1px 2px rgb(0 0 0/.05)}
h1{font-size:1.25rem;margin:0 0 .75rem}p{line-height:1.5;color:#334155;margin:0}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}
