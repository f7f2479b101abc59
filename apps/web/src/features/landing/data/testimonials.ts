/** Sample quotes from sample people (placeholder content, labelled as such on the page). */
export type Testimonial = { quote: string; name: string; role: string; company: string };

export const testimonials: readonly Testimonial[] = [
  {
    quote: 'I went from posting twice a quarter to three times a week. The drafts sound like me on a good day, not like a robot.',
    name: 'Priya Raman',
    role: 'VP of Engineering',
    company: 'Northwind Labs',
  },
  {
    quote: 'The trending topics are the part I did not know I needed. I open the app and there is always something worth saying.',
    name: 'Marcus Feld',
    role: 'Founder',
    company: 'Feld Advisory',
  },
  {
    quote: 'I review every post before it goes out. It takes me ten minutes on Monday and my week of LinkedIn is done.',
    name: 'Elena Sorensen',
    role: 'Head of Marketing',
    company: 'Brightline Health',
  },
  {
    quote:
      'Importing my LinkedIn export was the turning point. It picked up my short sentences and my habit of ending with a question.',
    name: 'David Okafor',
    role: 'Sales Director',
    company: 'Atlas Freight',
  },
  {
    quote: 'Inbound demo requests doubled after two months of daily posts. Cadence paid for itself in the first week.',
    name: 'Hannah Lee',
    role: 'Account Executive',
    company: 'Cloudpeak',
  },
  {
    quote: 'Smart approval is the right balance for me: the routine posts just happen, and I only step in when it matters.',
    name: 'Tomás Alvarez',
    role: 'Data Science Lead',
    company: 'Quanta Retail',
  },
  {
    quote: 'The calendar view keeps my whole quarter honest. I can see the gaps before they happen.',
    name: 'Grace Whitfield',
    role: 'Career Coach',
    company: 'Whitfield Coaching',
  },
  {
    quote:
      'I was sceptical about AI writing for me. The posts are specific to my field and nobody has guessed they were drafted by a tool.',
    name: 'Yusuf Demir',
    role: 'CFO',
    company: 'Meridian Capital',
  },
  {
    quote: 'Our HR team uses it to keep our employer brand active without adding headcount. Setup took an afternoon.',
    name: 'Sofia Martins',
    role: 'People Partner',
    company: 'Lumen Studios',
  },
];
