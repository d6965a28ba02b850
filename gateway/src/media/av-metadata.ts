import { execFile } from 'node:child_process';
import fsp from 'node:fs/promises';
import type { Logger } from '../logger.js';

/** A remux of a 500 MB file is disk-bound and takes seconds; a file that keeps ffmpeg busy this long is refused. */
export const REMUX_TIMEOUT_MS = 10 * 60_000;

/** ffmpeg's demuxer and muxer for each accepted video and audio type (file-types.ts); the input is never probed by ffmpeg. */
const FORMATS: Record<string, { input: string; output: string; extra?: string[] }> = {
  // The mov demuxer reads both; faststart puts the index first so that browsers can play while downloading.
  'video/mp4': { input: 'mov', output: 'mp4', extra: ['-movflags', '+faststart'] },
  'video/quicktime': { input: 'mov', output: 'mov', extra: ['-movflags', '+faststart'] },
  'audio/mpeg': { input: 'mp3', output: 'mp3' },
  'audio/mp3': { input: 'mp3', output: 'mp3' },
  'audio/wav': { input: 'wav', output: 'wav' },
  'audio/x-wav': { input: 'wav', output: 'wav' },
  'audio/wave': { input: 'wav', output: 'wav' },
  'audio/ogg': { input: 'ogg', output: 'ogg' },
  'video/ogg': { input: 'ogg', output: 'ogg' },
  'video/mpeg': { input: 'mpeg', output: 'vob' },
  'video/x-flv': { input: 'flv', output: 'flv' },
  'video/x-matroska': { input: 'matroska', output: 'matroska' },
  'video/matroska': { input: 'matroska', output: 'matroska' },
  'video/x-ms-asf': { input: 'asf', output: 'asf' },
  'video/vnd.avi': { input: 'avi', output: 'avi' },
  'video/x-msvideo': { input: 'avi', output: 'avi' },
};

/** Why a remux did not give a clean file: ffmpeg is not there, or it could not read (or finish) this file. */
export type RemuxFailure = 'unavailable' | 'unreadable';

export interface AvMetadataStripper {
  /** Whether ffmpeg answered when the gateway started. */
  readonly available: boolean;
  /**
   * Writes input's audio, video and subtitle streams, unchanged (no re-encoding), to output in the same
   * container, without any metadata: global and per-stream tags (QuickTime ©xyz and
   * com.apple.quicktime.location.ISO6709, ID3 and iTunes tags, RIFF INFO, Vorbis comments), chapters,
   * creation times, cover art and data tracks (GoPro GPS tracks, timed metadata). Answers null when done.
   */
  strip(input: string, output: string, mime: string): Promise<RemuxFailure | null>;
}

export function ffmpegArgs(input: string, output: string, mime: string): string[] | null {
  const format = FORMATS[mime];
  if (!format) return null;
  return [
    '-nostdin',
    '-hide_banner',
    '-loglevel',
    'error',
    // Only the file itself: no other protocols, and the demuxer is ours (never a playlist or concat list it guessed).
    '-protocol_whitelist',
    'file',
    '-f',
    format.input,
    '-i',
    `file:${input}`,
    // Video that is not a cover picture, audio, subtitles; no data or attachment streams.
    '-map',
    '0:V?',
    '-map',
    '0:a?',
    '-map',
    '0:s?',
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    '-c',
    'copy',
    // No encoder or muxer names written in place of the tags.
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    ...(format.extra ?? []),
    '-f',
    format.output,
    '-y',
    `file:${output}`,
  ];
}

function run(
  ffmpegPath: string,
  args: string[],
  timeoutMs: number,
): Promise<{ ok: true; stdout: string } | { ok: false; missing: boolean; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      ffmpegPath,
      args,
      { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 1 << 20, windowsHide: true },
      (error, stdout, stderr) => {
        if (!error) return resolve({ ok: true, stdout: String(stdout) });
        resolve({
          ok: false,
          missing: (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EACCES',
          stderr: String(stderr).slice(0, 500),
        });
      },
    );
  });
}

/**
 * Asks ffmpeg for its version once, at start. Without it, video and audio uploads are refused (a phone's
 * recording carries where it was made, and it must never be published); the gateway says so once in its log.
 */
export async function ffmpegStripper(ffmpegPath: string, logger: Logger, timeoutMs = REMUX_TIMEOUT_MS): Promise<AvMetadataStripper> {
  const check = await run(ffmpegPath, ['-hide_banner', '-loglevel', 'error', '-version'], 15_000);
  // Another program at FFMPEG_PATH (one that exits 0 and writes nothing) would leave every upload without a file.
  const available = check.ok && /^ffmpeg version/.test(check.stdout);
  if (!available) {
    logger.warn(
      { ffmpegPath },
      'ffmpeg was not found or does not run: video and audio uploads are refused until it is installed (FFMPEG_PATH), since their location metadata could not be removed',
    );
  }
  return {
    available,
    async strip(input, output, mime) {
      if (!available) return 'unavailable';
      const args = ffmpegArgs(input, output, mime);
      if (!args) return 'unreadable';
      const result = await run(ffmpegPath, args, timeoutMs);
      if (result.ok)
        return (await fsp.stat(output).then(
          (s) => s.size > 0,
          () => false,
        ))
          ? null
          : 'unreadable';
      if (result.missing) return 'unavailable';
      logger.info({ mime, ffmpeg: result.stderr }, 'an uploaded video or audio file could not be remuxed; refused');
      return 'unreadable';
    },
  };
}
