/** A small multipart/form-data reader: enough for one uploaded file and a few fields. */

export interface Part {
  name: string;
  filename?: string;
  contentType: string;
  data: Buffer;
  /** false when the body ended (or was cut at the size cap) before this part's closing boundary */
  complete: boolean;
}

export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data/i.test(contentType)) return null;
  const m = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return m?.[1] ?? m?.[2] ?? null;
}

function parseHeaders(text: string): { name?: string; filename?: string; contentType: string } {
  let name: string | undefined;
  let filename: string | undefined;
  let contentType = 'text/plain';
  for (const line of text.split('\r\n')) {
    const idx = line.indexOf(':');
    if (idx < 0) continue;
    const key = line.slice(0, idx).trim().toLowerCase();
    const value = line.slice(idx + 1).trim();
    if (key === 'content-disposition') {
      name = /\bname="([^"]*)"/i.exec(value)?.[1];
      filename = /\bfilename="([^"]*)"/i.exec(value)?.[1];
    } else if (key === 'content-type') {
      contentType = value.toLowerCase();
    }
  }
  return { name, filename, contentType };
}

export function parseMultipart(body: Buffer, boundary: string): Part[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const closing = Buffer.from(`\r\n--${boundary}`);
  const parts: Part[] = [];
  let pos = body.indexOf(delimiter);
  while (pos !== -1) {
    let start = pos + delimiter.length;
    if (body[start] === 0x2d && body[start + 1] === 0x2d) break; // "--": the end
    if (body[start] === 0x0d && body[start + 1] === 0x0a) start += 2;
    const headersEnd = body.indexOf('\r\n\r\n', start);
    if (headersEnd === -1) break;
    const headers = parseHeaders(body.subarray(start, headersEnd).toString('utf8'));
    const dataStart = headersEnd + 4;
    const next = body.indexOf(closing, dataStart);
    const complete = next !== -1;
    const data = body.subarray(dataStart, complete ? next : body.length);
    if (headers.name !== undefined) {
      parts.push({
        name: headers.name,
        filename: headers.filename,
        contentType: headers.contentType,
        data,
        complete,
      });
    }
    if (!complete) break;
    pos = next + 2;
  }
  return parts;
}
