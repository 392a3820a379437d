import type pg from 'pg';

/**
 * How far a job is, for the operator's progress bar: one row per job in `job_progress`
 * (prisma/schema.prisma, model JobProgress). pg-boss has no progress of its own; the row
 * outlives the job's own row, so the run history can show the last count of a failed run.
 */
export interface JobProgress {
  jobId: string;
  queue: string;
  done: number;
  total: number | null;
  note: string | null;
  updatedAt: Date;
}

export interface ProgressStore {
  report(progress: Omit<JobProgress, 'updatedAt'>): Promise<void>;
  get(jobId: string): Promise<JobProgress | null>;
  /** The latest jobs of a queue, newest first. */
  latest(queue: string, limit?: number): Promise<JobProgress[]>;
}

interface Row {
  job_id: string;
  queue: string;
  done: string;
  total: string | null;
  note: string | null;
  updated_at: Date;
}

const toProgress = (row: Row): JobProgress => ({
  jobId: row.job_id,
  queue: row.queue,
  done: Number(row.done),
  total: row.total === null ? null : Number(row.total),
  note: row.note,
  updatedAt: row.updated_at,
});

export function createProgressStore(pool: pg.Pool): ProgressStore {
  return {
    async report({ jobId, queue, done, total, note }) {
      await pool.query(
        `INSERT INTO job_progress (job_id, queue, done, total, note, updated_at)
         VALUES ($1, $2, $3, $4, $5, now())
         ON CONFLICT (job_id) DO UPDATE
           SET done = EXCLUDED.done, total = EXCLUDED.total, note = EXCLUDED.note,
               updated_at = now()`,
        [jobId, queue, done, total, note],
      );
    },
    async get(jobId) {
      const { rows } = await pool.query<Row>('SELECT * FROM job_progress WHERE job_id = $1', [
        jobId,
      ]);
      return rows[0] ? toProgress(rows[0]) : null;
    },
    async latest(queue, limit = 20) {
      const { rows } = await pool.query<Row>(
        'SELECT * FROM job_progress WHERE queue = $1 ORDER BY updated_at DESC LIMIT $2',
        [queue, limit],
      );
      return rows.map(toProgress);
    },
  };
}
