import { expect, force, openAs, routeOf, test } from '../../support/fixtures';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('/ad-center/feedback', () => {
  test('topic and content are both required', async ({ page, user }) => {
    await openAs(page, user, '/ad-center/feedback');
    const sent: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === '/feedback' && sent.push(r.url()));
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expect(page.getByTestId('feedback-error')).toHaveText(
      'Please enter your topic and content',
    );
    await page.getByLabel('Topic').fill('Billing');
    await submit.click();
    await expect(page.getByTestId('feedback-error')).toHaveText(
      'Please enter your topic and content',
    );
    await page.getByLabel('Topic').fill('   ');
    await page.getByLabel('Content').fill('Some words');
    await submit.click();
    await expect(page.getByTestId('feedback-error')).toHaveText(
      'Please enter your topic and content',
    );
    expect(sent).toEqual([]);
  });

  test('posts topic, content and an uploaded image, with upload progress', async ({
    page,
    user,
  }) => {
    await openAs(page, user, '/ad-center/feedback');
    await page.getByLabel('Topic').fill('Delivery question');
    await page.getByLabel('Content').fill('My plan stays in matching.');
    await force('/files/upload', { delay_ms: 1500, times: 1 }, user.token);
    await page.locator('.arco-image-picker input[type=file]').setInputFiles({
      name: 'shot.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(page.getByTestId('upload-progress')).toContainText('Uploading');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(page.getByTestId('upload-progress')).toHaveCount(0, { timeout: 10_000 });

    const posted = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/feedback' && r.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    const body = (await posted).postDataJSON() as {
      subject: string;
      content: string;
      images: string[];
    };
    expect(body.subject).toBe('Delivery question');
    expect(body.content).toBe('My plan stays in matching.');
    expect(body.images).toHaveLength(1);
    expect(body.images[0]).toMatch(/\/uploads\/[0-9a-f]+\.png$/);
    await expect(page.getByText('Posted successfully')).toBeVisible();
    await expect(page.getByTestId('metric-delivery_amount')).toBeVisible();
    expect(routeOf(page)).toBe('/ad-center');
  });

  test('only images, of at most 5MB, are taken', async ({ page, user }) => {
    await openAs(page, user, '/ad-center/feedback');
    const uploads: string[] = [];
    page.on('request', (r) => r.url().includes('/files/upload') && uploads.push(r.url()));
    const input = page.locator('.arco-image-picker input[type=file]');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await expect(page.getByText('Only image files can be uploaded')).toBeVisible();
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
    });
    await expect(page.getByText('The image is too large (at most 5MB)')).toBeVisible();
    await expect(page.locator('.arco-image-picker-image')).toHaveCount(0);
    expect(uploads).toEqual([]);
  });
});
