import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createPublishLimits } from './publish-limits';

describe('publish limits', () => {
  it('never runs two posts of one member at once, and never more than the bound in all', async () => {
    const limits = createPublishLimits(3);
    const running = new Map<string, number>();
    let most = 0;
    let mostForOneMember = 0;
    const order: string[] = [];
    const work = (member: string, label: string) =>
      limits.run(member, async () => {
        running.set(member, (running.get(member) ?? 0) + 1);
        mostForOneMember = Math.max(mostForOneMember, running.get(member) ?? 0);
        most = Math.max(
          most,
          [...running.values()].reduce((a, b) => a + b, 0),
        );
        await sleep(5);
        order.push(label);
        running.set(member, (running.get(member) ?? 1) - 1);
        return label;
      });
    const results = await Promise.all([
      work('ada', 'ada-1'),
      work('ada', 'ada-2'),
      work('ada', 'ada-3'),
      ...['b', 'c', 'd', 'e', 'f'].map((m) => work(m, `${m}-1`)),
    ]);
    expect(results).toHaveLength(8);
    expect(mostForOneMember).toBe(1);
    expect(most).toBeLessThanOrEqual(3);
    expect(order.filter((l) => l.startsWith('ada'))).toEqual(['ada-1', 'ada-2', 'ada-3']);
    expect(limits.inFlight).toBe(0);
  });

  it('lets a member’s next post go after one that failed', async () => {
    const limits = createPublishLimits(1);
    const failing = limits.run('ada', () => Promise.reject(new Error('LinkedIn said no')));
    const next = limits.run('ada', () => Promise.resolve('sent'));
    await expect(failing).rejects.toThrow('LinkedIn said no');
    await expect(next).resolves.toBe('sent');
  });
});
