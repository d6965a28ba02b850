import sharp, { type Sharp } from 'sharp';

/** Refuses decompression bombs: about 50 megapixels, well above a 12 MP phone photo. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const THUMBNAIL_WIDTH = 480;

sharp.cache(false);
sharp.concurrency(1);

export interface ProcessedImage { main: Buffer; thumbnail: Buffer; width: number; height: number; ext: 'jpg' | 'png' | 'gif' }

/**
 * Re-encodes an uploaded image: EXIF orientation applied, all metadata (GPS,
 * camera) dropped, and a thumbnail made once. An optional extra rotation (90,
 * 180, 270) is applied after the orientation.
 */
export async function processImage(input: string | Buffer, mime: string, extraRotation = 0): Promise<ProcessedImage> {
  const animated = mime === 'image/gif';
  const base = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated }).autoOrient().rotate(extraRotation);
  const encode = (img: Sharp) =>
    mime === 'image/png' ? img.png({ compressionLevel: 8 }) : animated ? img.gif() : img.jpeg({ quality: 88, mozjpeg: true });
  const { data: main, info } = await encode(base()).toBuffer({ resolveWithObject: true });
  const thumbnail = await base().resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH, fit: 'inside', withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer();
  const height = animated && info.pageHeight ? info.pageHeight : info.height;
  return { main, thumbnail, width: info.width, height, ext: mime === 'image/png' ? 'png' : animated ? 'gif' : 'jpg' };
}
