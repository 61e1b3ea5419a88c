export { useTracking } from './api';
export { TrackingResult } from './TrackingResult';
