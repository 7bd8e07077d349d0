import type { FastifyRequest } from 'fastify';
import { DomainError } from '../kernel/errors.js';

/** The one file of a multipart upload (profile photo, message photo): no file is the wrong type, too big is too big. */
export async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  const file = await request.file().catch(() => undefined);
  if (!file) throw new DomainError('photo_type');
  return file.toBuffer().catch(() => { throw new DomainError('photo_too_large'); });
}
