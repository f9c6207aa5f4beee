import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findTemplate, TEMPLATES } from '@/templates/catalog';
import { pageMetadata } from '@/src/shell/metadata';
import { TemplateBar } from '@/src/templates/TemplateBar';
import { TemplateView } from '@/src/templates/TemplateView';
import { extraFontsClassName } from '@/src/theme/extra-fonts';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return TEMPLATES.map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const template = findTemplate((await params).slug);
  if (!template) return {};
  return pageMetadata(`/templates/${template.slug}/`, `${template.title} template`, template.description);
}

/** A template on its own, full page: the site's bar, then the template and nothing else. */
export default async function TemplatePage({ params }: Props) {
  const template = findTemplate((await params).slug);
  if (!template) notFound();
  return (
    // Paths with "onepirate" get the extra fonts (spec section 2): the class defines their variables.
    <div className={extraFontsClassName(`/templates/${template.slug}/`) || undefined}>
      <TemplateBar slug={template.slug} title={template.title} />
      <TemplateView id={`templates/${template.slug}/${template.name}`} />
    </div>
  );
}
