/** The company's privacy officer (개인정보 보호책임자), named in the 개인정보처리방침. */
export interface PrivacyOfficer {
  name: string;
  title: string;
  phone: string;
  email: string;
}

/**
 * The officer when a name and a title are set, else null: without both there is no policy to publish, and /privacy
 * shows the placeholder note. vite.config.ts asks the same question of the build's variables (__PRIVACY_POLICY__),
 * so a build without an officer leaves the policy's code out.
 */
export function privacyOfficerOf(name: string, title: string, phone: string, email: string): PrivacyOfficer | null {
  return name && title ? { name, title, phone, email } : null;
}
