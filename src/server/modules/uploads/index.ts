// The uploads module's public surface: what app.ts and other modules may use (lint refuses its other files).
export { uploadRoutes } from './uploads.routes'
export { fileAttachments, findCustomerUpload, findStoredUpload, uploadUrl } from './uploads.service'
export { shareUploadsWith } from './shared-files'
