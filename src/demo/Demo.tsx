import { LazyDemoFrame } from './LazyDemoFrame';
import type { DemoDescriptor, DemoOptions } from './types';

/**
 * `<Demo of={BasicSorting} height={400} />` in a page: `of` is the imported demo (a typo
 * fails the build), `height` the space reserved for it so the page never shifts.
 */
export function Demo({ of: demo, ...options }: { of: DemoDescriptor } & DemoOptions) {
  if (!demo?.id) {
    throw new Error("<Demo of={...}> needs a demo imported from the page's ./demos folder.");
  }
  if (!(typeof options.height === 'number' && options.height > 0)) {
    throw new Error(
      `<Demo of={${demo.name}}> in ${demo.file} needs height={pixels}: the space reserved for it.`,
    );
  }
  const { id, name, plan, preview, setup, Runtime } = demo;
  return (
    <LazyDemoFrame
      id={id}
      name={name}
      plan={plan}
      preview={preview}
      setup={setup}
      Runtime={Runtime}
      options={options}
    />
  );
}
