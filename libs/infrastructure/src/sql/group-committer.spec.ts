import { GroupCommitter, type PendingWork } from './group-committer';

describe('GroupCommitter', () => {
  it('commits the work that arrived during a transaction together in the next one', async () => {
    const groups: number[][] = [];
    const committer = new GroupCommitter<number, number>(async (group) => {
      groups.push(group.map(({ work }) => work));
      await new Promise((resolve) => setTimeout(resolve, 5));
      for (const member of group) member.resolve(member.work * 10);
    }, 10);

    const results = await Promise.all([1, 2, 3, 4].map((work) => committer.submit(work)));

    expect(results).toEqual([10, 20, 30, 40]);
    // The first arrived alone; the three that waited during its transaction went together.
    expect(groups).toEqual([[1], [2, 3, 4]]);
  });

  it('bounds a group by its maximum size', async () => {
    const sizes: number[] = [];
    const committer = new GroupCommitter<number, void>(async (group) => {
      sizes.push(group.length);
      await Promise.resolve();
      for (const member of group) member.resolve();
    }, 2);

    await Promise.all([1, 2, 3, 4, 5].map((work) => committer.submit(work)));

    expect(sizes).toEqual([1, 2, 2]);
  });

  it('tries each member of a failed group alone, so only the faulty one answers with the error', async () => {
    const commitGroup = async (group: PendingWork<string, string>[]) => {
      if (group.some(({ work }) => work === 'faulty')) throw new Error(`rolled back ${group.length}`);
      for (const member of group) member.resolve(`${member.work} committed`);
    };
    const committer = new GroupCommitter(commitGroup, 10);
    void committer.submit('first');

    const outcomes = await Promise.allSettled(['a', 'faulty', 'b'].map((work) => committer.submit(work)));

    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 'a committed' },
      { status: 'rejected', reason: new Error('rolled back 1') },
      { status: 'fulfilled', value: 'b committed' },
    ]);
  });
});
