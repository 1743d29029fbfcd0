import { screen, within } from '@testing-library/react';
import { type AdminSetup, findPageHeading, renderAdmin, setupDemo } from '../../../support/admin-harness';

/**
 * The admin's photo screen (이미지 관리) in the whole app against a fresh seeded demo backend (21 sample photos),
 * signed in as the demo administrator (setupDemo's options), once its heading is up; gives the demo (its adapter,
 * database and faults).
 */
export async function openPhotosScreen(setup: AdminSetup = {}) {
  const demo = await setupDemo(setup);
  renderAdmin('/jy-dev/images', demo.adapter);
  await findPageHeading('이미지 관리');
  return demo;
}

/** The photo cards of the screen's list, in its order. */
export const photoCards = () => within(screen.getByRole('list', { name: '업로드된 이미지' })).getAllByRole('article');
