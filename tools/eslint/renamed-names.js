/**
 * Names that decision 020 (docs/decisions/020-one-name-per-thing.md, one name per thing) renamed: importing or
 * re-exporting an old name is a lint error that gives the new one, so an old name cannot come back from a branch
 * that was open during the rename. Written from decision 020's table: a later rename adds its line to both (the
 * second pass's lines are recorded in the glossary and the issue's closing note).
 */
/** @type {Record<string, string>} */
export const RENAMED = {
  ConstructionImage: 'GalleryPhoto',
  checkImageUpload: 'checkPhotoUpload',
  imageNotFound: 'photoNotFound',
  countGalleryImages: 'countGalleryPhotos',
  imageToastSources: 'photoToastSources',
  FEATURED_IMAGES_LIMIT: 'FEATURED_PHOTOS_LIMIT',
  ADMIN_IMAGES_PAGE_SIZE: 'ADMIN_PHOTOS_PAGE_SIZE',
  RELATED_IMAGES_LIMIT: 'RELATED_PHOTOS_LIMIT',
  RELATED_IMAGES_READ_EXTRA: 'RELATED_PHOTOS_READ_EXTRA',
  HERO_IMAGE_LIMIT: 'HERO_PHOTO_LIMIT',
  DEFAULT_IMAGE_CATEGORY: 'DEFAULT_PHOTO_CATEGORY',
  imageListsKey: 'photoListsKey',
  imageCountKey: 'photoCountKey',
  ImageCategory: 'PhotoCategory',
  ImagePageQuery: 'PhotoPageQuery',
  ImageUploadInput: 'PhotoUploadInput',
  ImageEdit: 'PhotoEdit',
  countImages: 'countPhotos',
  getImagePage: 'getPhotoPage',
  getRelatedImages: 'getRelatedPhotos',
  uploadImage: 'uploadPhoto',
  updateImage: 'updatePhoto',
  setImageFeatured: 'setPhotoFeatured',
  setHeroImage: 'setHeroPhoto',
  deleteImage: 'deletePhoto',
  allImages: 'allPhotos',
  featuredImages: 'featuredPhotos',
  toImages: 'toPhotos',
  toImageOrNull: 'toPhotoOrNull',
  toImage: 'toPhoto',
  ImageRecord: 'PhotoRecord',
  ImageSeed: 'PhotoSeed',
  RelatedImages: 'RelatedPhotos',
  loadRelatedImages: 'loadRelatedPhotos',
  useRelatedImages: 'useRelatedPhotos',
  FeaturedImages: 'FeaturedPhotos',
  FeaturedImageCard: 'FeaturedPhotoCard',
  loadFeaturedImages: 'loadFeaturedPhotos',
  useFeaturedImages: 'useFeaturedPhotos',
  WorkPageData: 'PhotoPageData',
  WorkJob: 'JobWithPhotos',
  readWorkData: 'readPhotoData',
  SitemapWork: 'SitemapPhoto',
  StoredWorkPage: 'StoredPhotoPage',
  WorkOf: 'PhotoFieldsOf',
  readWorkPage: 'readPhotoPage',
  readSitemapWorks: 'readSitemapPhotos',
  pickRelatedWorks: 'pickRelatedPhotos',
  WorkSeed: 'SamplePhoto',
  sampleWorks: 'samplePhotos',
  workSeedOf: 'photoSeedOf',
  addWorksOfType: 'addPhotosOfType',
  removeWorksOfType: 'removePhotosOfType',
  ImagesBackend: 'PhotosBackend',
  useAdminImagesPage: 'useAdminPhotosPage',
  useImageActions: 'usePhotoActions',
  useImageUpload: 'usePhotoUpload',
  uploadImages: 'uploadPhotos',
  ImageCard: 'PhotoCard',
  ImageConfirmDialog: 'PhotoConfirmDialog',
  ImageMarks: 'PhotoMarks',
  ImageGridSkeleton: 'PhotoGridSkeleton',
  ImageListError: 'PhotoListError',
  ImageListEmpty: 'PhotoListEmpty',
  ImageFields: 'PhotoFields',
  ImageFieldValues: 'PhotoFieldValues',
  checkImageFields: 'checkPhotoFields',
  makeImage: 'makePhoto',
  makeImages: 'makePhotos',
  makeAdminImage: 'makeAdminPhoto',
  seedImages: 'seedPhotos',
  ImageDoc: 'PhotoDoc',
  adminImagesContract: 'adminPhotosContract',
  sendInquiry: 'submitInquiry',
  sendReview: 'submitReview',
  sendInquiryPhotos: 'uploadInquiryPhotos',
  sendReviewPhotos: 'uploadReviewPhotos',
  WORK_QUERY_PARAM: 'WORK_TYPE_PARAM',
  readWorkFilter: 'readWorkTypeFilter',
  // The second pass (issue 26's review): the pages function, the sample data, the services page.
  Work: 'GalleryPhoto',
  workIdOf: 'photoIdOf',
  WORK_PAGE_PATH_PREFIX: 'PHOTO_PAGE_PATH_PREFIX',
  imageFromStored: 'photoFromStored',
  SAMPLE_WORK_SLUGS: 'SAMPLE_PHOTO_SLUGS',
  WorksLink: 'GalleryLink',
  imagesPageCopy: 'photosPageCopy',
  imageCardCopy: 'photoCardCopy',
  imageActionCopy: 'photoActionCopy',
  imageMessages: 'photoMessages',
  imageId: 'photoId',
  imageDoc: 'photoDoc',
  imageDocs: 'photoDocs',
  imageIdsDesc: 'photoIdsDesc',
};

/** @type {import('eslint').Rule.RuleModule} */
const noRenamedImport = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow importing a name that decision 020 renamed.' },
    messages: { renamed: "'{{old}}' was renamed '{{name}}' (docs/decisions/020-one-name-per-thing.md)." },
    schema: [],
  },
  create(context) {
    /** @param {import('estree').Node} node @param {import('estree').Identifier | import('estree').Literal} id */
    const check = (node, id) => {
      const old = id.type === 'Identifier' ? id.name : String(id.value);
      if (Object.hasOwn(RENAMED, old)) context.report({ node, messageId: 'renamed', data: { old, name: RENAMED[old] } });
    };
    return {
      ImportSpecifier: (node) => check(node, node.imported),
      ExportSpecifier: (node) => check(node, node.local),
    };
  },
};

/** The ESLint plugin (eslint.config.js: renamed-names/no-renamed-import). */
export const renamedNames = { rules: { 'no-renamed-import': noRenamedImport } };
