import { describe, expect, it } from 'vitest';
import { Utf8Builder } from './utf8-builder.ts';

describe('utf8 builder', () => {
  it('encodes pieces one after another and repeats bytes already written', () => {
    const builder = new Utf8Builder(4);
    builder.write('["Valtice",');
    const start = builder.size;
    builder.write('"Břeclav"');
    const end = builder.size;
    builder.write(',');
    builder.repeat(start, end);
    builder.write(']');
    expect(builder.copyFrom(0).toString()).toBe('["Valtice","Břeclav","Břeclav"]');
    expect(builder.copyFrom(start).toString()).toBe('"Břeclav","Břeclav"]');
  });

  it('starts over after reset, and what it returned is not overwritten', () => {
    const builder = new Utf8Builder(8);
    builder.write('první');
    const first = builder.copyFrom(0);
    builder.reset();
    builder.write('druhý');
    expect([first.toString(), builder.copyFrom(0).toString()]).toEqual(['první', 'druhý']);
  });
});
