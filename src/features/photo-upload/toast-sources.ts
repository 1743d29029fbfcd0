/**
 * The toast sources of the photo forms (ToastOptions.source): the form's check, its write's outcome and a partial
 * upload share one, so "제목을 입력해 주세요." is replaced by the success instead of staying above it.
 */
export const photoToastSources = {
  upload: 'photo-upload/upload',
  edit: 'admin-photos/edit',
} as const;
