import type { Metadata } from 'next';
import { ApiChangesContent } from '@/src/api/ApiChangesContent';
import {
  API_CHANGES_DESCRIPTION,
  API_CHANGES_PATH,
  API_CHANGES_TITLE,
  apiChangesHeadings,
} from '@/src/api/changes';
import { linkedTree } from '@/src/navigation/linked';
import { DocsFrame } from '@/src/shell/DocsFrame';
import { pageMetadata } from '@/src/shell/metadata';

// Generated from the packages (generated/api/since-v7.json), linked from What's new. It is not
// in the drawer (which mirrors the outline), but it is in the sitemap and the search index.
export const metadata: Metadata = pageMetadata(
  `${API_CHANGES_PATH}/`,
  API_CHANGES_TITLE,
  API_CHANGES_DESCRIPTION,
);

export default function ApiChangesPage() {
  return (
    <DocsFrame
      pathname={API_CHANGES_PATH}
      tree={linkedTree}
      frontMatter={{ title: API_CHANGES_TITLE, description: API_CHANGES_DESCRIPTION }}
      headings={apiChangesHeadings()}
      editUrl={null}
    >
      <ApiChangesContent />
    </DocsFrame>
  );
}
