import type { TestProject } from 'vitest/node';
import { createSeededTemplate } from './seeded-template.ts';

/** Vitest global setup: one seeded template for the run (testing/seeded-template.ts). */
export default async function setup(project: TestProject) {
  const { template, remove } = await createSeededTemplate();
  project.provide('seededTemplate', template);
  return remove;
}
