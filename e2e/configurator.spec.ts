import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, hydrated, test } from './fixtures';

const COLOUR_CLASH = 'This colour is incompatible with the current selection. Please choose a different colour.';

const section = (page: Page, key: string): Locator => page.getByTestId(`OptionSection-${key}`);
/** Chooses an option by its visible name in a section (the radio sits under its label). */
async function choose(page: Page, key: string, name: string | RegExp): Promise<void> {
  await section(page, key).getByRole('radio', { name }).check();
}

test.describe('bike configurator v2', () => {
  test('configure a CGR, keep it through a reload, save it, find it after sign-in, share it and buy it', async ({ page }) => {
    await gotoHydrated(page, '/build-v2/cgr-ti/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build your CGR Ti');
    const drawing = page.getByTestId('Configurator-drawing');
    await expect(drawing).toHaveAttribute('role', 'img');
    await expect(drawing).toHaveAttribute('aria-label', /CGR Ti 105 in its factory paint, gloss finish\./);

    // Size from the calculator: height and inside leg give the size and the reason.
    await page.getByText('Not sure of your size? Use the size calculator').click();
    await page.getByLabel('Your height (cm)').fill('176');
    await page.getByLabel('Your inside leg (cm)').fill('82');
    await expect(page.getByTestId('SizeCalculator')).toContainText('We recommend size M.');
    await expect(page.getByTestId('SizeCalculator')).toContainText('stack of 581 mm and reach of 384 mm');
    await page.getByRole('button', { name: 'Choose size M' }).click();
    await expect(page).toHaveURL(/[?&]size=M/);
    await expect(section(page, 'size').getByRole('radio', { name: 'M' })).toBeChecked();

    // A gradient without its colour asks for one (spec wording); choosing a colour settles it.
    await choose(page, 'gradientAngle', /Gradient at 45°/);
    await expect(section(page, 'gradientColor').getByRole('alert')).toHaveText('Please select a gradient colour');
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await choose(page, 'gradientColor', /Zest Lime/);
    await expect(section(page, 'gradientColor').getByRole('alert')).toHaveCount(0);

    // A logo in the colour under it cannot be seen.
    await choose(page, 'customColor', /Racing Red/);
    // Four options show first (spec §9); the rest are one click away.
    await expect(section(page, 'downTubeLogoColor').getByRole('radio')).toHaveCount(4);
    await section(page, 'downTubeLogoColor')
      .getByRole('button', { name: /Show \d+ more options/ })
      .click();
    await choose(page, 'downTubeLogoColor', /^Red/);
    await expect(section(page, 'downTubeLogoColor').getByRole('alert')).toHaveText(COLOUR_CLASH);
    await choose(page, 'downTubeLogoColor', /^White/);
    await expect(section(page, 'downTubeLogoColor').getByRole('alert')).toHaveCount(0);

    // Matt, and a power meter with the crank it needs.
    await choose(page, 'paintFinish', /Matt/);
    await choose(page, 'crank', /Rotor Aldhu/);
    await choose(page, 'powerMeters', /Rotor INspider/);
    await expect(drawing).toHaveAttribute('data-finish', 'matt');
    await expect(drawing).toHaveAttribute(
      'aria-label',
      /Custom paint: Racing Red, matt finish\. Gradient into Zest Lime at 45°\./,
    );
    const summary = page.getByTestId('Configurator-summary');
    await expect(summary).toContainText('Power meter: Rotor INspider power meter');
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    const total = (await page.getByTestId('Configurator-total').textContent())!;
    expect(total).toMatch(/^Total £[\d,]+$/);

    // Back undoes the last choice; Forward brings it back.
    await page.goBack();
    await expect(section(page, 'powerMeters').getByRole('radio', { name: /No power meter/ })).toBeChecked();
    await page.goForward();
    await expect(section(page, 'powerMeters').getByRole('radio', { name: /Rotor INspider/ })).toBeChecked();

    // The build lives in the URL: a reload shows the same bike at the same price.
    await page.reload();
    await hydrated(page);
    await expect(section(page, 'paintFinish').getByRole('radio', { name: /Matt/ })).toBeChecked();
    await expect(section(page, 'customColor').getByRole('radio', { name: /Racing Red/ })).toBeChecked();
    await expect(page.getByTestId('Configurator-total')).toHaveText(total);

    // A guest's design is kept in the browser ...
    const save = page.getByTestId('SaveDesign');
    await save.getByLabel('Name your design').fill('Winter CGR');
    await save.getByRole('button', { name: 'Save design' }).click();
    await expect(save.getByRole('status')).toContainText('Saved in this browser.');

    // ... and moves into the account at registration.
    await gotoHydrated(page, '/auth/register/?redirect=/my-cadence/');
    await page.getByLabel('First name').fill('Dee');
    await page.getByLabel('Last name').fill('Signer');
    await page.getByLabel('Email').fill(`designer-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('Velodrome2026');
    await page.getByLabel('Confirm password').fill('Velodrome2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/my-cadence\/$/);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Cadence');
    const saved = page.getByTestId('SavedDesigns-item');
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText('Winter CGR');
    await expect(saved).toContainText(`Now ${total.replace('Total ', '')}`);
    await expect(saved.getByRole('img')).toHaveAttribute('aria-label', /Winter CGR/);
    await expect(page.getByText('Kept in this browser')).toHaveCount(0);

    // The share link opens the configurator with that build.
    await saved.getByRole('link', { name: 'Open in configurator' }).click();
    await expect(page).toHaveURL(/\/build-v2\/cgr-ti\/\?/);
    await hydrated(page);
    await expect(section(page, 'powerMeters').getByRole('radio', { name: /Rotor INspider/ })).toBeChecked();
    await expect(page.getByTestId('Configurator-total')).toHaveText(total);

    // Add to cart: the review page, then the cart shows one bike with its colour and its options.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/cgr-ti-105\/review\/$/);
    await gotoHydrated(page, '/cart/');
    const lines = page.getByTestId('CartLine-root');
    await expect(lines).toHaveCount(1);
    await expect(lines.getByTestId('CartLine-colour')).toHaveText('Colour: Custom paint: Racing Red (+£150.00)');
    await expect(lines.getByTestId('CartLine-options')).toContainText('Rotor INspider power meter');
    await expect(lines.getByTestId('CartLine-options')).toContainText('Matt');
  });

  test('the German configurator prices in euros and speaks German', async ({ page }) => {
    await gotoHydrated(page, '/de-DE/build-v2/ultra-grit/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Ultra-Grit konfigurieren');
    await expect(page.getByTestId('Configurator-total')).toHaveText(/^Gesamt [\d.]+\s€$/);
    await expect(section(page, 'size').getByRole('alert')).toHaveText('Bitte wählen Sie eine Größe');
    await choose(page, 'fork', /Federgabel/);
    await expect(page.getByTestId('Configurator-summary')).toContainText('Gabel: Federgabel, 30 mm Federweg');
  });
});
