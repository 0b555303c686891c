/**
 * The hand-written UI scenarios of the writes of screens that are not declared resources: one (or
 * more) per write of the access table. tests/e2e/no-silent-loss.spec.ts fails naming any write
 * without one. Each scenario's B presses the write on a screen read before A's change (staleWrite).
 */
import type { UiScenario } from './race';

export const HAND_WRITTEN: UiScenario[] = [];
