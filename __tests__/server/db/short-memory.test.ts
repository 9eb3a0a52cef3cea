import { setTimeout as sleep } from 'node:timers/promises';
import { ShortMemory, shortMemoryOf } from '../../../server/db/short-memory';

/** A load that counts its calls and answers what `next` holds when it is called. */
function counted<V>(first: V) {
  const load = Object.assign(
    async () => {
      load.calls += 1;
      return load.next;
    },
    { calls: 0, next: first },
  );
  return load;
}

describe('ShortMemory', () => {
  it('answers from memory within its window and reads again after it', async () => {
    const memory = new ShortMemory<string>(40);
    const load = counted('one');
    expect(await memory.read('a', load)).toBe('one');
    load.next = 'two';
    expect(await memory.read('a', load)).toBe('one');
    expect(load.calls).toBe(1);
    await sleep(60);
    expect(await memory.read('a', load)).toBe('two');
    expect(load.calls).toBe(2);
  });

  it('shares one read between requests that arrive while it runs', async () => {
    const memory = new ShortMemory<number>(1000);
    let release!: (value: number) => void;
    let calls = 0;
    const load = () => {
      calls += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const answers = Promise.all([memory.read('k', load), memory.read('k', load), memory.read('k', load)]);
    release(7);
    expect(await answers).toEqual([7, 7, 7]);
    expect(calls).toBe(1);
  });

  it('reads again after a forget, and does not keep a read that was under way when it happened', async () => {
    const memory = new ShortMemory<string>(1000);
    let release!: (value: string) => void;
    const slow = memory.read('user', () => new Promise<string>((resolve) => (release = resolve)));
    memory.forget();
    release('before the write');
    expect(await slow).toBe('before the write');
    const load = counted('after the write');
    expect(await memory.read('user', load)).toBe('after the write');
    expect(await memory.read('user', load)).toBe('after the write');
    expect(load.calls).toBe(1);
    memory.forget((key) => key === 'user');
    load.next = 'changed again';
    expect(await memory.read('user', load)).toBe('changed again');
  });

  it('remembers neither nothing nor a failure', async () => {
    const memory = new ShortMemory<string | null>(1000);
    const load = counted<string | null>(null);
    await memory.read('missing', load);
    await memory.read('missing', load);
    expect(load.calls).toBe(2);
    await expect(memory.read('broken', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memory.read('broken', async () => 'back')).toBe('back');
  });

  it('keeps one memory per owner and name', () => {
    const owner = {};
    expect(shortMemoryOf(owner, 'users', 1000)).toBe(shortMemoryOf(owner, 'users', 1000));
    expect(shortMemoryOf(owner, 'users', 1000)).not.toBe(shortMemoryOf({}, 'users', 1000));
    expect(shortMemoryOf(owner, 'users', 1000)).not.toBe(shortMemoryOf(owner, 'keys', 1000));
  });
});
