/** The headings of the approved reviews visitors read (home, About, a job's photos); the cards' words: card-copy.ts. */
export const reviewsCopy = {
  eyebrow: '고객 후기',
  homeTitle: '공사를 맡겨 주신 분들의 이야기',
  homeLead: '시공이 끝난 뒤 고객께서 직접 남겨 주신 후기입니다. 확인을 거쳐 그대로 싣습니다.',
  aboutTitle: (companyName: string) => `고객이 말하는 ${companyName}`,
  jobTitle: '이 현장 고객 후기',
} as const;
