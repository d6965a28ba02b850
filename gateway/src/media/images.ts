import sharp, { type Sharp } from 'sharp';

/** Refuses decompression bombs: about 50 megapixels, well above a 12 MP phone photo. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const THUMBNAIL_WIDTH = 480;

sharp.cache(false);
sharp.concurrency(1);

export interface ProcessedImage {
  main: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  ext: 'jpg' | 'png' | 'gif';
}

const load = (input: string | Buffer, animated: boolean) => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated });

/**
 * Re-encodes an uploaded image: EXIF orientation applied, all metadata (GPS,
 * camera) dropped, and a thumbnail made once, of the first frame of an
 * animated GIF. An optional extra rotation (90, 180, 270) is applied after the
 * orientation; an animated GIF turns frame by frame, keeping its timing.
 */
export async function processImage(input: string | Buffer, mime: string, extraRotation = 0): Promise<ProcessedImage> {
  const gif = mime === 'image/gif';
  const thumbnail = await load(input, false)
    .autoOrient()
    .rotate(extraRotation)
    .resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
  if (gif) {
    const { main, width, height } = await processGif(input, extraRotation);
    return { main, thumbnail, width, height, ext: 'gif' };
  }
  const encode = (img: Sharp) => (mime === 'image/png' ? img.png({ compressionLevel: 8 }) : img.jpeg({ quality: 88, mozjpeg: true }));
  const { data: main, info } = await encode(load(input, false).autoOrient().rotate(extraRotation)).toBuffer({ resolveWithObject: true });
  return { main, thumbnail, width: info.width, height: info.height, ext: mime === 'image/png' ? 'png' : 'jpg' };
}

/**
 * A GIF with all its frames. libvips cannot turn a multi-page image (and turning the strip of frames by 180 would
 * play them backwards), so a turned GIF is split into its frames, each turned, and joined again with the same delays
 * and loop count.
 */
async function processGif(input: string | Buffer, angle: number): Promise<{ main: Buffer; width: number; height: number }> {
  if (angle % 360 === 0) {
    const { data, info } = await load(input, true).gif().toBuffer({ resolveWithObject: true });
    return { main: data, width: info.width, height: info.pageHeight ?? info.height };
  }
  const meta = await load(input, true).metadata();
  const { data, info } = await load(input, true).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pages = meta.pages ?? 1;
  const frameHeight = info.pageHeight ?? info.height / pages;
  const frameBytes = info.width * frameHeight * 4;
  const frames: Buffer[] = [];
  for (let page = 0; page < pages; page++) {
    const frame = data.subarray(page * frameBytes, (page + 1) * frameBytes);
    // Lossless PNG between the steps: join reads encoded images.
    frames.push(
      await sharp(frame, { raw: { width: info.width, height: frameHeight, channels: 4 } })
        .rotate(angle)
        .png({ compressionLevel: 0 })
        .toBuffer(),
    );
  }
  const [width, height] = angle % 180 === 0 ? [info.width, frameHeight] : [frameHeight, info.width];
  const main = await sharp(frames, { join: { animated: true } })
    .gif({ ...(meta.delay ? { delay: meta.delay } : {}), ...(meta.loop !== undefined ? { loop: meta.loop } : {}) })
    .toBuffer();
  return { main, width, height };
}

/**
 * A stored JPEG or PNG at most `width` pixels wide, in its own format (a narrower picture is never made wider).
 * JPEG's shrink-on-load decodes a 1600 px banner at a quarter of its size for 480 px: a few milliseconds.
 */
export async function narrowImage(input: Buffer, width: number, ext: 'jpg' | 'png'): Promise<Buffer> {
  const img = load(input, false).resize({ width, withoutEnlargement: true });
  return (ext === 'png' ? img.png({ compressionLevel: 8 }) : img.jpeg({ quality: 80, mozjpeg: true })).toBuffer();
}
