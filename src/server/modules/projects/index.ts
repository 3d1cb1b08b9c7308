// The projects module's public surface: what app.ts and other modules may use (lint refuses its other files).
export { adminProjectRoutes } from './admin-projects.routes'
export { accessDetailsRoutes } from './access-details.routes'
export { cancelProjectRoutes } from './cancel-project.routes'
export { deliverProject, submitForReview, updateProjectStatus } from './admin-projects.service'
export { addDesignSample } from './design-samples.service'
export { openProjectForPaidOrder } from './lifecycle'
export { readOrderPaymentMethodsWith } from './project-money'
export {
  countActiveProjects,
  countDeliveredProjects,
  listProjectTitles,
  listRecentProjects,
  orderProjectOf,
  projectTitleOf,
} from './admin-projects.repo'
export { projectRoutes } from './projects.routes'
export { designCommentRoutes } from './design-comments.routes'
export { clientMayOpenReviewScreenshot } from './review-screenshots'
export {
  approveProject,
  findCustomerProject,
  findOrderProject,
  findProjectOrderId,
  PROJECT_MESSAGES,
  selectDesign,
  submitRequirements,
} from './projects.service'
export {
  countProjectsByCustomer,
  listCustomerProjectsBrief,
  listOrdersProjects,
  projectsInStatuses,
} from './customer-projects.repo'
export { findProject as findStaffProject } from './projects.repo'
export { listLateRushProjects, refundLateRush } from './late-rush'
export { revisionRoundPaidJobHandler } from './revision-rounds'
export { projectFileRefs, type ProjectFileRef } from './project-files'
