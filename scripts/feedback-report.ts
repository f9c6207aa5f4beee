/**
 * What readers said: per page, how many found it helpful (yes, no, ratio), then the comments,
 * newest first. Reads the configured store (DATABASE_URL, else DATA_DIR/docs.db).
 *   command: npm run feedback:report [-- --csv]
 */
import { openStore } from '../src/server/store';
import { feedbackReport, reportCsv, reportTable } from '../src/server/report';

async function main(): Promise<void> {
  const store = await openStore();
  try {
    const report = feedbackReport(await store.listFeedback());
    console.log(process.argv.includes('--csv') ? reportCsv(report) : reportTable(report));
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
