// The clip paths of the document's shapes as the build writes them: each one's id, units and
// number of SVG paths.
import { documentShapesHtml } from '@ui/theme/documentShapes';

export function documentClipPaths() {
  return [...documentShapesHtml().matchAll(/<clipPath id="([^"]+)" clipPathUnits="([^"]+)">(.*?)<\/clipPath>/g)].map(
    ([, id, units, shapes]) => ({ id: id!, units, paths: shapes!.split('<path ').length - 1 }),
  );
}
