/** Words of the 인증·보증 block (About and the contact page). */
export const trustCopy = {
  title: '인증·보증',
  constructionLicense: '건설업 등록번호',
  defectWarranty: '하자보증 기간',
  insurance: '보험',
} as const;
