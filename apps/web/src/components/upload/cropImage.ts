import type { Area } from 'react-easy-crop';

/** spec 000 §2: the cropped picture is at most 1080×520. */
export const CROP_MAX = { width: 1080, height: 520 } as const;

/** The largest size within max that keeps the ratio; never enlarges. */
export function fitWithin(width: number, height: number, max: { width: number; height: number } = CROP_MAX) {
  const scale = Math.min(1, max.width / width, max.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image load failed'));
    img.src = src;
  });
}

/** spec 000 §2: cuts the area out of the picture as a JPEG (white behind transparent parts), scaled down to CROP_MAX. */
export async function cropToJpeg(src: string, area: Area, quality = 0.92): Promise<Blob> {
  const img = await loadImage(src);
  const size = fitWithin(area.width, area.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas unavailable');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))), 'image/jpeg', quality),
  );
}

/** `照片.png` → `照片.jpg`: the crop is always a JPEG. */
export const jpgName = (name: string): string => `${name.replace(/\.[^.]*$/, '') || 'image'}.jpg`;
