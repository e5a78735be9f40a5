import fs from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import antdTheme from './antd-theme.json';

/**
 * The site's colours live in two files that must agree: the antd tokens (antd-theme.json) and the
 * CSS variables of app.css. Every text colour must reach WCAG 2.1 AA (4.5:1) on the backgrounds it
 * is used on; the browser journeys check the pages with axe, this checks the palette itself.
 */
const css = fs.readFileSync(path.join(import.meta.dirname, 'app.css'), 'utf8');

function declarations(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]]));
}

const site = declarations(':root');
const tagSteps = declarations('.school-theme');
const variable = (name: string) => {
  const value = site[name];
  if (!value) throw new Error(`app.css has no ${name}`);
  return value;
};

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('the site palette', () => {
  it('gives antd the same colours as the site', () => {
    expect(antdTheme.token).toMatchObject({
      colorPrimary: variable('--site-primary'),
      colorLink: variable('--site-primary'),
      colorPrimaryHover: variable('--site-primary-dark'),
      colorLinkHover: variable('--site-primary-dark'),
      colorError: variable('--site-price'),
      colorTextSecondary: variable('--site-text-secondary'),
      colorTextTertiary: variable('--site-text-tertiary'),
      colorTextDescription: variable('--site-text-tertiary'),
      colorTextPlaceholder: variable('--site-text-tertiary'),
    });
  });

  it('reaches 4.5:1 for every text colour on the backgrounds it is used on', () => {
    const white = '#ffffff';
    const pairs: [text: string, background: string][] = [
      [variable('--site-text'), variable('--site-bg')],
      [variable('--site-primary'), white],
      [variable('--site-primary'), variable('--site-bg')],
      [white, variable('--site-primary')],
      [white, variable('--site-primary-dark')],
      ...[white, variable('--site-bg'), variable('--site-footer-bg'), variable('--site-legal-bg')].map(
        (background): [string, string] => [variable('--site-text-secondary'), background],
      ),
      [variable('--site-text-tertiary'), white],
      [variable('--site-text-tertiary'), variable('--site-bg')],
      [variable('--site-price'), white],
      [variable('--site-free'), white],
      [variable('--site-text'), variable('--site-tag-bg')],
      [variable('--site-primary'), variable('--site-tag-blue-bg')],
      [variable('--site-free'), variable('--site-tag-green-bg')],
      [variable('--site-price'), variable('--site-tag-red-bg')],
      [variable('--site-vip-text'), '#ffd591'],
      [variable('--site-vip-text'), '#fff7e6'],
      ...['vod', 'live', 'resource', 'library'].map((kind): [string, string] => [
        variable(`--site-kind-${kind}`),
        white,
      ]),
    ];
    for (const [text, background] of pairs)
      expect(contrast(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens the text of antd preset tags enough for their tinted background', () => {
    const token = theme.getDesignToken() as unknown as Record<string, string>;
    expect(Object.keys(tagSteps).length).toBeGreaterThan(0);
    for (const [name, text] of Object.entries(tagSteps)) {
      const hue = /^--ant-(\w+)-7$/.exec(name)?.[1];
      const background = token[`${hue}1`] ?? '';
      expect(contrast(text, background), `${name} on ${hue}-1 ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
