import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** The ⋯ button of a photo row (its name is "더 보기 (title)"). */
export const moreButton = (row: HTMLElement) => within(row).getByRole('button', { name: /^더 보기/ });

/** Opens the row's ⋯ menu and gives its item `label` (대표 프로젝트로 지정, 배경으로 설정, 삭제…). */
export async function rowMenuItem(user: User, row: HTMLElement, label: string) {
  await user.click(moreButton(row));
  return within(screen.getByRole('menu')).getByRole('menuitem', { name: new RegExp(`^${label}`) });
}
