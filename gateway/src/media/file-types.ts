import { fileTypeFromFile } from 'file-type';

export type FileKind = 'Image' | 'Video' | 'Audio' | 'Application';

/** The spec's allow-list (memorial-portal 5, Media files), by MIME type decided from the bytes. */
const MEDIA: Record<string, FileKind> = {
  'image/jpeg': 'Image',
  'image/png': 'Image',
  'image/gif': 'Image',
  'audio/mpeg': 'Audio',
  'audio/wav': 'Audio',
  'audio/x-wav': 'Audio',
  'audio/wave': 'Audio',
  'audio/ogg': 'Audio',
  'audio/mp3': 'Audio',
  'video/mp4': 'Video',
  'video/mpeg': 'Video',
  'video/ogg': 'Video',
  'video/quicktime': 'Video',
  'video/x-flv': 'Video',
  'video/x-matroska': 'Video',
  'video/matroska': 'Video',
  'video/x-ms-asf': 'Video',
  'video/vnd.avi': 'Video',
  'video/x-msvideo': 'Video',
  'application/pdf': 'Application',
};

/** With isAllowAllMedia, documents families commonly share are accepted too; programs never are. */
const DOCUMENTS: Record<string, FileKind> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Application',
  'application/msword': 'Application',
  'application/x-cfb': 'Application',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Application',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'Application',
  'application/rtf': 'Application',
  'application/vnd.oasis.opendocument.text': 'Application',
};

export interface Sniffed {
  mime: string;
  ext: string;
  kind: FileKind;
}

/** Decides a file's type from its first bytes, never from its name or the client's content type. */
export async function sniff(filePath: string, allowAll: boolean): Promise<Sniffed | null> {
  const detected = await fileTypeFromFile(filePath);
  if (!detected) return null;
  // file-type reports OGG containers as audio/ogg or video/ogg by their streams; both are allowed.
  const kind = MEDIA[detected.mime] ?? (allowAll ? DOCUMENTS[detected.mime] : undefined);
  return kind ? { mime: detected.mime, ext: detected.ext, kind } : null;
}
