import { demoDataDeps } from '@/src/demo-data/deps';
import { demoDataOptions, handleDemoData } from '@/src/demo-data/handler';

// The demo data API's index: its data sets and their fields (docs/demo-data-api.md).
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return handleDemoData(request, undefined, demoDataDeps);
}

export const OPTIONS = demoDataOptions;
