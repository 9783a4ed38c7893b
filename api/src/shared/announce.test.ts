import { describe, expect, it } from 'vitest';
import { logCapture } from '../test/log-capture.js';
import { announcer, boxed } from './announce.js';

const stream = (isTTY: boolean) => {
  const written: string[] = [];
  return { out: { isTTY, write: (s: string) => written.push(s) } as unknown as NodeJS.WriteStream, written };
};

describe('announcements (issue 42: the owner password a person sees)', () => {
  it('frames the lines in a box of one width, counting "ë" as one character', () => {
    const box = boxed('Owner account', ["Created owner account 'owner' with password: abc", 'Shënim: një herë']).split('\n').filter(Boolean);
    expect(new Set(box.map((l) => [...l].length)).size).toBe(1);
    expect(box[1]).toBe("║ Created owner account 'owner' with password: abc ║");
  });

  it('writes the box to a terminal, and one log line without a literal "\\n" elsewhere', () => {
    const tty = stream(true);
    const log = logCapture('info');
    announcer(log.logger, tty.out)('Owner account', ['password: abc', '(shown once)']);
    expect(tty.written.join('')).toContain('║ password: abc');
    expect(log.lines()).toEqual([]);
    const piped = stream(false);
    announcer(log.logger, piped.out)('Owner account', ['password: abc', '(shown once)']);
    expect(piped.written).toEqual([]);
    expect(log.lines()[0]).toMatchObject({ level: 40, msg: 'Owner account: password: abc (shown once)' });
  });
});
