import { PageTitle } from '../components/PageTitle';
import { JoinOurStory, StoryHero, Timeline, ValuesGrid } from '../features/about';

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
