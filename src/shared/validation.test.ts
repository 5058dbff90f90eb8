import { describe, expect, it } from 'vitest';
import { issue, parseIssue, validationSentence } from './validation.ts';

describe('validation issues', () => {
  it('carry a key and parameters through the message and back', () => {
    expect(issue('tooLong', { max: 200 })).toBe('tooLong?max=200');
    expect(parseIssue(issue('tooLong', { max: 200 }))).toEqual({ key: 'tooLong', params: { max: '200' } });
    expect(parseIssue(issue('required'))).toEqual({ key: 'required', params: {} });
  });

  it("read zod's own messages (a wrong type) as invalid", () => {
    expect(parseIssue('Invalid input: expected string, received number')).toEqual({ key: 'invalid', params: {} });
    expect(parseIssue('toString?x=1')).toEqual({ key: 'invalid', params: {} });
  });

  it('say the English sentence with the parameters filled in', () => {
    expect(validationSentence(parseIssue(issue('tooLong', { max: 200 })))).toBe('Must have at most 200 characters');
    expect(validationSentence({ key: 'required', params: {} })).toBe('Field is required');
  });
});
