export { JoinOurStory } from './JoinOurStory';
export { StoryHero } from './StoryHero';
export { Timeline } from './Timeline';
export { ValuesGrid } from './ValuesGrid';
