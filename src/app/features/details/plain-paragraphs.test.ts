import { describe, expect, it } from 'vitest';
import { plainParagraphs } from './plain-paragraphs.ts';

describe('plain paragraphs of a stored text', () => {
  it('splits paragraphs and drops the tags', () => {
    expect(plainParagraphs('<p>Program: <strong>ochutnávky</strong>.</p><p>Cimbálová muzika</p>')).toEqual([
      'Program: ochutnávky.',
      'Cimbálová muzika',
    ]);
  });

  it('decodes entities and drops scripts with their content', () => {
    expect(plainParagraphs('<p>Víno &amp; jídlo &#8211; 5&nbsp;Kč</p><script>alert(1)</script>')).toEqual([
      'Víno & jídlo – 5\u00a0Kč',
    ]);
  });

  it('treats plain text with blank lines as paragraphs', () => {
    expect(plainParagraphs('První odstavec\n\nDruhý')).toEqual(['První odstavec', 'Druhý']);
    expect(plainParagraphs('')).toEqual([]);
  });
});
