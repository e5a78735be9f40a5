import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderStampLine } from './pdf-tools.ts';

describe('the download stamp', () => {
  it('renders a Chinese line as a picture of just the text', async () => {
    const png = await renderStampLine('英语学堂  ·  138****0001');
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    // Trimmed to the text: about one 24 px line high, as wide as four full-width characters and the rest.
    expect(info.height).toBeGreaterThan(16);
    expect(info.height).toBeLessThan(40);
    expect(info.width).toBeGreaterThan(200);
    const inked = data.filter((_, index) => index % info.channels === info.channels - 1 && data[index]! > 0).length;
    expect(inked).toBeGreaterThan(info.width * info.height * 0.1);
  });
});
