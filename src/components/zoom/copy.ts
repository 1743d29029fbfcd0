/** The zoomable photo's buttons and hints (the public full-screen view, the staff's photo lightbox). */
export const zoomCopy = {
  zoomIn: '확대',
  zoomOut: '축소',
  /** What a finger does: shown on touch screens. */
  touchHint: '두 손가락으로 벌리거나 두 번 탭해 확대합니다.',
  touchHintSeveral: '두 손가락으로 벌리거나 두 번 탭해 확대하고, 옆으로 밀어 사진을 넘깁니다.',
  /** What the mouse and the keys do: shown where there is a mouse. */
  keyboardHint: '휠을 돌리거나 두 번 클릭해 확대합니다. Esc로 닫습니다.',
  keyboardHintSeveral: '휠을 돌리거나 두 번 클릭해 확대하고, ← → 키로 사진을 넘깁니다. Esc로 닫습니다.',
} as const;
