import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';
import type { Storage } from '../../platform/storage.js';
import type { ExportPart } from './export-parts.js';

/**
 * The archive as a stream: the JSON files first, then the stored files, each read from storage only when the archive
 * reaches it, so one photo at a time is in memory however many the member has. Photos are WebP already: stored, not
 * compressed again.
 */
export function zipExport(storage: Storage, part: ExportPart, createdAt: Date): Readable {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(part.files)) {
    zip.addBuffer(Buffer.from(`${JSON.stringify(data, null, 2)}\n`), name, { mtime: createdAt });
  }
  for (const media of part.media) {
    zip.addReadStreamLazy(media.path, { mtime: createdAt, compress: false }, (done) => {
      storage.get(media.storagePath).then(
        // A file the storage no longer has is an empty entry: the archive stays whole and photos.json still lists it.
        (bytes) => done(null, new PassThrough().end(bytes ?? Buffer.alloc(0))),
        (error: unknown) => done(error, new PassThrough().end()),
      );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}
