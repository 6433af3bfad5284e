// Which note images may be drawn: an app path (the sample pictures, uploads) or an
// image data URL. Anything else the data holds is not put in an <img>.
import { safeLink } from '../../lib/links';

const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=]+$/i;

export function noteImageSrc(image: string | null | undefined): string | null {
  if (!image) return null;
  if (DATA_IMAGE.test(image)) return image;
  const link = safeLink(image);
  return link?.startsWith('/') ? link : null;
}
