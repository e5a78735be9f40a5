import type { CreatedRow } from '../../db/columns.ts';

/** Learners' feedback and the operator's replies. */
export interface FeedbackTable extends CreatedRow {
  user_id: number;
  content: string;
  contact: string;
  /** JSON list of picture addresses */
  images: string;
  reply: string;
  reply_status: number;
  reply_time: number | null;
}

export interface DataTables {
  feedback: FeedbackTable;
}
