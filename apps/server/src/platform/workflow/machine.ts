import { audit } from '../audit/audit';
import { forbidden, illegalState } from '../errors';
import type { WorkflowStep } from './step';

/** What a caller sends with a step that a transition's guard or chooser reads. */
export type StepInput = Readonly<Record<string, unknown>>;

/** Who the caller is for one row: the actor kinds it acts as, and the permissions it holds. */
export interface Who<K extends string> {
  kinds: readonly K[];
  permissions?: ReadonlySet<string>;
}

/** One step of a machine, declared once: the action list, the checks, the move and the docs come from it. */
export interface Transition<Row, K extends string, W extends Who<K> = Who<K>> {
  label: string;
  /** the states the step starts from */
  from: readonly number[];
  /** the state afterwards: one, one of several (`choose` picks), or null when it does not change */
  to: number | readonly number[] | null;
  /** picks the target among `to` from the row and the input (to 14/15/16 by the chosen destination, say) */
  choose?: (row: Row, input: StepInput) => number;
  /** the actor kinds that may take it */
  by: readonly K[];
  /** a permission the caller must also hold */
  permission?: string;
  /** the refusal when the caller is none of `by` (default: 只有…可以…) */
  denied?: string;
  /** the refusal in a state the step does not start from, instead of the default that names state and step */
  refusal?: string;
  /** a further rule of the move: a Chinese refusal, or null */
  guard?: (row: Row, input: StepInput) => string | null;
  /** a further condition for offering the step as an action (beyond state, actor and permission) */
  offer?: (row: Row, who: W) => boolean;
  /** runs after the commit of a step that took this transition */
  effect?: (row: Row, change: Change) => unknown | Promise<unknown>;
  note?: string;
}

export interface Change {
  action: string;
  from: number;
  to: number;
}

/** A line of the trail: the module's history row and the audit row say the same. */
export interface TrailEntry {
  action: string;
  fromState: number | null;
  toState: number | null;
  opinion?: string | null;
  detail?: Record<string, unknown>;
}

export interface MachineSpec<Row, K extends string, A extends string, W extends Who<K>, P, X> {
  /** what the row is called in refusals: 提案, 承办单位 */
  subject: string;
  /** every state with its Chinese label */
  states: Readonly<Record<number, string>>;
  /** every actor kind with its Chinese label */
  actors: Readonly<Record<K, string>>;
  transitions: { readonly [a in A]: Transition<Row, K, W> };
  stateOf: (row: Row) => number;
  /** keeps the caller's copy of the row in step with the database after a move */
  setState: (row: Row, to: number) => void;
  /** writes the new state with the other columns of the step */
  write: (s: WorkflowStep, row: Row, to: number, patch: P) => Promise<void>;
  /** the module's history row of a step (none when the module keeps only the audit) */
  history?: (s: WorkflowStep, row: Row, entry: TrailEntry & X) => Promise<void>;
  /** the audit row's object */
  audit: { objectType: string; objectId: (row: Row) => string };
  /**
   * The states the trail shows, when they are not the row's own: a unit's step is written
   * on the proposal's trail with the proposal's state.
   */
  trail?: { states: (row: Row, from: number | null, to: number | null) => [number | null, number | null]; label: (s: number) => string };
  /** fields of the module's entry (or row) the audit detail carries, placed before the opinion */
  auditDetail?: (entry: TrailEntry & X, row: Row) => Record<string, unknown>;
}

export interface MoveOptions<P, X> {
  /** what the guard and the chooser read */
  input?: StepInput;
  /** the other columns the step changes */
  set?: P;
  /** what the trail says besides action and states (opinion, detail, the module's extras) */
  entry?: Partial<TrailEntry> & X;
}

/** A step whose state, actor and guard have been checked: it moves when committed. */
export interface PendingMove<P, X> {
  commit(opts?: MoveOptions<P, X>): Promise<Change>;
}

export interface Machine<Row, K extends string, A extends string, W extends Who<K>, P, X> {
  readonly spec: MachineSpec<Row, K, A, W, P, X>;
  /** may the step start from this state? */
  can(action: A, state: number): boolean;
  /** checks the actor, the permission, the state and the guard, once: a 403 or a 400 naming state and step */
  check(action: A, row: Row, who?: W, input?: StepInput): void;
  /** the state the step leads to from this row with this input (null target: the row's own) */
  target(action: A, row: Row, input?: StepInput): number;
  /** the steps this caller may take on this row now, in the order the machine declares them */
  availableActions(who: W, row: Row): A[];
  /** check now, move later: for steps that validate their input between the two */
  start(s: WorkflowStep, row: Row, action: A, who?: W, input?: StepInput): PendingMove<P, X>;
  /** checks, writes the state and the patch, the history and the audit row, and queues the effect */
  move(s: WorkflowStep, row: Row, action: A, opts?: MoveOptions<P, X> & { who?: W }): Promise<Change>;
  /** a line of the trail for a step that changes no state of this machine */
  record(s: WorkflowStep, row: Row, entry: TrailEntry & X): Promise<void>;
}

const kindsOf = <K extends string>(who: Who<K>) => new Set<string>(who.kinds);

export function defineMachine<Row, K extends string, A extends string, W extends Who<K> = Who<K>, P = Record<string, never>, X = object>(
  spec: MachineSpec<Row, K, A, W, P, X>,
): Machine<Row, K, A, W, P, X> {
  const stateName = (s: number) => spec.states[s] ?? String(s);
  const transition = (action: A): Transition<Row, K, W> => spec.transitions[action];

  function checkActor(action: A, who: W): void {
    const t = transition(action);
    const kinds = kindsOf(who);
    if (!t.by.some((k) => kinds.has(k))) {
      throw forbidden(t.denied ?? `只有${t.by.map((k) => spec.actors[k]).join('或')}可以${t.label}`);
    }
    if (t.permission && !who.permissions?.has(t.permission)) throw forbidden();
  }

  function checkState(action: A, row: Row, input: StepInput): void {
    const t = transition(action);
    const state = spec.stateOf(row);
    if (!t.from.includes(state)) throw illegalState(t.refusal ?? `${spec.subject}当前状态为「${stateName(state)}」，不能${t.label}`);
    const refused = t.guard?.(row, input);
    if (refused) throw illegalState(refused);
  }

  function target(action: A, row: Row, input: StepInput = {}): number {
    const t = transition(action);
    if (t.to === null) return spec.stateOf(row);
    if (typeof t.to === 'number') return t.to;
    const allowed: readonly number[] = t.to;
    const chosen = t.choose ? t.choose(row, input) : Number.NaN;
    if (!allowed.includes(chosen)) throw illegalState(`${spec.subject}不能${t.label}为「${stateName(chosen)}」`);
    return chosen;
  }

  async function record(s: WorkflowStep, row: Row, entry: TrailEntry & X): Promise<void> {
    await spec.history?.(s, row, entry);
    const [from, to] = spec.trail ? spec.trail.states(row, entry.fromState, entry.toState) : [entry.fromState, entry.toState];
    const label = spec.trail?.label ?? stateName;
    await audit(s.tx, s.actor, {
      objectType: spec.audit.objectType,
      objectId: spec.audit.objectId(row),
      action: entry.action,
      detail: {
        from: from === null ? null : label(from),
        to: to === null ? null : label(to),
        ...spec.auditDetail?.(entry, row),
        ...(entry.opinion ? { opinion: entry.opinion } : {}),
        ...entry.detail,
      },
    });
  }

  function start(s: WorkflowStep, row: Row, action: A, who?: W, checkedInput: StepInput = {}): PendingMove<P, X> {
    if (who) checkActor(action, who);
    checkState(action, row, checkedInput);
    return {
      async commit(opts = {}) {
        const from = spec.stateOf(row);
        const to = target(action, row, opts.input ?? checkedInput);
        await spec.write(s, row, to, opts.set ?? ({} as P));
        // the action and the states are the move's, whatever the entry says
        const entry = { ...(opts.entry as X), action, fromState: from, toState: to } as TrailEntry & X;
        await record(s, row, entry);
        spec.setState(row, to);
        const change: Change = { action, from, to };
        const effect = transition(action).effect;
        if (effect) s.after.add(() => effect(row, change));
        return change;
      },
    };
  }

  return {
    spec,
    can: (action, state) => transition(action).from.includes(state),
    check(action, row, who, input = {}) {
      if (who) checkActor(action, who);
      checkState(action, row, input);
    },
    target,
    availableActions(who, row) {
      const kinds = kindsOf(who);
      const state = spec.stateOf(row);
      return (Object.keys(spec.transitions) as A[]).filter((a) => {
        const t = transition(a);
        if (!t.by.some((k) => kinds.has(k))) return false;
        if (t.permission && !who.permissions?.has(t.permission)) return false;
        return t.from.includes(state) && (t.offer?.(row, who) ?? true);
      });
    },
    start,
    move: (s, row, action, opts = {}) => start(s, row, action, opts.who, opts.input).commit(opts),
    record,
  };
}
