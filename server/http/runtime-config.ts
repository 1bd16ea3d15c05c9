// The SPA's runtime config: the JSON of GET /config.json, also injected into index.html as a meta tag.
import { CONFIG_META_NAME, type RuntimeConfig } from '../../contract/runtime-config';

/** The userId the server's own pages search with (logged like any other). */
export const WEB_USER_ID = 'training-search-web';

export function escapeHtmlAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Adds the meta tag just before </head> (or at the top when the page has no head). */
export function injectConfig(html: string, config: RuntimeConfig): string {
  const tag = `<meta name="${CONFIG_META_NAME}" content="${escapeHtmlAttribute(JSON.stringify(config))}">`;
  const at = html.search(/<\/head>/i);
  return at < 0 ? tag + html : `${html.slice(0, at)}${tag}\n${html.slice(at)}`;
}
