import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionMenu, type ActionMenuItem } from '@/components/ui/ActionMenu';

function renderMenu({ busy = false, heroDisabled = false } = {}) {
  const selected = vi.fn();
  const items: ActionMenuItem[] = [
    { key: 'featured', label: '대표 프로젝트로 지정', onSelect: () => selected('featured') },
    {
      key: 'hero',
      label: '배경으로 설정',
      onSelect: () => selected('hero'),
      disabled: heroDisabled,
      note: heroDisabled ? '이미 배경 이미지로 설정되어 있습니다' : undefined,
    },
    { key: 'delete', label: '삭제', onSelect: () => selected('delete'), danger: true },
  ];
  render(
    <>
      <ActionMenu label="더 보기 (지붕)" items={items} busy={busy} />
      <button type="button">다음 버튼</button>
    </>,
  );
  const button = screen.getByRole('button', { name: '더 보기 (지붕)' });
  return { button, selected, user: userEvent.setup() };
}

const items = () => within(screen.getByRole('menu')).getAllByRole('menuitem');

describe('ActionMenu (menu button)', () => {
  it('is a button that says it opens a menu, and whether it is open', async () => {
    const { button, user } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: '더 보기 (지붕)' })).toBeInTheDocument();
    expect(items()[0]).toHaveFocus();
    await user.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens from the keyboard on the first item (Enter, Space, ↓) or the last (↑)', async () => {
    const { button, user } = renderMenu();
    for (const key of ['{Enter}', ' ', '{ArrowDown}']) {
      button.focus();
      await user.keyboard(key);
      expect(items()[0]).toHaveFocus();
      await user.keyboard('{Escape}');
    }
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(items()[2]).toHaveFocus();
  });

  it('moves with the arrows (wrapping), Home and End; Escape closes and gives focus back to the button', async () => {
    const { button, user } = renderMenu();
    await user.click(button);
    await user.keyboard('{ArrowDown}');
    expect(items()[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(items()[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(items()[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items()[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items()[2]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('runs the chosen item after closing and giving focus back to the button', async () => {
    const { button, selected, user } = renderMenu();
    await user.click(button);
    await user.keyboard('{End}{Enter}');
    expect(selected).toHaveBeenCalledWith('delete');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(items()[0]!);
    expect(selected).toHaveBeenLastCalledWith('featured');
  });

  it('keeps a disabled item in place, focusable and explained, but does not run it', async () => {
    const { button, selected, user } = renderMenu({ heroDisabled: true });
    await user.click(button);
    const hero = items()[1]!;
    expect(hero).toHaveAttribute('aria-disabled', 'true');
    expect(hero).toHaveAccessibleDescription('이미 배경 이미지로 설정되어 있습니다');
    await user.keyboard('{ArrowDown}');
    expect(hero).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(selected).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('closes on Tab and on a tap elsewhere', async () => {
    const { button, user } = renderMenu();
    await user.click(button);
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(button);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('does not open while its action is in flight, and keeps focus', async () => {
    const { button, user } = renderMenu({ busy: true });
    await user.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
  });
});
