import { describe, expect, it } from 'vitest';
import { learnWritingHabits } from './learn-writing-habits';
import { measureText } from './measure-text';

const habitsOf = (posts: string[]) => learnWritingHabits(posts.map((p) => measureText(p)));

const HABITS = ['design', 'feedback', 'typography', 'client work', 'sketching'];
const lowercase = HABITS.map((h, i) =>
  [
    `been thinking about ${h} a lot lately…`,
    `honestly ${h} is just about paying attention`,
    i % 2 ? 'and i don’t think that changes…' : 'and that’s fine, i think',
    'it’s mostly about showing up',
    'anyway, more soon',
  ].join('\n\n'),
);

describe('learning how a member writes', () => {
  it('reads casing, glyphs and line endings from their posts', () => {
    const habits = habitsOf(lowercase);
    expect(habits.lowercaseStarts).toBeGreaterThan(0.9);
    expect(habits.lowercaseI).toBe(1);
    expect(habits.apostrophe).toBe('’');
    expect(habits.ellipsis).toBe('…');
    expect(habits.lineEndings['.']).toBe(0);
    expect(habits.lineEndings['']).toBeGreaterThan(0.5);
    expect(habits.openers.map((o) => o.text)).toEqual(expect.arrayContaining(['and']));
  });

  it('never takes an ordinal that opens their lists for a lead-in ("First, these views are my own …")', () => {
    const posts = HABITS.map((h) =>
      [`A note on ${h}.`, `First, ${h} needs an owner; second, a budget; third, a date.`, 'Views my own.'].join('\n\n'),
    );
    expect(habitsOf(posts).openers.map((o) => o.text)).not.toContain('First,');
  });

  it('never takes "Then" from their stories for a lead-in: before an argument it tells a sequence that is not there', () => {
    const posts = HABITS.map((h) =>
      [`It began with ${h}.`, 'Then came the sentence I still repeat.', 'Then the room went quiet.', 'And that was it.'].join(
        '\n\n',
      ),
    );
    const openers = habitsOf(posts).openers.map((o) => o.text);
    expect(openers).not.toContain('Then');
    expect(openers).toContain('And');
  });

  it('finds the frames they fill with a new subject, and the lines they repeat', () => {
    const habits = habitsOf(lowercase);
    expect(habits.frames.frames).toEqual(expect.arrayContaining(['honestly {} is just about paying attention']));
    expect(habits.stockLines.lines).toContain('it’s mostly about showing up');
  });

  it('never keeps advice about a thing as a frame, nor a line that introduces something or has a gap in it', () => {
    const tools = ['reporting', 'queues', 'search', 'caching'];
    const posts = tools.map((t) =>
      [
        `Shipping notes, ${t} edition.`,
        `Use Postgres for ${t}, nothing more.`,
        `Pair monoliths with ${t} sometimes.`,
        "Here's the playbook:",
        "That's the whole point of .",
        'Ship it.',
      ].join('\n'),
    );
    const habits = habitsOf(posts);
    expect(habits.frames.frames.filter((f) => /Postgres|monoliths/.test(f))).toEqual([]);
    expect(habits.stockLines.lines).not.toContain("Here's the playbook:");
    expect(habits.stockLines.lines).not.toContain("That's the whole point of .");
  });

  it('never keeps a frame or a repeated line that tells the member’s history or speaks about them', () => {
    const posts = HABITS.map((h) =>
      [`We got ${h} wrong in March.`, `The fix for ${h} was three lines.`, 'Our customers never read the docs.', 'Done.'].join(
        '\n',
      ),
    );
    const habits = habitsOf(posts);
    expect(habits.frames.frames).toEqual([]);
    expect(habits.stockLines.lines).toEqual([]);
  });
});
