import type { TestProject } from 'vitest/node';
import { createSeededTemplate, type SeededTemplate } from './seeded-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

/** Vitest global setup: one seeded template for the run (testing/seeded-template.ts). */
export default async function setup(project: TestProject) {
  const { template, remove } = await createSeededTemplate();
  project.provide('seededTemplate', template);
  return remove;
}
