/** Just enough MIME to read our own outgoing mails back (dev outbox page and tests); mailparser does not install here. */

function decodeQuotedPrintableBytes(data: string, underscoreIsSpace: boolean): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < data.length; i++) {
    const c = data[i]!;
    if (c === '=' && data[i + 1] === '\n') { i += 1; continue; }
    if (c === '=' && data[i + 1] === '\r' && data[i + 2] === '\n') { i += 2; continue; }
    if (c === '=' && /^[0-9A-F]{2}$/i.test(data.slice(i + 1, i + 3))) {
      bytes.push(parseInt(data.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (underscoreIsSpace && c === '_') bytes.push(32);
    else bytes.push(...Buffer.from(c, 'utf8'));
  }
  return Buffer.from(bytes);
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header value. */
export function decodeMimeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[\w-]+\?([QB])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      (enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQuotedPrintableBytes(data, true)).toString('utf8'));
}

export interface ParsedMail { headers: Record<string, string>; text: string; html: string }

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).toLowerCase()] = decodeMimeWords(line.slice(at + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') return decodeQuotedPrintableBytes(body, false).toString('utf8');
  return body;
}

export function parseEml(raw: string): ParsedMail {
  const source = raw.replace(/\r\n/g, '\n');
  const split = source.indexOf('\n\n');
  const headers = parseHeaders(source.slice(0, split));
  const result: ParsedMail = { headers, text: '', html: '' };
  const visit = (partHeaders: Record<string, string>, body: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.startsWith('multipart/') && boundary) {
      for (const part of body.split(`--${boundary}`).slice(1)) {
        if (part.startsWith('--')) break;
        const trimmed = part.replace(/^\n/, '');
        const at = trimmed.indexOf('\n\n');
        visit(parseHeaders(trimmed.slice(0, at)), trimmed.slice(at + 2).replace(/\n$/, ''));
      }
    } else if (type.startsWith('text/html')) result.html = decodeBody(body, partHeaders['content-transfer-encoding']);
    else if (type.startsWith('text/plain')) result.text = decodeBody(body, partHeaders['content-transfer-encoding']);
  };
  visit(headers, source.slice(split + 2));
  return result;
}
