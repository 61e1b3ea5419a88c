// The home page's first screen: the hero, the store's promises and the category cards.
import { CategoryCards } from './CategoryCards';
import { Hero } from './Hero';
import { PromiseStrip } from './PromiseStrip';

export default function Intro() {
  return (
    <>
      <Hero />
      <PromiseStrip />
      <CategoryCards />
    </>
  );
}
