/**
 * Aho–Corasick over UTF-16 code units: every occurrence of every pattern in one pass over a
 * text. Each pattern carries a value (a sensitive word's entry, a term's length), reported with
 * the position where the occurrence ends.
 */
export class PatternAutomaton<T> {
  private readonly next: Map<string, number>[] = [new Map()];
  private readonly fail: number[] = [0];
  /** Per state, the values of the patterns ending there: its own first, then its failure state's. */
  private readonly out: T[][] = [[]];

  constructor(patterns: Iterable<readonly [string, T]>) {
    for (const [pattern, value] of patterns) {
      let state = 0;
      for (let i = 0; i < pattern.length; i++) {
        const ch = pattern[i];
        let s = this.next[state].get(ch);
        if (s === undefined) {
          s = this.next.length;
          this.next.push(new Map());
          this.fail.push(0);
          this.out.push([]);
          this.next[state].set(ch, s);
        }
        state = s;
      }
      this.out[state].push(value);
    }
    // Breadth-first failure links; each state inherits the outputs of its failure state.
    const queue: number[] = [...this.next[0].values()];
    for (let q = 0; q < queue.length; q++) {
      const s = queue[q];
      for (const [ch, t] of this.next[s]) {
        let f = this.fail[s];
        while (f > 0 && !this.next[f].has(ch)) f = this.fail[f];
        const g = this.next[f].get(ch);
        this.fail[t] = g !== undefined && g !== t ? g : 0;
        this.out[t] = this.out[t].concat(this.out[this.fail[t]]);
        queue.push(t);
      }
    }
  }

  /**
   * Calls `hit(end, value)` for each occurrence in text[from, to) (`end` exclusive), in text order;
   * stops, and returns true, as soon as `hit` returns true.
   */
  scan(text: string, hit: (end: number, value: T) => boolean | undefined, from = 0, to = text.length): boolean {
    let state = 0;
    for (let i = from; i < to; i++) {
      const ch = text[i];
      while (state > 0 && !this.next[state].has(ch)) state = this.fail[state];
      state = this.next[state].get(ch) ?? 0;
      for (const value of this.out[state]) if (hit(i + 1, value)) return true;
    }
    return false;
  }
}
