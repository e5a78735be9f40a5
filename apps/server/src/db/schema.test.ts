import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { postgresAdminUrl, testEngine } from '../testing/test-app.ts';

/**
 * The table types come from one checked source: each module declares its tables in
 * `modules/<name>/<name>.tables.ts` (the platform's own in `db/core.tables.ts`) and `schema.ts`
 * composes them (decision 0014). This reads those declarations with the TypeScript compiler and
 * holds them against the migrated schema on SQLite and PostgreSQL: tables, columns, nullability and
 * column family (a `number` is an integer column, a `string` a text column).
 */

type Columns = Record<string, string>;
type Tables = Record<string, Columns>;

const srcDir = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(srcDir, 'modules');
const tableFiles = [
  path.join(srcDir, 'db/core.tables.ts'),
  ...fs
    .readdirSync(modulesDir)
    .map((name) => path.join(modulesDir, name, `${name}.tables.ts`))
    .filter((file) => fs.existsSync(file)),
];
const schemaFile = path.join(srcDir, 'db/schema.ts');

/** `number` → integer, `string` (or a union of string literals) → text; ' null' when null is allowed. */
function columnKind(checker: ts.TypeChecker, type: ts.Type, where: string): string {
  // A Kysely ColumnType<Select, Insert, Update> is read by what a select returns.
  const selected = type.getProperty('__select__');
  if (selected) return columnKind(checker, checker.getTypeOfSymbol(selected), where);
  const parts = type.isUnion() ? type.types : [type];
  const nullable = parts.some((part) => part.flags & ts.TypeFlags.Null);
  const families = new Set(
    parts
      .filter((part) => !(part.flags & ts.TypeFlags.Null))
      .map((part) => {
        if (part.flags & ts.TypeFlags.NumberLike) return 'integer';
        if (part.flags & ts.TypeFlags.StringLike) return 'text';
        return checker.typeToString(part);
      }),
  );
  if (families.size !== 1) throw new Error(`${where}: a column must be a number or a string, not ${[...families]}`);
  return `${[...families][0]}${nullable ? ' null' : ''}`;
}

/** The tables an interface of tables (`CourseTables`, `Database`) lists, with their columns. */
function tablesOf(checker: ts.TypeChecker, declaration: ts.InterfaceDeclaration): Tables {
  const type = checker.getTypeAtLocation(declaration.name);
  return Object.fromEntries(
    checker.getPropertiesOfType(type).map((table) => {
      const tableType = checker.getTypeOfSymbolAtLocation(table, declaration);
      const columns = checker
        .getPropertiesOfType(tableType)
        .map((column): [string, string] => [
          column.name,
          columnKind(checker, checker.getTypeOfSymbolAtLocation(column, declaration), `${table.name}.${column.name}`),
        ]);
      return [table.name, Object.fromEntries(columns)];
    }),
  );
}

const exportedInterfaces = (file: ts.SourceFile) =>
  file.statements.filter(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && (ts.getCombinedModifierFlags(statement) & ts.ModifierFlags.Export) !== 0,
  );

/** Each declaring file's tables, and the composed Database, as the compiler sees them. */
function readDeclarations() {
  const program = ts.createProgram([...tableFiles, schemaFile], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const byFile = tableFiles.map((file) => {
    const source = program.getSourceFile(file)!;
    const declarations = exportedInterfaces(source).filter((node) => /Tables$/.test(node.name.text));
    return { file: path.relative(srcDir, file), names: declarations.map((node) => node.name.text), declarations };
  });
  const database = exportedInterfaces(program.getSourceFile(schemaFile)!).find(
    (node) => node.name.text === 'Database',
  )!;
  return {
    byFile: byFile.map(({ file, names, declarations }) => ({
      file,
      names,
      tables: Object.assign({}, ...declarations.map((node) => tablesOf(checker, node))) as Tables,
    })),
    database: tablesOf(checker, database),
  };
}

const family = (dataType: string): string => {
  const type = dataType.toLowerCase();
  if (/int/.test(type)) return 'integer';
  if (/char|text/.test(type)) return 'text';
  return type;
};

/** The migrated schema in the same shape. */
async function describeSchema(handle: DatabaseHandle): Promise<Tables> {
  const tables = await handle.db.introspection.getTables();
  return Object.fromEntries(
    tables
      // The course-name search index is engine-specific (SQLite FTS5 tables; a GIN index on PostgreSQL): decision 0008.
      .filter((table) => !table.name.startsWith('kysely_') && !/_fts(_|$)/.test(table.name))
      .map((table) => [
        table.name,
        Object.fromEntries(
          table.columns.map((column) => [column.name, `${family(column.dataType)}${column.isNullable ? ' null' : ''}`]),
        ),
      ]),
  );
}

/** Key order does not matter; sorting makes a failing diff readable. */
const sorted = (tables: Tables): Tables =>
  Object.fromEntries(
    Object.keys(tables)
      .sort()
      .map((name) => [
        name,
        Object.fromEntries(
          Object.keys(tables[name]!)
            .sort()
            .map((column) => [column, tables[name]![column]!]),
        ),
      ]),
  );

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const declared = readDeclarations();
const allDeclared: Tables = Object.assign({}, ...declared.byFile.map((entry) => entry.tables));

describe('table declarations', () => {
  it('each module declares its tables in one interface named after it', () => {
    for (const { file, names } of declared.byFile) {
      const owner = path.basename(file, '.tables.ts');
      const pascal = owner.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, char: string) => char.toUpperCase());
      expect(names, file).toEqual([`${pascal}Tables`]);
    }
    expect(declared.byFile.length).toBeGreaterThan(5);
  });

  it('declares every table in exactly one place, and Database composes them all', () => {
    const owners = new Map<string, string[]>();
    for (const { file, tables } of declared.byFile) {
      for (const table of Object.keys(tables)) owners.set(table, [...(owners.get(table) ?? []), file]);
    }
    const twice = [...owners].filter(([, files]) => files.length > 1);
    expect(twice, 'tables declared by more than one module').toEqual([]);
    expect(sorted(declared.database)).toEqual(sorted(allDeclared));
  });
});

describe('declarations against the migrated SQLite schema', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-schema-'));
  let sqlite: DatabaseHandle;
  beforeAll(async () => {
    sqlite = openDatabase({ databaseUrl: '', dataDir, sqliteFile: ':memory:' });
    await migrateToLatest(sqlite.db);
  });
  afterAll(async () => {
    await sqlite.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('has the declared tables, columns, nullability and column families', async () => {
    expect(sorted(await describeSchema(sqlite))).toEqual(sorted(allDeclared));
  });
});

const reachable = await postgresReachable();
if (!reachable && testEngine === 'postgres')
  throw new Error(`TEST_DB=postgres but nothing answers at ${postgresAdminUrl}`);
if (!reachable) console.warn(`PostgreSQL is not reachable at ${postgresAdminUrl}; its schema check is skipped.`);

describe.runIf(reachable)('declarations against the migrated PostgreSQL schema', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-schema-'));
  const databaseName = `school_schema_${process.pid}`;
  let postgres: DatabaseHandle;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresAdminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };

  beforeAll(async () => {
    await admin(`drop database if exists ${databaseName} with (force)`);
    await admin(`create database ${databaseName}`);
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${databaseName}`;
    postgres = openDatabase({ databaseUrl: url.toString(), dataDir });
    await migrateToLatest(postgres.db);
  });

  afterAll(async () => {
    await postgres.close();
    await admin(`drop database if exists ${databaseName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('has the declared tables, columns, nullability and column families', async () => {
    expect(sorted(await describeSchema(postgres))).toEqual(sorted(allDeclared));
  });
});
