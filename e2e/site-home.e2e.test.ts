import { expect, it } from 'vitest';
import { describeBrowser, useE2E } from './harness';

const e2e = useE2E();

// The home page's parts (site-pages.e2e.test.ts visits every public page): its pictures, the special
// offers slider, the Cappadocia carousel's width steps and the destination picker.
describeBrowser('public pages', () => {
  it('home: media images with srcset, sizes, dimensions and lazy loading; special offers slider is keyboard usable and pauses', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    const slider = page.locator('[aria-roledescription="karusel"][aria-label="Oferta Speciale"]');
    await slider.waitFor();
    await page.locator('article h3', { hasText: 'Hotel Sultanahmet Palace' }).waitFor();
    const images = await page.locator('main img').evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: img.getAttribute('src'),
        srcset: img.getAttribute('srcset'),
        sizes: img.getAttribute('sizes'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        top: img.getBoundingClientRect().top,
      })),
    );
    expect(images.length).toBeGreaterThan(10);
    for (const img of images) {
      expect(img.src).toMatch(/^\/media\/\d+\//);
      expect(img.srcset).toMatch(/\/media\/\d+\/\d+\.jpg \d+w/);
      expect(img.sizes).toBeTruthy();
      expect(Number(img.width)).toBeGreaterThan(0);
      expect(Number(img.height)).toBeGreaterThan(0);
      if (img.top > 800) expect(img.loading).toBe('lazy');
    }

    // Autoplay: the live region is silent while it rotates; hovering pauses it and makes it polite.
    const track = slider.locator('[aria-live]');
    expect(await track.getAttribute('aria-live')).toBe('off');
    const position = slider.getByText(/^\d \/ \d$/);
    const before = await position.innerText();
    await page.waitForFunction((b) => document.querySelector('section[aria-label="Oferta Speciale"] p')?.textContent?.replace(/\s/g, '') !== b.replace(/\s/g, ''), before, { timeout: 5000 });
    await slider.hover();
    expect(await track.getAttribute('aria-live')).toBe('polite');
    const paused = await position.innerText();
    await page.waitForTimeout(3500);
    expect(await position.innerText()).toBe(paused);
    // Keyboard: next / previous buttons; out-of-view slides are inert.
    await page.mouse.move(0, 0);
    const next = slider.getByRole('button', { name: 'Pamja tjetër' });
    await next.focus();
    const [n] = (await position.innerText()).split('/').map((s) => Number(s.trim()));
    await page.keyboard.press('Enter');
    expect(Number((await position.innerText()).split('/')[0])).toBe(n === 3 ? 1 : (n ?? 0) + 1);
    await slider.getByRole('button', { name: 'Pamja e mëparshme' }).press('Enter');
    expect(Number((await position.innerText()).split('/')[0])).toBe(n);
    expect(await slider.locator('[aria-roledescription="pamje"][aria-hidden="true"]').count()).toBe(2);
    await slider.getByRole('button', { name: 'Ndalo rrotullimin' }).click();
    await slider.getByRole('button', { name: 'Nis rrotullimin' }).waitFor();
    // Recommendation tiles and contact links.
    expect(await page.getByRole('link', { name: 'City Break', exact: true }).getAttribute('href')).toBe('/EuropeCityBreak');
    expect(await page.getByRole('link', { name: 'Dubai', exact: true }).last().getAttribute('href')).toBe('/Dubai');
    expect(await page.getByRole('link', { name: 'Stamboll', exact: true }).getAttribute('href')).toBe('/search?s=stamboll');
    expect(await page.getByRole('link', { name: 'Call Center' }).first().getAttribute('href')).toBe('tel:+38345963828');
    expect(await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe('https://wa.me/38345963828');
    expect(await page.getByRole('link', { name: 'Viber' }).getAttribute('href')).toBe('viber://chat?number=38345963828');
    // Istanbul and Hurghada cards show four stars; Cappadocia cards their own.
    const istanbul = page.getByRole('region', { name: 'Oferta Stamboll' });
    expect(await istanbul.getByRole('img', { name: '4 yje' }).count()).toBe(4);
    // Drawn as one path, one outline per star.
    const drawn = await istanbul.getByRole('img', { name: '4 yje' }).first().locator('svg path').getAttribute('d');
    expect(drawn?.match(/M/g)).toHaveLength(4);
    expect(await istanbul.getByText('All Inclusive').count()).toBe(4);
    await istanbul.getByText('nga PP €450').waitFor();
    const cappadocia = page.getByRole('region', { name: 'Kapadokia hotele' });
    expect(await cappadocia.getByRole('img', { name: '5 yje' }).count()).toBeGreaterThan(0);
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('Kapadokia carousel shows 4 / 3 / 2 / 1 cards by width', async () => {
    const page = await e2e.newPage();
    const visible = async () => {
      const region = page.locator('[aria-roledescription="karusel"][aria-label="Kapadokia hotele"]');
      await region.waitFor();
      return region.locator('[aria-roledescription="pamje"]:not([aria-hidden="true"])').count();
    };
    await page.goto('/');
    // Below the first screen: it is taken over (and measures its width) when it comes into view.
    await page.locator('[aria-roledescription="karusel"][aria-label="Kapadokia hotele"]').scrollIntoViewIfNeeded();
    for (const [width, count] of [
      [1280, 4],
      [1000, 3],
      [700, 2],
      [420, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(visible).toBe(count);
    }
  });

  it('destination picker filters countries and cities, and says when nothing matches', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    const picker = page.getByRole('button', { name: /Destinimi/ });
    await picker.click();
    const filter = page.getByRole('combobox', { name: 'Kërko vend ose qytet' });
    await filter.fill('zzzz');
    await page.getByText('Nuk u gjet asnjë rezultat').waitFor();
    await filter.fill('PARIS');
    const options = page.getByRole('listbox').getByRole('option');
    const texts = await options.allInnerTexts();
    expect(texts).toHaveLength(2);
    expect(texts[0]).toBe('France');
    expect(texts[1]).toMatch(/^Paris/);
    await filter.press('ArrowDown');
    await filter.press('Enter');
    expect(await picker.innerText()).toContain('Paris, France');
    // Accent-insensitive: "athine" finds Athinë.
    await picker.click();
    await page.getByRole('combobox', { name: 'Kërko vend ose qytet' }).fill('athine');
    await page.getByRole('option', { name: /Athinë/ }).waitFor();
    await page.keyboard.press('Escape');
    expect(await picker.getAttribute('aria-expanded')).toBe('false');
  });
});
