export { CroppedImageUploader, type CroppedImageUploaderProps } from './CroppedImageUploader';
export { FileUploader, type FileUploaderProps } from './FileUploader';
export { ImageUploader, type ImageUploaderProps } from './ImageUploader';
export { commitFiles, diffFiles, downloadHref, type FileChanges, newAffairId, routeModule, uploadFile } from './ossApi';
export { PhotoUploader, type PhotoUploaderProps } from './PhotoUploader';
export { type AffairFiles, affairFilesKey, useAffairFiles } from './useAffairFiles';
