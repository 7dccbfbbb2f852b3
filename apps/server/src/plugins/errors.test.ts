import { describe, expect, it } from 'vitest';
import { MSG } from '@dodam/contracts';
import { databaseErrorReply, jsonDepth } from './errors.js';

describe('databaseErrorReply', () => {
  it('answers text PostgreSQL cannot store as bad input', () => {
    expect(databaseErrorReply('22021')).toEqual({ status: 422, detail: MSG.unstorableText });
    expect(databaseErrorReply('22P05')).toEqual({ status: 422, detail: MSG.unstorableText });
    expect(databaseErrorReply('22001')).toEqual({ status: 400, detail: MSG.badRequest });
  });
  it('answers a deadlock, a serialization failure or a lock timeout with 409 and a retry hint', () => {
    for (const code of ['40P01', '40001', '55P03']) expect(databaseErrorReply(code)).toEqual({ status: 409, detail: MSG.concurrentUpdate });
  });
  it('answers a unique-key race with 409', () => {
    expect(databaseErrorReply('23505')).toEqual({ status: 409, detail: MSG.duplicateRecord });
  });
  it('leaves every other error to the 500 path', () => {
    for (const code of [undefined, '23503', '42P01', 'ECONNREFUSED']) expect(databaseErrorReply(code)).toBeNull();
  });
});

describe('jsonDepth', () => {
  it('counts nesting outside strings only', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[["}]}')).toBe(3);
    expect(jsonDepth('"plain"')).toBe(0);
  });
});
