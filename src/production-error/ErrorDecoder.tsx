'use client';
import { useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import type { ErrorCodeTable } from './codes';
import { DecodedErrorView } from './DecodedErrorView';
import { decodeError, parseErrorQuery } from './format';

/**
 * Reads `?code=&args[]=` in the browser: the page is prerendered once for every code, so the
 * query is only known here. Render it inside a Suspense boundary (useSearchParams needs one to
 * prerender); the boundary's fallback is what readers without JavaScript see.
 */
export function ErrorDecoder({ codes }: Pick<ErrorCodeTable, 'codes'>) {
  const params = useSearchParams();
  const decoded = useMemo(() => decodeError(parseErrorQuery(params.toString()), { codes }), [params, codes]);
  return <DecodedErrorView decoded={decoded} />;
}
