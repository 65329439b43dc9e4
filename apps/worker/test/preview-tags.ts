const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** Every `content` of `<meta name|property="key">` in the page, entities decoded, in document order. */
export function metaContents(html: string, key: string): string[] {
  const tag = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"\\s*/?>`, "g");
  return [...html.matchAll(tag)].map(([, content = ""]) => decode(content));
}

/** The one `content` of that tag; fails when there is none or more than one. */
export function metaContent(html: string, key: string): string {
  const [content, ...more] = metaContents(html, key);
  const count = content === undefined ? 0 : more.length + 1;
  if (content === undefined || count !== 1) throw new Error(`${count} <meta> tags for ${key}, expected 1`);
  return content;
}

/** The page's <title>s, as written (still escaped). */
export function titles(html: string): string[] {
  return [...html.matchAll(/<title>(.*?)<\/title>/gs)].map(([, title = ""]) => title);
}
