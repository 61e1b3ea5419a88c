import { PageTitle } from '../components/PageTitle';
import { JoinOurStory } from '../features/about/JoinOurStory';
import { StoryHero } from '../features/about/StoryHero';
import { Timeline } from '../features/about/Timeline';
import { ValuesGrid } from '../features/about/ValuesGrid';

export default function AboutPage() {
  return (
    <>
      <PageTitle name="Our Story" />
      <StoryHero />
      <Timeline />
      <ValuesGrid />
      <JoinOurStory />
    </>
  );
}
