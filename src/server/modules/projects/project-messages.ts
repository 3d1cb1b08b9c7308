// What the projects module answers a customer, in the specification's words.
export const PROJECT_MESSAGES = {
  notFound: 'Project not found',
  sampleNotFound: 'Design sample not found',
  alreadySubmitted: 'The requirements for this project have already been submitted.',
  logoMissing: 'Your logo upload was not found. Please choose the file again.',
  received: "Thank you! We have your requirements and we'll start on your designs.",
  samplesNotReady: 'Design samples are not available for this project yet.',
  notChoosing: 'This project is not waiting for a design choice.',
  notInReview: 'This project is not waiting for your approval.',
  designSelected: 'Thank you! We have your choice and are starting development.',
  newDesignsRequested: 'Thank you! Our designers will prepare new designs with your feedback.',
  approved: 'Thank you for approving your website! We are preparing its delivery.',
  revisionsRequested: 'Thank you! We have your revision requests and are working on them.',
} as const
