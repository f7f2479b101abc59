import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractContentWords } from './extract-content-words';
import { isStopWord } from './stop-words';

describe('extractContentWords', () => {
  it('keeps names like gpt-5, node.js and c++ whole, splits open-source, drops stop words and numbers', () => {
    expect(extractContentWords('OpenAI ships GPT-5 for Node.js and C++ developers: open-source, 2025 and the news')).toEqual([
      'openai',
      'ship',
      'gpt-5',
      'node.js',
      'c++',
      'developer',
      'open',
      'source',
    ]);
  });

  it('reads words of any script and strips plurals and possessives', () => {
    expect(extractContentWords('Équipes agiles und Führungskräfte')).toEqual(['équipe', 'agile', 'und', 'führungskräfte']);
    expect(extractContentWords('companies’ strategies')).toEqual(['company', 'strategy']);
    expect(extractContentWords("Nvidia's chips")).toEqual(['nvidia', 'chip']);
  });

  it('drops links and contractions typed with either apostrophe', () => {
    expect(extractContentWords('I’m sure we’re right: https://example.com/ai-pricing pricing')).toEqual(['sure', 'pricing']);
  });

  it('never gives a stop word, whatever the text', () => {
    const words = fc.constantFrom('the', 'of', 'new', "we're", 'don’t', 'Says', 'THE', 'pricing', 'AI', 'teams', 'C++', '42');
    const separators = fc.constantFrom(' ', ', ', '. ', ' - ', '\n', ': ');
    fc.assert(
      fc.property(fc.array(fc.tuple(words, separators), { maxLength: 20 }), (parts) => {
        const text = parts.map(([word, separator]) => word + separator).join('');
        for (const word of extractContentWords(text)) expect(isStopWord(word), `${word} in ${text}`).toBe(false);
      }),
    );
  });
});
