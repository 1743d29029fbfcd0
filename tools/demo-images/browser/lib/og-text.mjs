// Company name + tagline for the social card (Noto Sans CJK KR from fonts-noto-cjk).
const FONT = '"Noto Sans CJK KR", "Noto Sans KR", sans-serif';

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} W
 * @param {number} H
 */
export async function ogText(ctx, W, H) {
  await document.fonts.load(`700 120px ${FONT}`, 'JY건설');
  await document.fonts.load(`400 40px ${FONT}`, '지붕·방수·외벽 리모델링');
  const g = ctx.createLinearGradient(0, 0, W * 0.75, 0);
  g.addColorStop(0, 'rgba(8,12,22,0.82)');
  g.addColorStop(0.6, 'rgba(8,12,22,0.45)');
  g.addColorStop(1, 'rgba(8,12,22,0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  const x = W * 0.07;
  ctx.fillStyle = '#f57a0b';
  ctx.fillRect(x, H * 0.3, W * 0.06, H * 0.012);
  ctx.fillStyle = '#ffffff';
  ctx.textBaseline = 'alphabetic';
  ctx.font = `700 ${Math.round(H * 0.2)}px ${FONT}`;
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
  ctx.shadowBlur = 12;
  ctx.fillText('JY건설', x, H * 0.53);
  ctx.font = `400 ${Math.round(H * 0.072)}px ${FONT}`;
  ctx.fillStyle = 'rgba(255,255,255,0.92)';
  ctx.fillText('지붕·방수·외벽 리모델링', x, H * 0.66);
  ctx.shadowBlur = 0;
}
