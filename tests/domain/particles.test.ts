import { describe, expect, it } from 'vitest';
import { particle, withParticle } from '@/domain/particles';

describe('particles', () => {
  it('follow the last Hangul syllable: a final consonant, none, or ㄹ before 로', () => {
    expect(withParticle('확인중', '으로/로')).toBe('확인중으로');
    expect(withParticle('신규', '으로/로')).toBe('신규로');
    expect(withParticle('답변완료', '으로/로')).toBe('답변완료로');
    expect(withParticle('서울', '으로/로')).toBe('서울로');
    expect(withParticle('원주 단독주택 아스팔트 슁글 지붕 교체', '을/를')).toBe('원주 단독주택 아스팔트 슁글 지붕 교체를');
    expect(withParticle('옥상 방수 공사', '을/를')).toBe('옥상 방수 공사를');
    expect(withParticle('지붕 공사 현장', '을/를')).toBe('지붕 공사 현장을');
    expect(withParticle('현장', '이/가')).toBe('현장이');
    expect(withParticle('사진', '은/는')).toBe('사진은');
    expect(withParticle('지붕', '와/과')).toBe('지붕과');
    expect(withParticle('기와', '와/과')).toBe('기와와');
  });

  it('read capital letters by their names', () => {
    expect(withParticle('AS', '을/를')).toBe('AS를');
    expect(withParticle('ABC', '이/가')).toBe('ABC가');
    expect(withParticle('지보공사 AS', '으로/로')).toBe('지보공사 AS로');
    expect(withParticle('BL', '으로/로')).toBe('BL로');
    expect(withParticle('PVC 방수 M', '을/를')).toBe('PVC 방수 M을');
    expect(withParticle('x', '을/를')).toBe('x를');
  });

  it('read numbers by their last spoken syllable', () => {
    expect(withParticle('2층', '을/를')).toBe('2층을');
    expect(withParticle('현장 1', '을/를')).toBe('현장 1을');
    expect(withParticle('현장 1', '으로/로')).toBe('현장 1로');
    expect(withParticle('현장 2', '을/를')).toBe('현장 2를');
    expect(withParticle('현장 3', '으로/로')).toBe('현장 3으로');
    expect(withParticle('현장 6', '이/가')).toBe('현장 6이');
    expect(withParticle('현장 10', '을/를')).toBe('현장 10을');
    expect(withParticle('현장 100', '이/가')).toBe('현장 100이');
    expect(withParticle('1,000', '은/는')).toBe('1,000은');
    expect(withParticle('20000', '와/과')).toBe('20000과');
    expect(withParticle('1.5', '을/를')).toBe('1.5를');
    expect(withParticle('0', '으로/로')).toBe('0으로');
    expect(withParticle('2024', '으로/로')).toBe('2024로');
  });

  it('read other Latin words as loanwords, after a silent e', () => {
    expect(withParticle('Roof', '을/를')).toBe('Roof를');
    expect(withParticle('Apple', '을/를')).toBe('Apple을');
    expect(withParticle('iPhone', '으로/로')).toBe('iPhone으로');
    expect(withParticle('Steel', '으로/로')).toBe('Steel로');
    expect(withParticle('Ceiling', '이/가')).toBe('Ceiling이');
    expect(withParticle('Change', '을/를')).toBe('Change를');
  });

  it('skip closing quotes, brackets and punctuation', () => {
    expect(withParticle('지붕 공사 (1)', '을/를')).toBe('지붕 공사 (1)을');
    expect(withParticle('“창고 지붕”', '을/를')).toBe('“창고 지붕”을');
    expect(withParticle('방수!', '이/가')).toBe('방수!가');
  });

  it('keep both forms when the ending cannot be told', () => {
    expect(particle('', '을/를')).toBe('을(를)');
    expect(particle('…', '으로/로')).toBe('(으)로');
    expect(particle('工事', '이/가')).toBe('이(가)');
    expect(particle('ㅋㅋ', '은/는')).toBe('은(는)');
    expect(particle('?', '와/과')).toBe('와(과)');
  });
});
