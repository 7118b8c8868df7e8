import type { Frame, Page } from 'playwright';

/**
 * Resolves once every image in the page (or frame) has loaded or failed, so a screenshot shows
 * the pictures rather than their empty boxes. Lazy images below the fold would never start
 * loading in a screenshot taken beyond the viewport, so they are made eager first.
 */
export async function imagesSettled(scope: Page | Frame): Promise<void> {
  await scope.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete
          ? undefined
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
  });
}
