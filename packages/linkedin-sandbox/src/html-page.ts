import type { FastifyReply } from 'fastify';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export const sandboxLabel = 'LinkedIn sandbox — not the real LinkedIn';

const styles = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#f4f2ee;color:rgba(0,0,0,.9);font:16px/1.5 -apple-system,system-ui,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
.banner{background:#fff4d6;border-bottom:1px solid #e7c65b;color:#5c4300;font-size:14px;font-weight:600;padding:8px 16px;text-align:center}
main{max-width:440px;margin:0 auto;padding:32px 16px 48px}
.logo{display:flex;align-items:center;gap:2px;color:#0a66c2;font-size:28px;font-weight:700;letter-spacing:-.5px;margin:0 0 24px}
.logo span{background:#0a66c2;color:#fff;border-radius:4px;padding:0 5px;line-height:1.25}
.card{background:#fff;border-radius:8px;box-shadow:0 4px 12px rgba(0,0,0,.15);padding:24px}
h1{font-size:22px;font-weight:600;line-height:1.3;margin:0 0 4px}
p{margin:0 0 16px;color:rgba(0,0,0,.6);font-size:14px}
ul{margin:0 0 20px;padding:0;list-style:none;border-top:1px solid #e8e8e8}
li{padding:10px 0;border-bottom:1px solid #e8e8e8;font-size:15px}
fieldset{border:0;margin:0 0 20px;padding:0}
legend{font-weight:600;margin:0 0 8px;padding:0}
label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid rgba(0,0,0,.6);border-radius:4px}
input:focus{outline:2px solid #0a66c2;outline-offset:1px;border-color:#0a66c2}
input[aria-invalid=true]{border-color:#cc1016}
.field-error{color:#cc1016;font-size:14px;margin:4px 0 0}
.actions{display:flex;gap:8px;justify-content:flex-end}
button{font:inherit;font-weight:600;border-radius:24px;padding:8px 24px;cursor:pointer;min-height:40px}
button:focus-visible{outline:2px solid #0a66c2;outline-offset:2px}
.primary{background:#0a66c2;border:1px solid #0a66c2;color:#fff}
.primary:hover{background:#004182}
.secondary{background:#fff;border:1px solid rgba(0,0,0,.6);color:rgba(0,0,0,.75)}
.secondary:hover{background:rgba(0,0,0,.04)}
.note{margin:16px 0 0;font-size:12px;color:rgba(0,0,0,.6)}
`;

/** A whole page with inline CSS only: the sandbox must render offline and under a strict CSP. */
export function renderPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} | ${escapeHtml(sandboxLabel)}</title>
<style>${styles}</style>
</head>
<body>
<div class="banner" role="note">${escapeHtml(sandboxLabel)}</div>
<main>
<p class="logo" role="img" aria-label="LinkedIn">Linked<span>in</span></p>
${body}
</main>
</body>
</html>`;
}

export function renderErrorPage(message: string): string {
  return renderPage(
    'Error',
    `<div class="card"><h1>Something went wrong</h1><p role="alert">${escapeHtml(message)}</p>` +
      `<p class="note">Go back to the app and try signing in again.</p></div>`,
  );
}

export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // No scripts at all, and no framing: the consent page must not be clickjacked into an Allow.
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'",
      )
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .send(html)
  );
}
