// @vitest-environment node
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The spelling of the Korean copy outside the spec's own sentences: auxiliary verbs spaced (해 주세요, 알려 드립니다),
 * "확인 중" in prose (확인중 is only the inquiry status), and 시공 사례 / 견적 문의 spaced everywhere except the
 * public menu labels of the route table. Scans every string and JSX text of the app, the seed's company texts and
 * the alert e-mail (the Cloud Functions' code and templates).
 */

/** Quoted by the spec, so kept exactly as it writes them (auxiliary verbs written together). */
const SPEC_STRINGS = new Set([
  '이메일과 비밀번호를 모두 입력해주세요.',
  '로그인 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  '문의 접수 중 오류가 발생했습니다. 다시 시도해주세요.',
  '이미지를 선택해주세요',
]);

/** The route table's menu labels: the site's menu words since the first release, kept as they are. */
const MENU_LABEL_FILE = 'src/config/routes.ts';
const MENU_LABELS = new Set(['시공사례', '견적문의']);

/** Texts visitors wrote (sample inquiries), not copy. */
const NOT_COPY = new Set(['src/backend/demo/seed/sample-inquiries.ts']);

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file.split('\\').join('/')}`)
    .filter((file) => pattern.test(file) && !file.includes('node_modules'));
}

/** Every string literal, template text and JSX text of a TypeScript file. */
function textsOf(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) texts.push(node.text);
    node.forEachChild(visit);
  };
  visit(source);
  return texts.filter((text) => /[\uac00-\ud7a3]/.test(text));
}

const SYLLABLE_BASE = 0xac00;
/** Vowels a verb's -아/-어 form ends in (해, 알려, 남겨, 보내, 봐, 줘, 돼...): ㅏ ㅐ ㅓ ㅕ ㅘ ㅙ ㅝ. */
const CONNECTIVE_VOWELS = new Set([0, 1, 4, 6, 9, 10, 14]);

function endsLikeConnective(syllable: string): boolean {
  const code = syllable.charCodeAt(0) - SYLLABLE_BASE;
  if (code < 0 || code > 11171) return false;
  return code % 28 === 0 && CONNECTIVE_VOWELS.has(Math.floor(code / 28) % 21);
}

/** 주다 / 드리다 / 보다 right after a -아/-어 form: "해주세요", "알려드립니다", "확인해보세요". */
const AUXILIARY =
  /(?<=[\uac00-\ud7a3])(주세|주시|주십|주셔|주신|주실|주면|주고|주는|주어|줘|줍|줄|준|드리|드릴|드립|드려|드렸|보세요|보시|봐)/gu;

/** Nouns that take 드리다 as a suffix, written together: 전화드리다, 사과드리다 (like 연락드리다). */
const NOUNS_WITH_DEURIDA = ['전화', '사과'];

function unspacedAuxiliaries(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(AUXILIARY)) {
    const before = text[match.index - 1]!;
    const noun = match[0].startsWith('드') && NOUNS_WITH_DEURIDA.includes(text.slice(match.index - 2, match.index));
    if (endsLikeConnective(before) && !noun) found.push(text.slice(Math.max(0, match.index - 4), match.index + match[0].length + 2));
  }
  return found;
}

function problemsOf(file: string, text: string): string[] {
  const problems: string[] = [];
  if (!SPEC_STRINGS.has(text.trim())) {
    for (const found of unspacedAuxiliaries(text)) problems.push(`${file}: auxiliary verb written together: "${found}"`);
  }
  // The status value itself, alone or quoted in a sentence ('신규'에서 '확인중'으로), keeps its form.
  const prose = text === '확인중' ? '' : text.replaceAll("'확인중'", '');
  if (/(확인|처리|진행|저장|전송|업로드)중/.test(prose)) problems.push(`${file}: "…중" written together in prose: "${text}"`);
  if (/시공사례|견적문의/.test(text) && !(file === MENU_LABEL_FILE && MENU_LABELS.has(text))) {
    problems.push(`${file}: 시공 사례 / 견적 문의 written together: "${text}"`);
  }
  return problems;
}

describe('Korean copy', () => {
  const sources = [...filesUnder('src', /\.tsx?$/), ...filesUnder('functions/src', /\.ts$/)].filter((file) => !NOT_COPY.has(file));
  const templates = filesUnder('functions/templates', /\.hbs$/);

  it('finds the copy it checks (the scan itself works)', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(templates.length).toBeGreaterThan(0);
    expect(unspacedAuxiliaries('연락해주세요. 안내해드립니다. 확인해보세요. 보내줘')).toHaveLength(4);
    expect(unspacedAuxiliaries('연락해 주세요. 안내해 드립니다. 아주 좋은 지붕 보수. 연락드리겠습니다. 전화드립니다.')).toEqual([]);
    expect(problemsOf('src/x.ts', '문의 접수 중 오류가 발생했습니다. 다시 시도해주세요.')).toEqual([]);
    expect(problemsOf('src/x.ts', '확인중입니다')).toHaveLength(1);
    expect(problemsOf('src/x.ts', "상태를 '신규'에서 '확인중'으로 변경했습니다.")).toEqual([]);
    expect(problemsOf('src/x.ts', '전체 시공사례 보기')).toHaveLength(1);
    expect(problemsOf(MENU_LABEL_FILE, '견적문의')).toEqual([]);
  });

  it('spaces auxiliary verbs, 확인 중 in prose and 시공 사례 / 견적 문의 outside the menu labels', () => {
    const problems = [
      ...sources.flatMap((file) => textsOf(file).flatMap((text) => problemsOf(file, text))),
      ...templates.flatMap((file) => problemsOf(file, readFileSync(file, 'utf8'))),
    ];
    expect(problems).toEqual([]);
  });
});
