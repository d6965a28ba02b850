import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BASELINES, baselineCommitProblem, describeChanges, diffGraphql } from './contract.js';

/** The GraphQL half of the check on planted changes, and the commit rule on a scratch repository. */

const levels = (changes: { level: string; message: string }[], level: string) => changes.filter((c) => c.level === level).map((c) => c.message);

describe('the GraphQL comparison (GraphQL Inspector)', () => {
  const sdl = `
    enum State { PENDING APPROVED }
    input MemoryInput { title: String! note: String }
    type Memory { id: Int! title: String! state: State! }
    type Query { memory(id: Int!): Memory memories(input: MemoryInput): [Memory!]! }
  `;

  it.each([
    ['a removed field', sdl.replace('title: String! state', 'state'), "Field 'title' was removed from object type 'Memory'"],
    ['a removed enum value', sdl.replace('PENDING APPROVED', 'PENDING'), "Enum value 'APPROVED' was removed from enum 'State'"],
    ['a nullable input field made non-null', sdl.replace('note: String }', 'note: String! }'), "Input field 'MemoryInput.note' changed type from 'String' to 'String!'"],
    ['a removed argument', sdl.replace('memories(input: MemoryInput)', 'memories'), "Argument 'input: MemoryInput' was removed from field 'Query.memories'"],
  ])('fails on %s', async (_kind, after, message) => {
    expect(levels(await diffGraphql(sdl, after), 'breaking')).toEqual([message]);
  });

  it('passes an added field and prints an added enum value as dangerous', async () => {
    const changes = await diffGraphql(sdl, sdl.replace('PENDING APPROVED', 'PENDING APPROVED REJECTED').replace('id: Int!', 'id: Int! caption: String'));
    expect(levels(changes, 'breaking')).toEqual([]);
    expect(levels(changes, 'dangerous')).toEqual(["Enum value 'REJECTED' was added to enum 'State'"]);
  });

  it('fails on a field removed from the checked-in baseline', async () => {
    const before = fs.readFileSync(BASELINES.graphql, 'utf8');
    const field = /^type Query \{\n(?:\s*"""[\s\S]*?"""\n)?\s*(\w+)[^\n]*\n/m.exec(before);
    expect(field).not.toBeNull();
    const changes = await diffGraphql(before, before.replace(field![0], 'type Query {\n'));
    console.info(describeChanges('GraphQL schema (planted: a root field removed)', changes));
    expect(levels(changes, 'breaking')).toContain(`Field '${field![1]}' was removed from object type 'Query'`);
  });
});

describe('the commit rule of a baseline', () => {
  let dir: string | undefined;
  afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

  /** A scratch repository; commit(text, message) writes contract/x.json and commits it. */
  function scratch() {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-rule-'));
    const cwd = dir;
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd, stdio: 'pipe' });
    git('init', '-q');
    const file = path.join(cwd, 'contract', 'x.json');
    fs.mkdirSync(path.dirname(file));
    const commit = (name: string, text: string, message: string) => {
      fs.writeFileSync(path.join(cwd, name), text);
      git('add', name);
      git('commit', '-q', '-m', message);
    };
    return { cwd, file, commit };
  }

  it('asks nothing of the first version, nor without .git', () => {
    const { cwd, file, commit } = scratch();
    commit('contract/x.json', '{"a":1}', 'Add the baseline');
    expect(baselineCommitProblem(file, cwd)).toBeNull();
    expect(baselineCommitProblem(file, os.tmpdir())).toBeNull();
  });

  it('fails when the last change of a baseline gives no reason, until one does', () => {
    const { cwd, file, commit } = scratch();
    commit('contract/x.json', '{"a":1}', 'Add the baseline');
    commit('contract/x.json', '{"b":1}', 'Drop a');
    commit('other.txt', 'x', 'Something else');
    expect(baselineCommitProblem(file, cwd)).toMatch(/^contract\/x\.json changed in commit \w+ \("Drop a"\) without a reason/);
    commit('contract/x.json', '{"c":1}', 'Rename b to c\n\nContract-Change: integrators were told on 2026-11-28');
    expect(baselineCommitProblem(file, cwd)).toBeNull();
    commit('contract/x.json', '{"d":1}', 'Rename c to d\n\nContract-Change:');
    expect(baselineCommitProblem(file, cwd)).not.toBeNull();
  });
});
