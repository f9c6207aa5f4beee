/*
 * The 1200×630 card drawn by next/og (satori). Satori takes inline `style` objects only and
 * lays out with flexbox (every element holding several children needs `display: flex`); the
 * card is a picture, not page markup, so the site's sx/RTL rules do not apply here.
 */
import type { CSSProperties } from 'react';
import { t } from '../i18n/translate';
import type { Plan } from '../navigation/types';
import { blue, grey, schemes } from '../theme/tokens';
import { OG_FONT_FAMILY } from './fonts';
import type { OgCardData } from './labels';

const light = schemes.light;

// The light-mode colours of the site's plan badges (src/shell/badges.module.css).
const PLAN_STYLES: Record<Plan, CSSProperties> = {
  pro: { color: blue[700], background: '#E3F0FE', borderColor: blue[200] },
  premium: { color: '#5B2A86', background: '#F3EAFC', borderColor: '#D4B8F0' },
};

const TITLE_WIDTH = 1000;
// Work Sans Bold averages a little under 0.6 em per character in mixed-case names.
const EM_PER_CHAR = 0.6;

/**
 * Long titles step down in size so that three lines hold about 60 characters, and a long
 * single word (API names such as GridAggregationFunctionDataSource) still fits on one line.
 */
export function titleFontSize(title: string): number {
  const bySize = title.length <= 26 ? 84 : title.length <= 48 ? 68 : 56;
  const longestWord = Math.max(...title.split(/\s+/).map((word) => word.length));
  return Math.min(bySize, Math.floor(TITLE_WIDTH / (EM_PER_CHAR * longestWord)));
}

function PlanPill({ plan }: { plan: Plan }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        height: 52,
        padding: '0 22px',
        borderRadius: 12,
        border: '2px solid',
        fontSize: 26,
        fontWeight: 700,
        ...PLAN_STYLES[plan],
      }}
    >
      {plan === 'pro' ? t('planPro') : t('planPremium')}
    </div>
  );
}

export function OgCard({ data }: { data: OgCardData }) {
  const { title, description, product, plan, section, detail } = data;
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        padding: '60px 72px 56px',
        fontFamily: OG_FONT_FAMILY,
        color: light.text.primary,
        backgroundColor: light.background.default,
        backgroundImage: `linear-gradient(150deg, #FFFFFF 0%, #FFFFFF 45%, ${blue[50]} 75%, ${blue[100]} 100%)`,
      }}
    >
      {/* Brand strip along the top edge. */}
      <div
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: 1200,
          height: 12,
          backgroundImage: `linear-gradient(90deg, ${blue[400]}, ${blue[600]} 55%, ${blue[800]})`,
        }}
      />
      {/* Two soft rings in the corner echo the rounded shapes of the site's surfaces. */}
      <div
        style={{
          position: 'absolute',
          top: -180,
          right: -160,
          width: 520,
          height: 520,
          borderRadius: 9999,
          border: `56px solid ${blue[100]}`,
          opacity: 0.7,
        }}
      />
      <div
        style={{
          position: 'absolute',
          top: -40,
          right: -20,
          width: 220,
          height: 220,
          borderRadius: 9999,
          border: `20px solid ${blue[200]}`,
          opacity: 0.5,
        }}
      />

      <div style={{ display: 'flex', alignItems: 'center', fontSize: 30, fontWeight: 700 }}>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 56,
            height: 56,
            marginRight: 18,
            borderRadius: 14,
            color: light.primary.contrastText,
            backgroundImage: `linear-gradient(135deg, ${blue[500]}, ${blue[700]})`,
            fontSize: 34,
          }}
        >
          X
        </div>
        <div style={{ display: 'flex' }}>MUI X</div>
        {product !== 'MUI X' ? (
          <div style={{ display: 'flex', alignItems: 'center' }}>
            <div style={{ display: 'flex', margin: '0 16px', color: grey[400], fontWeight: 500 }}>/</div>
            <div style={{ display: 'flex', color: light.link, fontWeight: 600 }}>{product}</div>
          </div>
        ) : null}
      </div>

      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          flexGrow: 1,
          justifyContent: 'center',
          maxWidth: TITLE_WIDTH,
        }}
      >
        <div
          style={{
            display: 'block',
            lineClamp: 3,
            fontSize: titleFontSize(title),
            fontWeight: 700,
            lineHeight: 1.1,
            letterSpacing: '-0.02em',
            wordBreak: 'break-word',
            color: grey[900],
          }}
        >
          {title}
        </div>
        {description ? (
          <div
            style={{
              display: 'block',
              lineClamp: 2,
              marginTop: 24,
              fontSize: 28,
              fontWeight: 500,
              lineHeight: 1.4,
              color: light.text.secondary,
            }}
          >
            {description}
          </div>
        ) : null}
      </div>

      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              height: 52,
              padding: '0 22px',
              marginRight: plan ? 16 : 0,
              borderRadius: 12,
              border: `2px solid ${grey[200]}`,
              backgroundColor: '#FFFFFF',
              color: grey[700],
              fontSize: 26,
              fontWeight: 600,
            }}
          >
            {section}
          </div>
          {plan ? <PlanPill plan={plan} /> : null}
        </div>
        <div style={{ display: 'flex', fontSize: 26, fontWeight: 500, color: light.text.secondary }}>
          {detail}
        </div>
      </div>
    </div>
  );
}
