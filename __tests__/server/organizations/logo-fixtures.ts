import sharp from 'sharp';

/** A plain PNG image of the given size, as a browser would upload it. */
export async function pngLogo(width = 120, height = 60, name = 'logo.png'): Promise<File> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(png)], name, { type: 'image/png' });
}

/** A JPEG carrying an EXIF description and GPS position, which the stored logo must not keep. */
export async function jpegWithExif(secret: string): Promise<File> {
  const jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#b91c1c' } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: secret, Copyright: secret }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
    .toBuffer();
  return new File([new Uint8Array(jpeg)], 'photo.jpg', { type: 'image/jpeg' });
}
