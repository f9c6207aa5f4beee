import type { NextRequest } from 'next/server';
import { guardRequest } from './src/security/request-guard';

// Refuses, with a short reason, requests Next would answer with a bare 500 (malformed
// escapes, TRACE and other methods, the image optimizer): src/security/request-guard.ts.
export function proxy(request: NextRequest) {
  return guardRequest(request.method, request.nextUrl.pathname) ?? undefined;
}

export const config = {
  // Hashed build assets are files Next serves itself (and refuses other methods for).
  matcher: '/((?!_next/static/).*)',
};
