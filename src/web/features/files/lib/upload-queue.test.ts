import { describe, expect, it } from 'vitest';
import { batchesOf, percentOf, refusalsOf, spread, uploadsReducer, type Upload } from './upload-queue.ts';

const MB = 1024 * 1024;
const waiting = (key: string, size: number): Upload => ({
  key,
  name: `${key}.pdf`,
  size,
  loaded: 0,
  state: 'waiting',
  error: null,
});

describe('the upload queue', () => {
  it('adds files waiting, shows each one’s progress, and lets a finished one go', () => {
    let queue = uploadsReducer([], { type: 'add', uploads: [waiting('a', 100), waiting('b', 300)] });
    queue = uploadsReducer(queue, { type: 'progress', keys: ['b'], fraction: 0.5 });
    expect(queue.map((u) => [u.key, u.state, u.loaded])).toEqual([
      ['a', 'waiting', 0],
      ['b', 'uploading', 150],
    ]);
    queue = uploadsReducer(queue, { type: 'done', keys: ['b'] });
    expect(queue.map((u) => u.key)).toEqual(['a']);
  });

  it('spreads one request’s progress over its files in order', () => {
    let queue = uploadsReducer([], { type: 'add', uploads: [waiting('a', 100), waiting('b', 300)] });
    queue = uploadsReducer(queue, { type: 'progress', keys: ['a', 'b'], fraction: 0.5 });
    expect(queue.map((u) => percentOf(u))).toEqual([100, 33]);
  });

  it('keeps a refused file with the server’s message until it is dismissed', () => {
    let queue = uploadsReducer([], { type: 'add', uploads: [waiting('a', 100), waiting('b', 5)] });
    queue = uploadsReducer(queue, { type: 'progress', keys: ['a'], fraction: 1 });
    queue = uploadsReducer(queue, { type: 'failed', keys: ['a'], error: 'This kind of file is not taken.' });
    expect(queue[0]).toMatchObject({ state: 'failed', loaded: 0, error: 'This kind of file is not taken.' });
    expect(queue[1]!.state).toBe('waiting');
    expect(uploadsReducer(queue, { type: 'dismiss', key: 'a' }).map((u) => u.key)).toEqual(['b']);
  });
});

describe('spread', () => {
  it('fills the files one after the other and stays within 0 and their sizes', () => {
    expect(spread([10, 20, 30], 0.5)).toEqual([10, 20, 0]);
    expect(spread([10, 20, 30], 2)).toEqual([10, 20, 30]);
    expect(spread([10, 20], -1)).toEqual([0, 0]);
    expect(percentOf({ size: 0, loaded: 0 })).toBe(0);
  });
});

describe('refusalsOf', () => {
  it('refuses an empty file and one over 50 MB', () => {
    expect(refusalsOf([0, 50 * MB, 50 * MB + 1], 0)).toEqual(['FILE_EMPTY', null, 'FILE_TOO_LARGE']);
  });

  it('counts what the task holds and each admitted file against the 200 MB', () => {
    expect(refusalsOf([40 * MB, 50 * MB, 30 * MB], 120 * MB)).toEqual([null, 'TASK_FILES_TOO_LARGE', null]);
  });
});

describe('batchesOf', () => {
  it('sends each file alone before the invitations, and all at once as one amendment after', () => {
    expect(batchesOf(['a', 'b'], false)).toEqual([['a'], ['b']]);
    expect(batchesOf(['a', 'b'], true)).toEqual([['a', 'b']]);
    expect(batchesOf([], true)).toEqual([]);
  });

  it('sends at most 20 files a request, the server’s limit', () => {
    const many = Array.from({ length: 45 }, (_, i) => i);
    expect(batchesOf(many, true).map((b) => b.length)).toEqual([20, 20, 5]);
  });
});
