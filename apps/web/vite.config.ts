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

/** What every page of the site loads before its own route: the browser entry, root.tsx and the site layout. */
const SHELL_ROOTS = ['app/entry.client.tsx', 'app/root.tsx', 'app/layouts/default-layout.tsx'];
const shellModules = new Set<string>();
/** antd's and its icons' index files import every component and icon: what a page uses of them stays split by page. */
const LIBRARY_INDEX = /[\\/]node_modules[\\/](antd|@ant-design[\\/]icons)[\\/]es[\\/]index\.js$/;

/**
 * Finds every module the shell's roots import (statically, not on use), so the browser build puts them
 * into one chunk: on a phone's network each file costs a round trip, and the default split made some
 * sixty of them, most under 1 KB, for every page (decision 0063).
 */
function siteShell(): Plugin {
  return {
    name: 'school-site-shell',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      shellModules.clear();
      const roots = [...this.getModuleIds()].filter((id) => SHELL_ROOTS.some((root) => id.endsWith(`/${root}`)));
      const pending = [...roots];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
          if (shellModules.has(imported) || roots.includes(imported) || LIBRARY_INDEX.test(imported)) continue;
          shellModules.add(imported);
          pending.push(imported);
        }
      }
    },
  };
}

export default defineConfig({
  plugins: [browserContracts(), droppableContractValues(), siteShell(), reactRouter()],
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'site-shell', test: (id) => shellModules.has(id) }] } },
        },
      },
    },
    // The server keeps the source text of every module it loads (decision 0046). Its build is minified
    // like the browser's and written in ASCII (one character of Chinese in a file would make V8 hold all
    // of its text at two bytes a character); antd and its icons are bundled into it, so only the
    // components and icons the pages use are loaded, not the whole library.
    ssr: { build: { minify: true, rolldownOptions: { output: { charset: 'ascii' } } } },
  },
  ssr: { noExternal: ['antd', '@ant-design/icons', '@ant-design/react-slick', /^@rc-component\//] },
});
