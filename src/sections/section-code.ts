/**
 * The code of each section in page-shape.json, found by convention: src/sections/<component>.tsx
 * exports the component <component>, in a chunk of its own that the page loads only when needed
 * ("deferred-section-<file>"); src/sections/<component>.before-code.ts, when the manifest says so,
 * exports what runs before it (in the page's own chunk: it must work from the start).
 */
import type { ComponentType } from 'react';
import type { BeforeCode } from '../components/DeferredSection';
import { deferredModule } from '../lib/deferred-module';
import type { DeferredModule } from '../lib/deferred-module';
import type { SectionSpec } from '../lib/page-shape';

/** What every section receives: the page query's data (with the fragment each spreads) and its id. */
export interface SectionProps {
  data: Queries.IndexPageQuery;
  id: string;
}

export type SectionComponent = ComponentType<SectionProps>;

function isComponent(value: unknown): value is SectionComponent {
  return typeof value === 'function';
}

export function sectionCode(section: SectionSpec): DeferredModule<SectionComponent> {
  return deferredModule(async () => {
    const module: Record<string, unknown> = await import(
      /* webpackChunkName: "deferred-section-[request]" */
      /* webpackInclude: /\/[A-Z]\w*\.tsx$/ */
      `./${section.component}.tsx`
    );
    const component = module[section.component];
    if (!isComponent(component)) {
      throw new Error(`src/sections/${section.component}.tsx exports no ${section.component}`);
    }
    return component;
  });
}

function isBeforeCode(value: unknown): value is BeforeCode {
  return typeof value === 'function';
}

/**
 * A section's before-code step, when its manifest entry has one. Its module is part of the page's
 * own chunk (webpack's eager mode), so it is there within a microtask of the page's first render.
 */
export function sectionBeforeCode(section: SectionSpec): BeforeCode | undefined {
  if (!section.beforeCode) return undefined;
  const loading = import(
    /* webpackMode: "eager" */
    /* webpackInclude: /\/[A-Z]\w*\.before-code\.ts$/ */
    `./${section.component}.before-code.ts`
  ).then((module: Record<string, unknown>) => {
    if (!isBeforeCode(module.beforeCode)) {
      throw new Error(`src/sections/${section.component}.before-code.ts exports no beforeCode`);
    }
    return module.beforeCode;
  });
  return (root, code) => {
    let cleanup: (() => void) | undefined;
    let stopped = false;
    void loading.then((beforeCode) => {
      if (!stopped) cleanup = beforeCode(root, code);
    });
    return () => {
      stopped = true;
      cleanup?.();
    };
  };
}
