import { demoDataDeps } from '@/src/demo-data/deps';
import { demoDataOptions, handleDemoData } from '@/src/demo-data/handler';

// Rows of one data set, filtered, sorted and paged on the server (docs/demo-data-api.md).
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ dataset: string }> }) {
  return handleDemoData(request, (await params).dataset, demoDataDeps);
}

export const OPTIONS = demoDataOptions;
