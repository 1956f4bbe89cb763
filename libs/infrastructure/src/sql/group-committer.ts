/** One unit of work waiting for its group's transaction, settled by the group's commit. */
export interface PendingWork<T, R> {
  readonly work: T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

/**
 * Group commit: work that arrives while a transaction is in flight waits, and then goes together
 * in the next one, so the fixed cost of a statement and a commit is shared by every caller waiting
 * on it. `commitGroup` writes a group in one transaction and settles each member; if it throws,
 * the group rolled back as a whole, and each member is tried alone so that only a faulty one
 * answers with the error.
 */
export class GroupCommitter<T, R> {
  private readonly pending: PendingWork<T, R>[] = [];
  private flushing = false;

  constructor(
    private readonly commitGroup: (group: PendingWork<T, R>[]) => Promise<void>,
    private readonly maxGroup: number,
  ) {}

  submit(work: T): Promise<R> {
    return new Promise((resolve, reject) => {
      this.pending.push({ work, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.pending.length > 0) {
        const group = this.pending.splice(0, this.maxGroup);
        try {
          await this.commitGroup(group);
        } catch (error) {
          if (group.length === 1) {
            group[0].reject(error);
            continue;
          }
          for (const member of group) await this.commitGroup([member]).catch((alone: unknown) => member.reject(alone));
        }
      }
    } finally {
      this.flushing = false;
    }
  }
}
