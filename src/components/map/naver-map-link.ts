/** The address searched on NAVER Map's website (opens the app on phones that have it). */
export function naverMapSearchUrl(address: string): string {
  return `https://map.naver.com/p/search/${encodeURIComponent(address)}`;
}
