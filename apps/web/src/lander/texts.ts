/**
 * The landers' texts: the server writes the few subtrees of the web catalogue a lander needs, in the reader's
 * language, into the page; this is the lookup over them (no i18n library in a lander's first load).
 */
export interface TextTree { [key: string]: string | TextTree }
export type Params = Record<string, string | number>;
export type Translate = (key: string, params?: Params) => string;

/** Dotted keys without "web." ("landers.cta"); placeholders in single braces, as every catalogue text has them. */
export function createTranslate(texts: TextTree): Translate {
  return (key, params = {}) => {
    let node: string | TextTree | undefined = texts;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    const text = typeof node === 'string' ? node : key;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}
