/** @jest-environment jsdom */
/**
 * The title held through hydration (plugins/stable-title.ts): a
 * title written before `<html data-has-hydrated="true">` is put back at once;
 * one written after stays.
 */
import {holdTitleUntilHydrated} from '../stable-title';

/** Lets the MutationObserver's callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('holdTitleUntilHydrated', () => {
  beforeEach(() => {
    document.documentElement.setAttribute('data-has-hydrated', 'false');
    document.title = '简介 | Lattice';
  });

  it('puts the page’s title back when something writes the site name during hydration', async () => {
    const observer = holdTitleUntilHydrated(document);
    expect(observer).not.toBeNull();
    document.title = 'Lattice';
    await settle();
    expect(document.title).toBe('简介 | Lattice');
    observer!.disconnect();
  });

  it('lets titles through once the page has hydrated', async () => {
    holdTitleUntilHydrated(document);
    document.documentElement.setAttribute('data-has-hydrated', 'true');
    await settle();
    document.title = '示例 | Lattice';
    await settle();
    expect(document.title).toBe('示例 | Lattice');
  });

  it('holds nothing on a page that has hydrated already or has no title', () => {
    document.documentElement.setAttribute('data-has-hydrated', 'true');
    expect(holdTitleUntilHydrated(document)).toBeNull();
    document.documentElement.setAttribute('data-has-hydrated', 'false');
    document.title = '';
    expect(holdTitleUntilHydrated(document)).toBeNull();
  });
});
