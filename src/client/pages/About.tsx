import { PageTitle } from '../components/PageTitle';
import { PAGE_META } from '../../shared/page-meta';
import { JoinOurStory, StoryHero, Timeline, ValuesGrid } from '../features/about';

export default function AboutPage() {
  return (
    <>
      <PageTitle {...PAGE_META.About} />
      <StoryHero />
      <Timeline />
      <ValuesGrid />
      <JoinOurStory />
    </>
  );
}
