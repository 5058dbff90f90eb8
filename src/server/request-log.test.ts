import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/helper.ts';
import { withoutToken } from './request-log.ts';

describe('the request log', () => {
  const lines: string[] = [];
  const t = useTestApp({ config: { logLevel: 'info' }, logTo: { write: (line) => lines.push(line) } });

  it('leaves out the token of a printshop stream’s URL, and keeps the rest', async () => {
    const res = await t.app.inject({ url: '/api/pub/tasks/task-1/supplier-1/live?t=s3cret.token&x=1' });
    expect(res.statusCode).toBe(404);
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url).filter(Boolean);
    expect(urls).toEqual(['/api/pub/tasks/task-1/supplier-1/live?t=[redacted]&x=1']);
    expect(lines.join('\n')).not.toContain('s3cret');
  });

  it.each([
    ['/live?t=abc', '/live?t=[redacted]'],
    ['/live?x=1&t=abc#f', '/live?x=1&t=[redacted]#f'],
    ['/api/tasks?state=open', '/api/tasks?state=open'],
    ['/api/tasks?at=1', '/api/tasks?at=1'],
  ])('%s is logged as %s', (url, logged) => {
    expect(withoutToken(url)).toBe(logged);
  });
});
