import { DRAFT_KEY, clearDraft, readDraft, saveDraft } from './contact-draft';

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the contact draft', () => {
  const typed = { name: 'Ada', email: 'ada@example.com', message: 'Riga uno\nRiga due' };

  it('keeps what was typed in the tab’s sessionStorage, and reads it back', () => {
    saveDraft(typed);
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '')).toEqual(typed);
    expect(readDraft()).toEqual(typed);
  });

  it('never writes to localStorage', () => {
    saveDraft(typed);
    expect(window.localStorage.length).toBe(0);
  });

  it('keeps no draft for a form with nothing typed', () => {
    saveDraft(typed);
    saveDraft({ name: '', email: '', company: '', message: '' });
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps only the form’s own fields, as texts (not the hidden trap, not anything else)', () => {
    saveDraft({ ...typed, website: 'https://spam.example' } as never);
    expect(Object.keys(readDraft()).sort()).toEqual(['email', 'message', 'name']);
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ name: 42, message: 'ok', x: 'y' }));
    expect(readDraft()).toEqual({ message: 'ok' });
  });

  it('reads an unreadable draft as none', () => {
    window.sessionStorage.setItem(DRAFT_KEY, '{not json');
    expect(readDraft()).toEqual({});
    window.sessionStorage.setItem(DRAFT_KEY, 'null');
    expect(readDraft()).toEqual({});
  });

  it('forgets it when cleared', () => {
    saveDraft(typed);
    clearDraft();
    expect(readDraft()).toEqual({});
  });

  it('works without storage, where the browser refuses it', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(() => saveDraft(typed, refusing)).not.toThrow();
    expect(readDraft(refusing)).toEqual({});
    expect(() => clearDraft(refusing)).not.toThrow();
    expect(readDraft(undefined)).toEqual({});
  });
});
