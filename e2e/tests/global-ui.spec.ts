import { expect, test } from '../support/fixtures.ts';
import { openHeaderMenu } from '../support/player.ts';

/** The settings menu's name in the language the page is in before each switch (the one chosen before it). */
const SETTINGS: Record<string, string> = { vi: 'Settings', hi: 'Cài đặt', pt: 'सेटिंग्स', es: 'Configurações', tr: 'Ajustes', en: 'Ayarlar' };

const TAB_NAMES: Record<string, string[]> = {
  vi: ['Trang chủ', 'Sòng bài', 'Thể thao', 'Thưởng', 'Hồ sơ'],
  hi: ['होम', 'कैसीनो', 'खेल', 'बोनस', 'प्रोफ़ाइल'],
  pt: ['Início', 'Cassino', 'Esportes', 'Bônus', 'Perfil'],
  es: ['Inicio', 'Casino', 'Deportes', 'Bono', 'Perfil'],
  tr: ['Ana Sayfa', 'Casino', 'Spor', 'Bonus', 'Profil'],
  en: ['Home', 'Casino', 'Sports', 'Bonus', 'Profile'],
};

test('switches the language to each of the six, and keeps it after a reload', async ({ page }) => {
  await page.goto('/');
  const tabs = page.locator('nav.tabbar a');
  await expect(tabs).toHaveText(TAB_NAMES.en ?? []);
  for (const [code, names] of Object.entries(TAB_NAMES)) {
    await openHeaderMenu(page, SETTINGS[code] ?? 'Settings');
    await page.locator('#language-picker').selectOption(code);
    await expect(tabs).toHaveText(names);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
  }
  await openHeaderMenu(page, 'Settings');
  await page.locator('#language-picker').selectOption('pt');
  await page.reload();
  await expect(tabs).toHaveText(TAB_NAMES.pt ?? []);
});

test('dark theme is applied to the document and kept after a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await openHeaderMenu(page, 'Settings');
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await background()).not.toBe(light);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await openHeaderMenu(page, 'Settings');
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Light theme' })).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: 'Light theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await background()).toBe(light);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
});
