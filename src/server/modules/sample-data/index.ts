// The sample data's public surface: what main.ts may use (lint refuses its other files).
export { seedSampleData } from './sample-data.service'
