import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageSizeOf } from './image-size.js';

const picture = () =>
  sharp({ create: { width: 321, height: 123, channels: 4, background: '#336699cc' } });

describe('imageSizeOf', () => {
  it('reads the size of every kind of picture the server stores or ships', async () => {
    const cases: [string, Buffer][] = [
      ['image/webp', await picture().webp().toBuffer()],
      ['image/webp', await picture().webp({ lossless: true }).toBuffer()],
      ['image/png', await picture().png().toBuffer()],
      ['image/gif', await picture().gif().toBuffer()],
      [
        'image/jpeg',
        await picture()
          .jpeg()
          .withMetadata({ exif: { IFD0: { Copyright: 'x'.repeat(4000) } } })
          .toBuffer(),
      ],
    ];
    for (const [type, bytes] of cases) {
      expect(imageSizeOf(bytes, type), type).toEqual({ width: 321, height: 123 });
    }
  });

  it('reads an SVG drawing from its lengths, else from its view box', () => {
    const svg = (attributes: string) =>
      new TextEncoder().encode(
        `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attributes}></svg>`,
      );
    expect(imageSizeOf(svg('width="1200" height="675px"'), 'image/svg+xml')).toEqual({
      width: 1200,
      height: 675,
    });
    expect(imageSizeOf(svg("viewBox='0 0 640.4 360'"), 'image/svg+xml')).toEqual({
      width: 640,
      height: 360,
    });
    expect(imageSizeOf(svg('width="100%" height="100%"'), 'image/svg+xml')).toBeNull();
  });

  it('says nothing of bytes that are not the picture they claim, or are cut short', async () => {
    const png = await picture().png().toBuffer();
    expect(imageSizeOf(png, 'image/webp')).toBeNull();
    expect(imageSizeOf(png.subarray(0, 10), 'image/png')).toBeNull();
    expect(imageSizeOf(new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg')).toBeNull();
    expect(imageSizeOf(png, 'image/avif')).toBeNull();
  });
});
