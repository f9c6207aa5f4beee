import { demoDataDeps } from '@/src/demo-data/deps';
import { demoDataRowOptions, handleDemoDataRow } from '@/src/demo-data/handler';

// One row of a data set: GET reads it, PATCH checks a change and stores nothing (docs/demo-data-api.md).
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ dataset: string; id: string }> };

async function handle(request: Request, { params }: Params) {
  const { dataset, id } = await params;
  return handleDemoDataRow(request, dataset, id, demoDataDeps);
}

export const GET = handle;
export const PATCH = handle;
export const OPTIONS = demoDataRowOptions;
