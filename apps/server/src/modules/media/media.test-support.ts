import sharp from 'sharp';

/** An image made by sharp, in the format asked for. */
export function imageOf(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' = 'png',
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#336699' } });
  return (
    format === 'png' ? image.png() : format === 'jpeg' ? image.jpeg() : image.webp()
  ).toBuffer();
}

/** A multipart/form-data body of several files, as a browser's multiple file input sends it. */
export function multipartFiles(
  files: readonly { filename: string; bytes: Buffer; field?: string; type?: string }[],
) {
  const boundary = '----media-test-boundary';
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
  };
}

/** Whether the bytes are an AVIF file: an ISO BMFF `ftyp` box with an AVIF brand. */
export function isAvif(bytes: Buffer): boolean {
  return (
    bytes.subarray(4, 8).toString('latin1') === 'ftyp' &&
    ['avif', 'avis'].includes(bytes.subarray(8, 12).toString('latin1'))
  );
}

/** Whether the bytes are a WebP file (RIFF....WEBP). */
export function isWebp(bytes: Buffer): boolean {
  return (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  );
}
