import { describe, expect, it } from 'vitest';
import { disjoint, findSpot, locate, mapOffset, relocate, serverTextOf, withContext } from './locate';

describe('locating findings in the editor text', () => {
  it('rebuilds the server text from its marked HTML', () => {
    expect(serverTextOf('加大<mark class="proofread-mark" data-id="a">姿金</mark>投入<br>A &amp; B &lt;c&gt;')).toBe(
      '加大姿金投入\nA & B <c>',
    );
  });

  it('maps offsets of a trimmed, collapsed server text back to the editor text', () => {
    const client = '\n\n\n坚持人民至上，坚持人民至上。\n\n\n\n加大姿金投入。';
    const server = '坚持人民至上，坚持人民至上。\n\n加大姿金投入。';
    // the second 坚持, not the first
    const second = server.indexOf('坚持', 1);
    expect(locate(server, client, second, second + 2)).toMatchObject({
      from: client.indexOf('坚持', 4),
      to: client.indexOf('坚持', 4) + 2,
    });
    const wrong = server.indexOf('姿金');
    const spot = locate(server, client, wrong, wrong + 2);
    expect(client.slice(spot?.from, spot?.to)).toBe('姿金');
    // an insertion point is found by its surroundings
    const at = server.indexOf('人民至上。');
    const ins = locate(server, client, at, at);
    expect(ins?.from).toBe(client.indexOf('人民至上。'));
    expect(ins?.to).toBe(ins?.from);
  });

  it('finds a spot again after the user typed before it, and gives up when its text is gone', () => {
    const text = '加大姿金投入';
    const spot = withContext(text, { from: 2, to: 4 });
    expect(relocate(`前言。${text}`, spot, '姿金')).toMatchObject({ from: 5, to: 7 });
    expect(relocate('加大资金投入', spot, '姿金')).toBeNull();
    expect(findSpot('abc', '', '', '', 0)).toBeNull();
  });

  it('maps offsets through several changes, and keeps only changes that do not cross', () => {
    const changes = [
      { from: 2, to: 4, text: 'xyz' },
      { from: 6, to: 6, text: '，' },
    ];
    expect(mapOffset(1, changes)).toBe(1);
    expect(mapOffset(4, changes)).toBe(5);
    expect(mapOffset(6, changes, 'after')).toBe(8);
    expect(mapOffset(6, changes, 'before')).toBe(7);
    const kept = disjoint([
      { from: 5, to: 8, text: '' },
      { from: 2, to: 6, text: 'a' },
      { from: 8, to: 8, text: 'b' },
      { from: 8, to: 9, text: 'c' },
    ]);
    expect(kept.map((c) => c.text)).toEqual(['a', 'b']);
  });
});
