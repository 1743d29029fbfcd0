import { describe, expect, it } from 'vitest';
import { photoActionCopy } from '@/features/admin-photos/copy';

describe('staff setting a background are told when visitors see it', () => {
  it("in a Firebase build: within the stable copy's cache time; in the demo: at once (nothing added)", () => {
    expect(photoActionCopy.heroSet('현장 1', true)).toBe('“현장 1” 이미지를 배경으로 설정했습니다. 방문자 화면에는 5분 안에 반영됩니다.');
    expect(photoActionCopy.heroSet('현장 1', false)).toBe('“현장 1” 이미지를 배경으로 설정했습니다.');
  });
});
