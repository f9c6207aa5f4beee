// Types for the plain-JavaScript remark plugin beside it (imported by the code-sample check).
export function parseCodeMeta(meta: string | null | undefined): { title?: string; fragment: boolean; version?: string };
export const OLD_VERSION_LABELS: Readonly<Record<string, string>>;
export default function remarkCodeTitle(): (tree: unknown, file?: { path?: string }) => void;
