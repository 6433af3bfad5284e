import { describe, expect, it } from 'vitest';
import { countBySection, countTasks } from './counts';

const task = (id: string, completed = false) => ({ id, type: 'task' as const, completed });
const section = (id: string) => ({ id, type: 'section' as const, completed: false });

describe('task counts', () => {
  it('counts tasks, not sections, and those not completed as remaining', () => {
    expect(countTasks([section('s'), task('a'), task('b', true), task('c')])).toEqual({
      remaining: 2,
      total: 3,
    });
    expect(countTasks([])).toEqual({ remaining: 0, total: 0 });
  });

  it('gives each section the tasks up to the next one; tasks above the first have none', () => {
    const counts = countBySection([
      task('top'),
      section('s1'),
      task('a', true),
      task('b'),
      section('s2'),
      section('s3'),
      task('c', true),
    ]);
    expect(Object.fromEntries(counts)).toEqual({
      s1: { remaining: 1, total: 2 },
      s2: { remaining: 0, total: 0 },
      s3: { remaining: 0, total: 1 },
    });
  });
});
