import { clampUnit } from '@memorial/schema';

/** A crop as react-easy-crop reports it: in pixels of the picture, or in percent of it. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The banner's position: where the crop's centre lies in the picture, as shares of its width and height,
 * each clamped between 0 and 1 (memorial-portal 4), so the banner never shows only the space beside the picture.
 */
export function bannerPosition(percent: CropArea): { x: number; y: number } {
  return { x: clampUnit((percent.x + percent.width / 2) / 100), y: clampUnit((percent.y + percent.height / 2) / 100) };
}

/** The crop moved so its centre is at the clamped position (a crop whose centre left the picture comes back to its edge). */
export function clampedCrop(pixels: CropArea, image: { width: number; height: number }, position: { x: number; y: number }): CropArea {
  return { ...pixels, x: position.x * image.width - pixels.width / 2, y: position.y * image.height - pixels.height / 2 };
}

/** The size of the output: the crop's own pixels, at most maxWidth wide (the aspect kept), at least 1 pixel. */
export function outputSize(crop: CropArea, maxWidth: number): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / crop.width);
  return { width: Math.max(1, Math.round(crop.width * scale)), height: Math.max(1, Math.round(crop.height * scale)) };
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('Failed to load image'));
    img.src = src;
  });
}

/**
 * Draws the crop of a picture into a new image file (the parts of the crop beside a zoomed-out picture are
 * filled with the page's paper colour). JPEG unless the picture was a PNG (kept lossless).
 */
export async function cropToFile(src: string, crop: CropArea, opts: { maxWidth: number; name: string; png?: boolean }): Promise<File> {
  const img = await loadImage(src);
  const size = outputSize(crop, opts.maxWidth);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Failed to load image');
  ctx.fillStyle = '#faf7f2';
  ctx.fillRect(0, 0, size.width, size.height);
  const scale = size.width / crop.width;
  ctx.drawImage(img, -crop.x * scale, -crop.y * scale, img.naturalWidth * scale, img.naturalHeight * scale);
  const type = opts.png ? 'image/png' : 'image/jpeg';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  if (!blob) throw new Error('Failed to load image');
  return new File([blob], `${opts.name}.${opts.png ? 'png' : 'jpg'}`, { type });
}
