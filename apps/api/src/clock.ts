// The one clock the server's background work reads "now" from. In production it is the system
// time. Only the test environment (APP_ENV=test) gets a movable clock: browser journeys move it
// forward (to the day a report window opens, say) and run the due jobs at once, instead of
// waiting for the day to come.

export interface Clock {
  now(): Date;
}

/** The system time. */
export const systemClock: Clock = { now: () => new Date() };

export interface MovableClock extends Clock {
  /** From now on the clock reads `instant` plus the real time passed since; never backwards. */
  moveTo(instant: Date): void;
  /** Back to the system time. */
  reset(): void;
}

/** A clock that reads the system time until it is moved forward. */
export function createMovableClock(): MovableClock {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  return {
    now,
    moveTo(instant) {
      const ahead = instant.getTime() - now().getTime();
      if (!(ahead >= 0)) throw new RangeError('The clock only moves forward.');
      offsetMs += ahead;
    },
    reset() {
      offsetMs = 0;
    },
  };
}

export function isMovableClock(clock: Clock): clock is MovableClock {
  return 'moveTo' in clock;
}
