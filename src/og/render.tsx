import { ImageResponse } from 'next/og';
import { ogFonts } from './fonts';
import type { OgCardData } from './labels';
import { OgCard } from './OgCard';

/** The size every card is drawn at; the routes export it so Next writes og:image:width/height. */
export const OG_SIZE = { width: 1200, height: 630 } as const;
export const OG_CONTENT_TYPE = 'image/png';

/** Draws one card as a PNG response. */
export async function renderOgImage(data: OgCardData): Promise<ImageResponse> {
  return new ImageResponse(<OgCard data={data} />, { ...OG_SIZE, fonts: await ogFonts() });
}

/** For parameters the build did not list (dynamicParams is off, so this is a safety net). */
export function ogNotFound(): Response {
  return new Response('Not found', { status: 404 });
}
