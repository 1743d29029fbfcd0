import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configuredRuntime, runtimeMajor } from '../../../scripts/functions-runtime/node.mjs';
import { firebaseToolsRuntimes, runtimeProblem } from '../../../scripts/firebase/runtime-support.mjs';

/**
 * The functions deploy on firebase.json's runtime. This fails when the project's own firebase-tools would refuse
 * it today (past its decommission date in the CLI's table of runtimes), when the engines, the types or the Node
 * these tests run on say another major: then the tests would not be testing what is deployed.
 */
const runtime = configuredRuntime();
const major = runtimeMajor(runtime);
const functionsPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe("the functions' runtime", () => {
  it("is one the project's firebase-tools still deploys today", () => {
    expect(runtimeProblem(runtime, firebaseToolsRuntimes(), new Date())).toBeNull();
  });

  it('is what functions/package.json and its Node types say', () => {
    expect(functionsPackage.engines.node).toBe(String(major));
    expect(functionsPackage.devDependencies['@types/node']?.split('.')[0]).toBe(String(major));
  });

  it('is the Node these tests run on (scripts/functions-runtime)', () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(major);
  });

  it('would be refused from its decommission date on, with what to do', () => {
    const table = firebaseToolsRuntimes();
    const decommissioned = new Date(`${table[runtime]?.decommissionDate}T00:00:00Z`);
    expect(runtimeProblem(runtime, table, new Date(decommissioned.getTime() - 86_400_000))).toBeNull();
    expect(runtimeProblem(runtime, table, decommissioned)).toMatch(/was decommissioned on .*Move firebase.json's runtime/);
    expect(runtimeProblem('nodejs20', table, new Date('2026-11-28'))).toMatch(
      /Node.js 20 \(nodejs20\) was decommissioned on 2026-10-30.*nodejs22/,
    );
    expect(runtimeProblem('nodejs99', table, new Date())).toMatch(/not a runtime this firebase-tools knows/);
  });
});
