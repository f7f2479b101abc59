import { createHash } from 'node:crypto';
import { escapeHtml } from './html-page.ts';

// Muted tones that keep white initials above 4.5:1 contrast.
const backgrounds = ['#0a66c2', '#5f4b8b', '#00796b', '#b24020', '#8f5849', '#44712e', '#915907', '#37474f'];

export function renderAvatarSvg(sub: string, initials: string): string {
  const index = createHash('sha256').update(sub).digest()[0] ?? 0;
  const background = backgrounds[index % backgrounds.length];
  const text = escapeHtml(initials);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${text}">` +
    `<circle cx="100" cy="100" r="100" fill="${background}"/>` +
    `<text x="100" y="100" dy=".35em" text-anchor="middle" fill="#fff" font-family="-apple-system,system-ui,'Segoe UI',Roboto,Arial,sans-serif" font-size="72" font-weight="600">${text}</text>` +
    `</svg>`
  );
}
