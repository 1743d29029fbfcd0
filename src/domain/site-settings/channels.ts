/** The company's channels as links. */
/** A plain link to the KakaoTalk channel's chat (no Kakao SDK; on a phone it opens KakaoTalk), '' without a channel. */
export function kakaoChatUrl(channelId: string): string {
  return channelId ? `https://pf.kakao.com/${encodeURIComponent(channelId)}/chat` : '';
}
