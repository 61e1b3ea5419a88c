export { useTracking } from './api';
export { TrackingResult } from './TrackingResult';
export { TIMELINE_STEPS } from './timeline';
