import fs from 'node:fs';
import { act } from '@testing-library/react';
import { sectionBeforeCode, sectionCode } from './section-code';
import { SECTIONS } from '../lib/page-shape';
import type { SectionSpec } from '../lib/page-shape';
import { sectionOf } from '../test-utils/content';

// The sections' modules load their own dependencies; the contact form's sending library is not
// needed to tell whether a module exports its component.
jest.mock('../lib/emailjs-client', () => ({
  sendContactMessage: jest.fn(),
  loadEmailJs: jest.fn(() => Promise.resolve({})),
}));

const componentFiles = fs
  .readdirSync(__dirname)
  .filter((file) => /^[A-Z]\w*\.tsx$/.test(file))
  .map((file) => file.replace(/\.tsx$/, ''));

const beforeCodeFiles = fs
  .readdirSync(__dirname)
  .filter((file) => file.endsWith('.before-code.ts'))
  .map((file) => file.replace(/\.before-code\.ts$/, ''));

/** Lets the before-code module (imported on first use) arrive. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('sectionCode', () => {
  it.each(SECTIONS.map((section) => [section.id, section] as const))(
    'loads the component of the %s section from its file',
    async (_id, section) => {
      const component = await sectionCode(section).load();
      expect(typeof component).toBe('function');
      const module = (await import(`./${section.component}.tsx`)) as Record<string, unknown>;
      expect(component).toBe(module[section.component]);
    },
  );

  it('finds a section for every component file in src/sections, and a file for every section', () => {
    expect([...componentFiles].sort()).toEqual(SECTIONS.map((section) => section.component).sort());
  });

  it('rejects when a section has no file', async () => {
    const missing: SectionSpec = {
      id: 'missing',
      component: 'NoSuchSection',
      interactive: false,
      nav: false,
    };
    await expect(sectionCode(missing).load()).rejects.toThrow();
  });
});

describe('sectionBeforeCode', () => {
  it.each(SECTIONS.map((section) => [section.id, section] as const))(
    'gives the %s section a beforeCode exactly when page-shape.json says so',
    (_id, section) => {
      const beforeCode = sectionBeforeCode(section);
      if (section.beforeCode) expect(typeof beforeCode).toBe('function');
      else expect(beforeCode).toBeUndefined();
    },
  );

  it('finds a section asking for it for every before-code file in src/sections', () => {
    expect([...beforeCodeFiles].sort()).toEqual(
      SECTIONS.filter((section) => section.beforeCode)
        .map((section) => section.component)
        .sort(),
    );
  });

  // The step itself is Contact.before-code.test.ts's to test; here, that the page runs it.
  describe('for the contact section', () => {
    const section = sectionOf('Contact');

    afterEach(() => {
      document.body.innerHTML = '';
    });

    function serverHtml() {
      document.body.innerHTML = '<div><form><button type="submit">Send</button></form></div>';
      const root = document.body.firstElementChild as HTMLElement;
      const form = root.querySelector('form') as HTMLFormElement;
      const code = { load: jest.fn(() => Promise.resolve()), ready: new Promise<void>(() => {}) };
      return { root, form, code };
    }

    function submit(form: HTMLFormElement): Event {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event;
    }

    it('runs the module’s beforeCode on the section once it has arrived, and its cleanup', async () => {
      const { root, form, code } = serverHtml();
      const run = sectionBeforeCode(section);
      if (!run) throw new Error('no beforeCode');
      const cleanup = run(root, code);
      await settle();
      // The contact form's hold: a submit before the code arrives is held and fetches the code.
      expect(submit(form).defaultPrevented).toBe(true);
      expect(code.load).toHaveBeenCalled();

      cleanup();
      expect(submit(form).defaultPrevented).toBe(false);
    });

    it('does not start what it was stopped before it arrived', async () => {
      const { root, form, code } = serverHtml();
      const run = sectionBeforeCode(section);
      if (!run) throw new Error('no beforeCode');
      run(root, code)();
      await settle();
      expect(submit(form).defaultPrevented).toBe(false);
      expect(code.load).not.toHaveBeenCalled();
    });
  });
});
