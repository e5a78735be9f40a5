import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import type { browserEntrySource } from '@school/contracts/browser-entry';
import { defineConfig, runnerImport, type Plugin } from 'vite';

const BROWSER_CONTRACTS = '\0school-browser-contracts';
const CONTRACTS_SOURCE = path.resolve(import.meta.dirname, '../../packages/contracts/src');

/**
 * In the browser build, `@school/contracts` is its browser entry (packages/contracts/src/browser-entry.ts,
 * decision 0063): the same values without typebox and the schemas of every contract.
 */
function browserContracts(): Plugin {
  return {
    name: 'school-browser-contracts',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(id) {
      return id === '@school/contracts' ? BROWSER_CONTRACTS : undefined;
    },
    async load(id) {
      if (id !== BROWSER_CONTRACTS) return undefined;
      const realEntry = await this.resolve('@school/contracts', path.join(import.meta.dirname, 'app/root.tsx'), {
        skipSelf: true,
      });
      if (!realEntry) throw new Error('@school/contracts not found');
      const { module } = await runnerImport<{ browserEntrySource: typeof browserEntrySource }>(
        '@school/contracts/browser-entry',
        { root: import.meta.dirname, configFile: false, logLevel: 'error' },
      );
      return module.browserEntrySource(realEntry.id);
    },
  };
}

/**
 * The browser entry takes the contracts' functions from their source files. Every top-level value of
 * those files is computed in a pure function call, so the bundler drops the schemas and route tables
 * the browser does not use (a schema built from another's properties would otherwise keep both).
 */
function droppableContractValues(): Plugin {
  return {
    name: 'school-droppable-contract-values',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!id.startsWith(CONTRACTS_SOURCE)) return undefined;
      const edits: { at: number; text: string }[] = [];
      for (let statement of this.parse(code).body) {
        if (statement.type === 'ExportNamedDeclaration' && statement.declaration) statement = statement.declaration;
        if (statement.type !== 'VariableDeclaration') continue;
        for (const { init } of statement.declarations) {
          if (!init || init.type === 'ArrowFunctionExpression' || init.type === 'Literal') continue;
          edits.push({ at: init.start, text: '/* @__PURE__ */ (() => (' }, { at: init.end, text: '))()' });
        }
      }
      let out = code;
      for (const { at, text } of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, at) + text + out.slice(at);
      return { code: out, map: null };
    },
  };
}

export default defineConfig({
  plugins: [browserContracts(), droppableContractValues(), reactRouter()],
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  environments: {
    // The server keeps the source text of every module it loads (decision 0046). Its build is minified
    // like the browser's and written in ASCII (one character of Chinese in a file would make V8 hold all
    // of its text at two bytes a character); antd and its icons are bundled into it, so only the
    // components and icons the pages use are loaded, not the whole library.
    ssr: { build: { minify: true, rolldownOptions: { output: { charset: 'ascii' } } } },
  },
  ssr: { noExternal: ['antd', '@ant-design/icons', '@ant-design/react-slick', /^@rc-component\//] },
});
