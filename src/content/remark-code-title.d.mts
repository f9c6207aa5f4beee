// Types for the plain-JavaScript remark plugin beside it (imported by the code-sample check).
export function parseCodeMeta(meta: string | null | undefined): { title?: string; fragment: boolean };
export default function remarkCodeTitle(): (tree: unknown) => void;
