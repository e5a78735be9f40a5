import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  // The server keeps the source text of every module it loads (decision 0046). Its build is minified
  // like the browser's and written in ASCII (one character of Chinese in a file would make V8 hold all
  // of its text at two bytes a character); antd and its icons are bundled into it, so only the
  // components and icons the pages use are loaded, not the whole library.
  environments: { ssr: { build: { minify: true, rolldownOptions: { output: { charset: 'ascii' } } } } },
  ssr: { noExternal: ['antd', '@ant-design/icons', '@ant-design/react-slick', /^@rc-component\//] },
});
