import { describe, expect, it } from 'vitest';
import {
  finishRetelling,
  hasOwnVerb,
  ingOf,
  lemmaOfPast,
  lemmaOfThirdPerson,
  participleOf,
  retellAngle,
  retellHeadline,
} from './retell-title';

const retold = (title: string, verb: string) => retellHeadline(title, title.split(' ').indexOf(verb));

describe('retellHeadline', () => {
  it('tells an event that is over in the perfect and one going on in the progressive', () => {
    expect(retold('Northwind Cloud outage knocks thousands of apps offline for six hours', 'knocks')).toBe(
      'Northwind Cloud outage has knocked thousands of apps offline for six hours.',
    );
    expect(retold('New chip export rules leave hardware makers scrambling', 'leave')).toBe(
      'New chip export rules are leaving hardware makers scrambling.',
    );
    expect(retold('Cold email reply rates hit a new low as AI SDR tools flood inboxes', 'hit')).toBe(
      'Cold email reply rates have hit a new low as AI SDR tools flood inboxes.',
    );
    // A verb the caller's lists did not know comes before the one it found, inside a clause.
    expect(retold('B2B deal cycles stretch as procurement adds AI security reviews', 'adds')).toBe(
      'B2B deal cycles are stretching as procurement adds AI security reviews.',
    );
    // A second clause keeps the tense of the first.
    expect(retold('Central bank signals first interest rate cut of the year and markets rally', 'signals')).toBe(
      'Central bank is signaling first interest rate cut of the year and markets are rallying.',
    );
    expect(retold('Workers now rank learning new skills above promotion', 'rank')).toBe(
      'Workers are now ranking learning new skills above promotion.',
    );
  });

  it('gives a headline’s passive its missing verb, and finds the verb after a noun the lists know as one', () => {
    expect(retold('Return-to-office mandates linked to higher attrition among senior staff', 'linked')).toBe(
      'Return-to-office mandates have been linked to higher attrition among senior staff.',
    );
    expect(retold('Popular LLM benchmark found in training data, inflating model scores', 'found')).toBe(
      'Popular LLM benchmark has been found in training data, inflating model scores.',
    );
    expect(retold('Fabrikam’s surprise CEO exit puts succession planning in focus', 'exit')).toBe(
      'Fabrikam’s surprise CEO exit is putting succession planning in focus.',
    );
  });

  it('leaves alone what it cannot retell safely', () => {
    // Already a sentence, told in the past, a noun after an article, a verb inside a clause.
    expect(retold('Solo founders are reaching $1M ARR with AI agents', 'are')).toBe(null);
    expect(retold('AI startups took half of all seed funding last quarter', 'took')).toBe(null);
    expect(retold('The rise of the one-person startup: solo founders and AI agents', 'rise')).toBe(null);
    expect(retold('Ten subject lines that doubled our newsletter open rate', 'open')).toBe(null);
  });
});

describe('retellAngle', () => {
  it('asks a how or what title’s question and states a why title’s thesis', () => {
    expect(retellAngle('What steady ETF inflows mean for active managers')).toEqual({
      sentence: 'What do steady ETF inflows mean for active managers?',
      subject: null,
    });
    expect(retellAngle('What the current funding climate means for early-stage founders')?.sentence).toBe(
      'What does the current funding climate mean for early-stage founders?',
    );
    expect(retellAngle('What AI coding assistants really change in a team’s workflow')?.sentence).toBe(
      'What do AI coding assistants really change in a team’s workflow?',
    );
    expect(retellAngle('Why buyers go quiet after a great demo')?.sentence).toBe('Buyers go quiet after a great demo.');
    // Found by a held-out set of headlines no rule was written from: a modal asks the question itself.
    expect(retellAngle('What a recession would mean for B2B software buyers')?.sentence).toBe(
      'What would a recession mean for B2B software buyers?',
    );
    // The thirty-seventh review read the thesis of a figure, told without its "Why", as the headline pasted.
    expect(retellAngle('Why sales forecast accuracy is still below 50% at most companies')).toEqual({
      sentence: null,
      subject: 'sales forecast accuracy',
    });
    expect(retellAngle('Why most onboarding fails in the first week')).toEqual({ sentence: null, subject: 'onboarding' });
  });

  it('names the subject of a how-to, a lesson, a guide or someone else’s project, never their "I" or "we"', () => {
    const subject = (title: string) => retellAngle(title)?.subject;
    expect(subject('How to read a cash flow statement in ten minutes')).toBe('reading a cash flow statement in ten minutes');
    expect(subject('After the layoff: how to rebuild confidence and momentum')).toBe(
      'rebuilding confidence and momentum after the layoff',
    );
    expect(subject('How sales teams built a partner channel from zero')).toBe('building a partner channel from zero');
    expect(subject('How founders got their first 100 customers without ads')).toBe('getting the first 100 customers without ads');
    expect(subject('What one team learned running LinkedIn ads for a year')).toBe('running LinkedIn ads for a year');
    expect(subject('What journaling for a year taught me')).toBe('journaling for a year');
    expect(subject('A visual guide to how browsers render a page')).toBe('how browsers render a page');
    expect(subject('I built an invoicing tool for freelancers')).toBe('an invoicing tool for freelancers');
    expect(subject('My weekly review template')).toBe('a weekly review template');
    expect(subject('The best managers I had all did this one thing')).toBe('the best managers');
    expect(retellAngle('Why I stopped switching note-taking apps')).toBe(null);
    expect(retellAngle('Discovery calls: how to find the economic buyer early')).toBe(null);
    expect(retellAngle('Does Fabrikam Chat’s focus mode fix notification overload?')?.sentence).toBe(
      'Does Fabrikam Chat’s focus mode really fix notification overload?',
    );
    expect(subject('Reading more books with a busy schedule: a reading habit that fits')).toBe(
      'reading more books with a busy schedule',
    );
    expect(subject('Build, buy or wait: choosing tools in a crowded AI market')).toBe('choosing tools in a crowded AI market');
    expect(subject('From notebook to production: where models go to die')).toBe('the road from notebook to production');
    expect(subject('Exit interviews nobody reads, and how to fix that')).toBe('Exit interviews nobody reads');
    expect(retellAngle('Can a solo founder scale? Lessons from three one-person startups')?.sentence).toBe(
      'Can a solo founder scale?',
    );
    expect(retellAngle('After the Fabrikam shock, what should boards ask about succession?')?.sentence).toBe(
      'What should boards ask about succession after the Fabrikam shock?',
    );
    // A finding the reader never sees is no setting.
    expect(retellAngle('After the benchmark contamination finding, how should teams evaluate LLMs?')?.sentence).toBe(
      'How should teams evaluate LLMs?',
    );
  });
});

describe('finishRetelling', () => {
  // The story's names, as gather-topic-facts reads them from its other texts.
  const names = new Set(['Northwind', 'Contoso']);
  const finish = (title: string, told = `${title}.`) => finishRetelling(told, title, new Set(), names);
  it('drops a pointer at unseen data, splits a semicolon, puts a time or a circumstance first', () => {
    expect(
      finish(
        'Leaders rethink return-to-office mandates after new attrition data',
        'Leaders are rethinking return-to-office mandates after new attrition data.',
      ),
    ).toBe('Leaders are rethinking return-to-office mandates.');
    // Headlinese's missing article is given back to a singular institution with no name of its own.
    expect(
      finish(
        'Central bank signals first interest rate cut of the year and markets rally',
        'Central bank is signaling first interest rate cut of the year and markets are rallying.',
      ),
    ).toBe('The central bank is signaling the first interest rate cut of the year and markets are rallying.');
    // The object's article too, and only before a noun (the thirty-seventh review).
    expect(finish('Northwind raises first round', 'Northwind has raised first round.')).toBe(
      'Northwind has raised the first round.',
    );
    expect(finish('Kestrel ranks first in tests', 'Kestrel has ranked first in tests.')).toBe(
      'Kestrel has ranked first in tests.',
    );
    expect(finish('Northwind Bank earnings miss', 'Northwind Bank earnings have missed.')).toBe(
      'Northwind Bank earnings have missed.',
    );
    // A headline that has its article keeps it: "The the bank" and "The a startup" were the rule's first slip.
    expect(finish('The bank is cutting rates', 'The bank is cutting rates.')).toBe('The bank is cutting rates.');
    expect(finish('A startup is rethinking pricing', 'A startup is rethinking pricing.')).toBe(
      'A startup is rethinking pricing.',
    );
    // "In first independent tests": tests the reader never sees (the twenty-ninth review).
    expect(
      finish(
        'Kestrel 2 open-weight model tops coding benchmarks in first independent tests',
        'Kestrel 2 open-weight model has topped coding benchmarks in first independent tests.',
      ),
    ).toBe('Kestrel 2 open-weight model has topped coding benchmarks.');
    expect(finish('AI SDR tools promised pipeline; cold email reply rates say otherwise')).toBe(
      'AI SDR tools promised pipeline. Cold email reply rates say otherwise.',
    );
    expect(
      finish(
        'Northwind Cloud outage knocks thousands of apps offline for six hours',
        'Northwind Cloud outage has knocked thousands of apps offline for six hours.',
      ),
    ).toBe('For six hours, Northwind Cloud outage knocked thousands of apps offline.');
    expect(finish('AI startups took half of all seed funding last quarter')).toBe(
      'Last quarter, AI startups took half of all seed funding.',
    );
    expect(
      finish('Contoso ends its four-day week trial after a year', 'Contoso has ended its four-day week trial after a year.'),
    ).toBe('After a year, Contoso ended its four-day week trial.');
    // A first word that may or may not be a name keeps the headline's order.
    expect(
      finish('Venture capital firms raise smaller funds in 2024', 'Venture capital firms have raised smaller funds in 2024.'),
    ).toBe('Venture capital firms have raised smaller funds in 2024.');
    // The circumstance first, as a person tells the news; an "as" that compares stays where it is.
    expect(
      finish(
        'Employers bring back in-person interviews as candidates use AI tools',
        'Employers are bringing back in-person interviews as candidates use AI tools.',
      ),
    ).toBe('Employers are bringing back in-person interviews as candidates use AI tools.');
    expect(
      finishRetelling(
        'Employers are bringing back in-person interviews as candidates use AI tools.',
        'Employers bring back in-person interviews as candidates use AI tools',
        new Set(['employers']),
      ),
    ).toBe('As candidates use AI tools, employers are bringing back in-person interviews.');
    // An event named only by how it felt is left out: the reader cannot place "the Fabrikam shock".
    expect(
      finish(
        'Boards revisit CEO succession plans after the Fabrikam shock',
        'Boards are revisiting CEO succession plans after the Fabrikam shock.',
      ),
    ).toBe('Boards are revisiting CEO succession plans.');
    expect(
      finish(
        'Middle managers now oversee twice as many reports after the flattening',
        'Middle managers are now overseeing twice as many reports after the flattening.',
      ),
    ).toBe('Middle managers are now overseeing twice as many reports.');
    expect(
      finish('Middle managers now oversee twice as many reports', 'Middle managers are now overseeing twice as many reports.'),
    ).toBe('Middle managers are now overseeing twice as many reports.');
  });
});

describe('hasOwnVerb', () => {
  it('tells a sentence from a noun phrase, whatever list knows its verb', () => {
    expect(hasOwnVerb('CFOs ask for proof')).toBe(true);
    expect(hasOwnVerb('Sales forecast accuracy starts with honest pipeline hygiene')).toBe(true);
    expect(hasOwnVerb('Cloud costs')).toBe(false);
    expect(hasOwnVerb('Discovery call questions that uncover the real business problem')).toBe(false);
    expect(hasOwnVerb('The biggest change in developer tools over the past year')).toBe(false);
  });

  it('never changes the tense of a claim, only of an event', () => {
    expect(retold('Sales forecast accuracy starts with honest pipeline hygiene', 'starts')).toBe(null);
    expect(retold('Commission plan changes at Contoso spark a sales rep exodus', 'changes')).toBe(
      'Commission plan changes at Contoso are sparking a sales rep exodus.',
    );
    expect(retold('Northwind Bank shares slide after an earnings miss', 'shares')).toBe(
      'Northwind Bank shares are sliding after an earnings miss.',
    );
  });
});

describe('a sentence is never a subject', () => {
  it('finds verbs no list knows where headlines put them (a held-out set of headlines)', () => {
    for (const title of ['Europe fines Meta over data transfers', 'Remote workers log longer hours than office peers'])
      expect(hasOwnVerb(title)).toBe(true);
    expect(hasOwnVerb('US founders and their runway problem')).toBe(false);
    // "back" is a particle there, not the headline's verb: left alone rather than "orders staff are backing".
    expect(retold('Amazon orders staff back to the office five days a week', 'orders')).toBe(null);
  });
});

describe('verb forms', () => {
  it('spells the forms a retelling needs', () => {
    expect(['leaves', 'misses', 'flies', 'pushes'].map(lemmaOfThirdPerson)).toEqual(['leave', 'miss', 'fly', 'push']);
    expect(['built', 'released', 'shipped', 'learned', 'linked'].map(lemmaOfPast)).toEqual([
      'build',
      'release',
      'ship',
      'learn',
      'link',
    ]);
    expect(['cut', 'leave', 'die', 'run', 'revisit'].map(ingOf)).toEqual([
      'cutting',
      'leaving',
      'dying',
      'running',
      'revisiting',
    ]);
    expect(['knock', 'cut', 'drop', 'release', 'rise'].map(participleOf)).toEqual([
      'knocked',
      'cut',
      'dropped',
      'released',
      'risen',
    ]);
  });
});
