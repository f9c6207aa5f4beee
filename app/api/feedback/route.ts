import { serverDeps } from '@/src/server/api/deps';
import { handleFeedback } from '@/src/server/api/handlers';

// Readers' answers to "Was this page helpful?" (src/feedback/FeedbackWidget.tsx).
export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleFeedback(request, serverDeps);
}
