import { PosterStep } from './poster-step';

/** /dynamicVideoAddPoster: choose the video's cover. */
export default function DynamicVideoAddPosterPage() {
  return <PosterStep mode="add" />;
}
