import type { Request, Response } from 'express';
import busboy from 'busboy';
import { WriteStream } from 'fs-capacitor';
import Upload from 'graphql-upload/Upload.mjs';
import { currentLocale, INPUT_MESSAGES, MAX_UPLOAD_FILES, MEDIA_MESSAGES, megabytes, translate } from '@memorial/schema';
import { stopReadingOnceAnswered } from '../input.js';
import { sendRestError } from './envelope.js';

export interface MultipartBody {
  fields: Record<string, string>;
  files: Upload[];
}

class TooLarge extends Error {}

/**
 * Reads a legacy multipart request into the same Upload objects graphql-upload
 * gives GraphQL, so both doors run one upload code path. Each part streams to
 * a temporary file (fs-capacitor) whose bytes are counted: a part over the
 * limit ends the request at once with 413 and its temporary file is removed.
 * Answers null when it has already answered the request.
 */
export function readMultipart(req: Request, res: Response, maxFileBytes: number): Promise<MultipartBody | null> {
  // The parser's events come from the socket, outside the request's language scope: its language is taken now.
  const locale = currentLocale();
  return new Promise((resolve) => {
    const fields: Record<string, string> = {};
    const files: Upload[] = [];
    const capacitors: WriteStream[] = [];
    let finished = false;
    const fail = (status: number, message: string) => {
      if (finished) return;
      finished = true;
      req.unpipe(parser);
      for (const c of capacitors) c.destroy(new TooLarge(message));
      stopReadingOnceAnswered(req, res);
      sendRestError(res, status, { message, code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' });
      resolve(null);
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: maxFileBytes, files: MAX_UPLOAD_FILES, fields: 50, fieldSize: 100_000 },
      });
    } catch {
      sendRestError(res, 400, { message: translate(locale, INPUT_MESSAGES, 'invalidBody') });
      resolve(null);
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_name, stream, info) => {
      const capacitor = new WriteStream();
      capacitors.push(capacitor);
      const upload = new Upload();
      stream.on('limit', () => fail(413, translate(locale, MEDIA_MESSAGES, 'tooLargeFor', { size: megabytes(maxFileBytes) })));
      stream.on('error', (error: Error) => capacitor.destroy(error));
      capacitor.on('error', () => {
        stream.unpipe();
        stream.resume();
      });
      stream.pipe(capacitor);
      upload.resolve({
        filename: info.filename,
        mimetype: info.mimeType,
        encoding: info.encoding,
        fieldName: _name,
        createReadStream: (options?: { encoding?: BufferEncoding; highWaterMark?: number }) => capacitor.createReadStream(options),
        capacitor,
      } as never);
      files.push(upload);
    });
    parser.on('filesLimit', () => fail(413, translate(locale, INPUT_MESSAGES, 'tooManyFiles', { count: String(MAX_UPLOAD_FILES) })));
    parser.on('error', () => fail(400, translate(locale, INPUT_MESSAGES, 'invalidBody')));
    parser.on('finish', () => {
      if (finished) return;
      finished = true;
      resolve({ fields, files });
    });
    // Temporary files go when the response is done, whatever happened.
    res.once('close', () => {
      for (const c of capacitors) c.release();
    });
    req.pipe(parser);
  });
}
