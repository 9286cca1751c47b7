import { describe, expect, it } from 'vitest';
import { createRenderSlots } from './render-slots.server';

describe('render slots', () => {
  it('lets as many renders run as it has slots; the next waits for one to end', async () => {
    const slots = createRenderSlots(2);
    const first = await slots.acquire();
    const second = await slots.acquire();
    let thirdStarted = false;
    const third = slots.acquire().then((release) => {
      thirdStarted = true;
      return release;
    });
    await Promise.resolve();
    expect(thirdStarted).toBe(false);
    expect(slots.running).toBe(2);
    expect(slots.waiting).toBe(1);
    first();
    const releaseThird = await third;
    expect(thirdStarted).toBe(true);
    expect(slots.running).toBe(2);
    second();
    releaseThird();
    expect(slots.running).toBe(0);
  });

  it('serves waiting renders in arrival order', async () => {
    const slots = createRenderSlots(1);
    const release = await slots.acquire();
    const order: number[] = [];
    const waiting = [1, 2, 3].map((n) =>
      slots.acquire().then((next) => {
        order.push(n);
        next();
      }),
    );
    release();
    await Promise.all(waiting);
    expect(order).toEqual([1, 2, 3]);
  });

  it('frees a slot once, however often it is released', async () => {
    const slots = createRenderSlots(1);
    const release = await slots.acquire();
    release();
    release();
    expect(slots.running).toBe(0);
    const again = await slots.acquire();
    const other = slots.acquire();
    expect(slots.running).toBe(1);
    again();
    (await other)();
    expect(slots.running).toBe(0);
  });
});
