/** A file of the storage adapter to put in the archive under `path`. */
export interface ExportMedia { path: string; storagePath: string }

/** One category of a data export: its JSON files by name and the stored files that go with them. */
export interface ExportPart { files: Record<string, unknown>; media: ExportMedia[] }

export const mergeParts = (parts: ExportPart[]): ExportPart => ({
  files: Object.assign({}, ...parts.map((p) => p.files)) as Record<string, unknown>,
  media: parts.flatMap((p) => p.media),
});

/** How another member appears in an export: as the member could see them, by name and profile id, nothing more. */
export interface OtherMember { profile_id: number; name: string | null }
