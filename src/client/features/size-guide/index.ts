export { HowToMeasure } from './HowToMeasure';
export { SizeCharts } from './SizeCharts';
export { SizeFinder } from './SizeFinder';
export { SizeGuideHero } from './SizeGuideHero';
