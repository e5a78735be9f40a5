/**
 * Writes every antd style, rendered with the site's theme (app/styles/antd-theme.json), to
 * app/styles/antd.css before `react-router build`. root.tsx links it with `?url`, so Vite emits it
 * as build/client/assets/antd-<hash>.css: one cached, immutable stylesheet for first paint instead
 * of ~170 KB of inline CSS per page (ARCHITECTURE §7).
 *
 * It also writes app/styles/antd-cache-paths.txt: the style paths the file contains, one a line.
 * entry.server.tsx uses it to inline only the styles the file does not have.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV = 'production';

const here = path.dirname(fileURLToPath(import.meta.url));
const stylesDir = path.join(here, '../app/styles');
const require = createRequire(import.meta.url);

const { extractStyle } = require('@ant-design/static-style-extract');
const React = require('react');
const { ConfigProvider } = require('antd');
const theme = JSON.parse(fs.readFileSync(path.join(stylesDir, 'antd-theme.json'), 'utf8'));

// antd warns about deprecated components while rendering each of them once; not our concern here.
const warn = console.error;
console.error = () => {};
const css = extractStyle((node) => React.createElement(ConfigProvider, { theme }, node));
console.error = warn;

const cacheMap = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/.exec(css);
if (!cacheMap) throw new Error('antd 样式中缺少 data-ant-cssinjs-cache-path 记录');
const cachePaths = cacheMap[1]
  .split(';')
  .map((entry) => entry.slice(0, entry.lastIndexOf(':')))
  .filter(Boolean);

fs.writeFileSync(path.join(stylesDir, 'antd.css'), css);
fs.writeFileSync(path.join(stylesDir, 'antd-cache-paths.txt'), cachePaths.join('\n') + '\n');
console.log(`antd.css: ${(css.length / 1024).toFixed(0)} KB, ${cachePaths.length} 个样式路径`);
