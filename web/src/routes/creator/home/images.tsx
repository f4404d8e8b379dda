import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import { ComicNotice } from '@inkcast/schema';
import { useQuery } from '@apollo/client/react';
import { isUploadUrl, withReadToken } from '../../../components/useImageUploads';
import { ImageReadTokenDocument } from '../../../generated/graphql';

/**
 * The URL of one size of a processed image (spec 001 §3 "Image naming"): `asString` is the
 * …AsString JSON ({base_url, cover_sm: "cover-sm.webp", …}); `key` names the size ("cover_md",
 * "avatar_sm", "thumbnail"). Falls back to any size the image has; null until processed.
 */
export function processedImageUrl(asString: string | null | undefined, key: string): string | null {
  if (!asString) return null;
  try {
    const image = JSON.parse(asString) as Record<string, string>;
    const file = image[key] ?? Object.entries(image).find(([name]) => name !== 'base_url')?.[1];
    return image.base_url && file ? `${image.base_url}${file}` : null;
  } catch {
    return null;
  }
}

/**
 * The URL to show for an item's image: the processed size when there is one, else the saved
 * original (an upload, shown with the signed-in user's read token).
 */
export function useItemImageUrl(asString: string | null | undefined, sizeKey: string, savedUrl: string | null | undefined): string | null {
  const processed = processedImageUrl(asString, sizeKey);
  const needsToken = !processed && !!savedUrl && isUploadUrl(savedUrl);
  const { data } = useQuery(ImageReadTokenDocument, { skip: !needsToken });
  if (processed) return processed;
  if (!savedUrl) return null;
  if (!needsToken) return savedUrl;
  // Not shown until the token is known (no failed request, no broken image).
  return data?.getImageReadToken ? withReadToken(savedUrl, data.getImageReadToken) : null;
}

/** Props of ItemImage. */
export interface ItemImageProps {
  src: string | null;
  alt: string;
  /** CSS aspect ratio, e.g. "2 / 3" for a cover: the box keeps its size before the image loads. */
  ratio: string;
  width?: number | string | Record<string, number | string>;
  /** Round (avatars). */
  round?: boolean;
  /** Shows the processing indicator over the image (imagesStatus PROCESSING). */
  processing?: boolean;
}

/** An item's image in a fixed-ratio box (no layout jump), with a placeholder and a processing indicator. */
export function ItemImage({ src, alt, ratio, width = '100%', round = false, processing = false }: ItemImageProps) {
  return (
    <Box
      sx={{
        position: 'relative',
        width,
        aspectRatio: ratio,
        flexShrink: 0,
        overflow: 'hidden',
        borderRadius: round ? '50%' : 2,
        bgcolor: '#eeedf6',
        display: 'grid',
        placeItems: 'center',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {src ? (
        <Box component="img" src={src} alt={alt} loading="lazy" sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <ImageOutlinedIcon sx={{ color: '#b6b4d0' }} aria-label={alt ? `${alt} (no image)` : 'No image'} />
      )}
      {processing && (
        <Chip
          size="small"
          icon={<CircularProgress size={12} sx={{ ml: '6px !important' }} aria-hidden />}
          label={ComicNotice.PROCESSING_IMAGES}
          data-testid="processing-images"
          sx={{ position: 'absolute', left: 6, bottom: 6, bgcolor: 'rgba(255,255,255,0.92)', fontSize: 11, height: 22, maxWidth: 'calc(100% - 12px)' }}
        />
      )}
    </Box>
  );
}
