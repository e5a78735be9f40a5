import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import type { browserEntrySource } from '@school/contracts/browser-entry';
import { defineConfig, runnerImport, type Plugin } from 'vite';

const BROWSER_CONTRACTS = '\0school-browser-contracts';
const BROWSER_CONTRACT_VALUE = `${BROWSER_CONTRACTS}/`;
const CONTRACTS_SOURCE = path.resolve(import.meta.dirname, '../../packages/contracts/src');

/**
 * In the browser build, `@school/contracts` is its browser entry (packages/contracts/src/browser-entry.ts,
 * decision 0063): the same values without typebox and the schemas of every contract. Each value (a
 * route table, a constant) is a module of its own, and the site's imports of values are rewritten to
 * those modules, so a chunk carries only what its pages use; as one module, every table some page
 * called went into the shell every page loads (decision 0079). `@school/contracts` itself keeps only
 * the functions.
 */
function browserContracts(): Plugin[] {
  const values = new Map<string, string>();
  let functions = '';
  const load: Plugin = {
    name: 'school-browser-contracts',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async buildStart() {
      const realEntry = await this.resolve('@school/contracts', path.join(import.meta.dirname, 'app/root.tsx'), {
        skipSelf: true,
      });
      if (!realEntry) throw new Error('@school/contracts not found');
      const { module } = await runnerImport<{
        browserEntrySource: typeof browserEntrySource;
      }>('@school/contracts/browser-entry', {
        root: import.meta.dirname,
        configFile: false,
        logLevel: 'error',
      });
      // The entry is one line per export: the functions' re-export, then `export const name = <JSON>;`.
      const [functionsLine = '', ...lines] = module.browserEntrySource(realEntry.id).split('\n');
      functions = functionsLine;
      for (const line of lines) {
        const name = /^export const (\w+) = /.exec(line)?.[1];
        if (name) values.set(name, line);
      }
    },
    resolveId(id) {
      if (id === '@school/contracts') return BROWSER_CONTRACTS;
      return id.startsWith(BROWSER_CONTRACT_VALUE) ? id : undefined;
    },
    load(id) {
      if (id === BROWSER_CONTRACTS) return functions;
      return id.startsWith(BROWSER_CONTRACT_VALUE) ? values.get(id.slice(BROWSER_CONTRACT_VALUE.length)) : undefined;
    },
  };
  const splitImports: Plugin = {
    name: 'school-browser-contract-imports',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('@school/contracts')) return undefined;
      const edits: { start: number; end: number; text: string }[] = [];
      for (const statement of this.parse(code).body) {
        if (statement.type !== 'ImportDeclaration' || statement.source.value !== '@school/contracts') continue;
        const kept: string[] = [];
        const split: string[] = [];
        for (const specifier of statement.specifiers) {
          if (specifier.type !== 'ImportSpecifier')
            throw new Error(`${id}: import only named values of @school/contracts`);
          const imported =
            specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
          const binding = imported === specifier.local.name ? imported : `${imported} as ${specifier.local.name}`;
          if (values.has(imported)) {
            split.push(`import { ${binding} } from ${JSON.stringify(BROWSER_CONTRACT_VALUE + imported)};`);
          } else kept.push(binding);
        }
        const text = [
          ...(kept.length > 0 ? [`import { ${kept.join(', ')} } from '@school/contracts';`] : []),
          ...split,
        ];
        edits.push({
          start: statement.start,
          end: statement.end,
          text: text.join(' '),
        });
      }
      let out = code;
      for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
        out = out.slice(0, start) + text + out.slice(end);
      }
      return { code: out, map: null };
    },
  };
  return [load, splitImports];
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

/**
 * antd's form context (which its modal, drawer and tooltip import for `NoFormStyle`) takes only
 * `FormProvider` from `@rc-component/form`, but that package's index, which does not declare itself
 * free of side effects, brought the whole form and its validator (some 15 KB compressed) into the
 * shell. The context gets `FormProvider` from the file that defines it.
 */
function formProviderAlone(): Plugin {
  return {
    name: 'school-form-provider-alone',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(id, importer) {
      if (id !== '@rc-component/form' || !importer || !ANTD_FORM_CONTEXT.test(importer)) return undefined;
      const index = await this.resolve(id, importer, { skipSelf: true });
      return index ? path.join(path.dirname(index.id), 'FormContext.js') : undefined;
    },
  };
}
const ANTD_FORM_CONTEXT = /[\\/]node_modules[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;

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
  plugins: [...browserContracts(), droppableContractValues(), formProviderAlone(), siteShell(), reactRouter()],
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'site-shell', test: (id) => shellModules.has(id) }],
            },
          },
        },
      },
    },
    // The server keeps the source text of every module it loads (decision 0046). Its build is minified
    // like the browser's and written in ASCII (one character of Chinese in a file would make V8 hold all
    // of its text at two bytes a character); antd and its icons are bundled into it, so only the
    // components and icons the pages use are loaded, not the whole library.
    ssr: {
      build: {
        minify: true,
        rolldownOptions: { output: { charset: 'ascii' } },
      },
    },
  },
  ssr: {
    noExternal: ['antd', '@ant-design/icons', '@ant-design/react-slick', /^@rc-component\//],
  },
});
