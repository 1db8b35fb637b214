import { PosterStep } from './poster-step';

/** /dynamicVideoEditPoster: the chosen cover, replaced or removed. */
export default function DynamicVideoEditPosterPage() {
  return <PosterStep mode="edit" />;
}
