/**
 * The executable workflow (docs/ARCHITECTURE.md): a module declares its states and
 * transitions once; moves, the action list and the docs table all come from that table.
 */
export { AfterCommit, withAfterCommit } from './after-commit';
export {
  type Change,
  defineMachine,
  type Machine,
  type MachineSpec,
  type MoveOptions,
  type PendingMove,
  type StepInput,
  type TrailEntry,
  type Transition,
  type Who,
} from './machine';
export { type TableTitles, transitionTable } from './markdown';
export { stateColumnStore } from './state-store';
export { runStep, type WorkflowStep } from './step';
