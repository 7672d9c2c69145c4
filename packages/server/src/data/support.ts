import type { Feedback, SupportReport } from '@parla/contract';
import type { feedback as feedbackTable, supportReports } from '../db/schema.js';

/** A stored report as the API returns it. */
export function supportReportJson(row: typeof supportReports.$inferSelect, email: string | null): SupportReport {
  return {
    id: row.id,
    user_id: row.userId,
    user_email: email,
    subject: row.subject,
    description: row.description,
    category: row.category,
    page_url: row.pageUrl,
    user_agent: row.userAgent,
    created_at: row.createdAt.toISOString(),
  };
}

/** A stored feedback as the API returns it. */
export function feedbackJson(row: typeof feedbackTable.$inferSelect, email: string | null): Feedback {
  return {
    id: row.id,
    user_id: row.userId,
    user_email: email,
    rating: row.rating,
    comment: row.comment,
    category: row.category,
    created_at: row.createdAt.toISOString(),
  };
}
