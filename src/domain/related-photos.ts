/**
 * The photos shown as "다른 … 시공 사례" under a photo, from the newest photos of its type (newest first): never the
 * photo itself, never another photo of its job, and one photo per other job, so the list shows that many different
 * photos. At most `limit`. Imports nothing: the pages function uses it too (functions/tsconfig.shared.json).
 */
export function pickRelatedPhotos<T extends { id: string; jobId: string | null }>(
  photo: { id: string; jobId: string | null },
  newestOfType: readonly T[],
  limit: number,
): T[] {
  const jobsShown = new Set<string>(photo.jobId ? [photo.jobId] : []);
  const picked: T[] = [];
  for (const candidate of newestOfType) {
    if (picked.length >= limit) break;
    if (candidate.id === photo.id) continue;
    if (candidate.jobId) {
      if (jobsShown.has(candidate.jobId)) continue;
      jobsShown.add(candidate.jobId);
    }
    picked.push(candidate);
  }
  return picked;
}
