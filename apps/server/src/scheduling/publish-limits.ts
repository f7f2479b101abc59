/**
 * Bounds on what one process sends to LinkedIn at once (decision 015): at most `maxInFlight`
 * posts, and one member's posts one after the other, so a member with a burst of posts cannot take
 * every slot and LinkedIn never sees two of one member's posts racing each other.
 */
export interface PublishLimits {
  run<T>(memberId: string, work: () => Promise<T>): Promise<T>;
  readonly inFlight: number;
}

export function createPublishLimits(maxInFlight: number): PublishLimits {
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const lastOfMember = new Map<string, Promise<unknown>>();

  const acquire = async () => {
    if (inFlight < maxInFlight) {
      inFlight += 1;
      return;
    }
    // The slot is handed over by release(), so inFlight is not incremented here.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else inFlight -= 1;
  };

  return {
    get inFlight() {
      return inFlight;
    },
    async run(memberId, work) {
      const previous = lastOfMember.get(memberId) ?? Promise.resolve();
      const mine = previous
        .catch(() => undefined)
        .then(async () => {
          await acquire();
          try {
            return await work();
          } finally {
            release();
          }
        });
      lastOfMember.set(memberId, mine);
      try {
        return await mine;
      } finally {
        if (lastOfMember.get(memberId) === mine) lastOfMember.delete(memberId);
      }
    },
  };
}
