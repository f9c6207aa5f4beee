// Next's ambient types (CSS modules, images), so `npm run typecheck` works on a fresh clone
// before the first build has written next-env.d.ts.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
