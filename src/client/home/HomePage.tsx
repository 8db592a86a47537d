import { HomeHero } from './HomeHero.tsx';

export default function HomePage() {
  return <HomeHero />;
}
