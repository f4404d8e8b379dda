import CloseIcon from '@mui/icons-material/Close';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useMutation } from '@apollo/client/react';
import {
  ComicNotice,
  IMAGE_SLOTS,
  UPLOAD_PREVIEW_COLUMNS,
  UPLOAD_PREVIEW_THUMBNAIL,
  fileErrorsText,
  imageRuleViolations,
  tooManyFilesViolation,
  type ImageRuleViolation,
  type ImageSlot,
  type ImageSlotRule,
} from '@inkcast/schema';
import { useEffect, useId, useLayoutEffect, useRef, useState, type DragEvent, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { ImageUploadLinksDocument } from '../generated/graphql';
import {
  UploadFailed,
  decodeImageSize,
  graphqlErrorMessage,
  isUploadUrl,
  putFile,
  storedUrlOf,
  uploadContentType,
  uploadTypeOfSlot,
  useShownImageUrl,
} from './useImageUploads';

/** Props of ImageUpload. */
export interface ImageUploadProps {
  /** Which image slot: its rules (types, size, dimensions, how many files) come from IMAGE_SLOTS. */
  slot: ImageSlot;
  /** Where the files go: "<seriesUuid>" or "<seriesUuid>/<childUuid>" (spec 001 §7). */
  targetDirectory: string;
  /** The saved image URLs, in order. */
  value: string[];
  /** The new list after an upload, a removal or a reorder. */
  onChange(urls: string[]): void;
  /** True while any file is uploading (forms disable saving meanwhile, §4). */
  onUploadingChange?(uploading: boolean): void;
  /** Positions (0-based) just removed, before `onChange` (§7: removed positions are reported). */
  onRemove?(positions: number[]): void;
  /** The new order as former positions, before `onChange` (§7: the new order is reported). */
  onReorder?(order: number[]): void;
  label: string;
  helperText?: string;
  /** Shows the processing indicator (the item's imagesStatus is PROCESSING). */
  processing?: boolean;
  disabled?: boolean;
}

/** A file of a batch being checked or uploaded, shown from its local object URL. */
interface PendingFile {
  key: string;
  batch: number;
  name: string;
  objectUrl: string;
  /** 0..1 while uploading; null while it is still being checked. */
  progress: number | null;
}

/** A batch that failed as a whole (§8): its lines are shown, its previews removed. */
class BatchFailed extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join(' '));
  }
}

const ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';
const { width: THUMB_WIDTH, height: THUMB_HEIGHT } = UPLOAD_PREVIEW_THUMBNAIL;

/** The slot's rules in a line: "JPG or PNG · exactly 1080×642 px · up to 10 MB". */
function rulesText(rule: ImageSlotRule): string {
  const parts = ['JPG or PNG'];
  if (rule.validateSize) {
    if (rule.minWidth !== undefined && rule.minWidth === rule.maxWidth && rule.minHeight === rule.maxHeight) {
      parts.push(`exactly ${rule.minWidth}×${rule.minHeight} px`);
    } else {
      if (rule.minWidth !== undefined && rule.maxWidth !== undefined) parts.push(`${rule.minWidth}–${rule.maxWidth} px wide`);
      if (rule.minHeight !== undefined) parts.push(`at least ${rule.minHeight} px tall`);
    }
  } else if (rule.recommended) {
    parts.push(`${rule.recommended.width}×${rule.recommended.height} px advised`);
  }
  parts.push(`up to ${rule.maxSizeInMB} MB${rule.maxFiles > 1 ? ' each' : ''}`);
  if (rule.maxFiles > 1) parts.push(`up to ${rule.maxFiles} images`);
  return parts.join(' · ');
}

/** `list` with the item at `from` moved to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** The former positions in the order after moving `from` to `to`. */
function movedOrder(length: number, from: number, to: number): number[] {
  return moved(
    Array.from({ length }, (_, i) => i),
    from,
    to,
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Pixels the pointer must travel before a press becomes a drag (so clicks stay clicks). */
const DRAG_THRESHOLD = 5;

/** An image tile of the preview: the image, cropped from the top, at the thumbnail's size. */
const tileSx = {
  position: 'relative',
  width: '100%',
  maxWidth: THUMB_WIDTH,
  aspectRatio: `${THUMB_WIDTH} / ${THUMB_HEIGHT}`,
  borderRadius: 1.5,
  overflow: 'hidden',
  border: 1,
  borderColor: 'divider',
  bgcolor: 'grey.100',
  userSelect: 'none',
} as const;
const imgStyle = { width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'top', display: 'block' } as const;

/** The tile of a file being checked or uploaded: its local preview, faded, with a progress bar. */
function PendingTile({ file }: { file: PendingFile }) {
  return (
    <Box role="listitem" data-pending-upload={file.name} sx={tileSx}>
      <img src={file.objectUrl} alt={`${file.name} (uploading)`} draggable={false} style={{ ...imgStyle, opacity: 0.6 }} />
      <Box sx={{ position: 'absolute', insetInline: 6, bottom: 6 }}>
        <LinearProgress
          variant={file.progress === null ? 'indeterminate' : 'determinate'}
          value={Math.round((file.progress ?? 0) * 100)}
          aria-label={`Uploading ${file.name}`}
          sx={{ height: 6, borderRadius: 3, bgcolor: alpha('#ffffff', 0.8) }}
        />
      </Box>
    </Box>
  );
}

/**
 * The image upload component (spec 001 §5 "Image upload component", §7 "Image upload", §8, §9):
 * a drop zone and file picker; each chosen file shows at once from a local object URL, is checked
 * against the slot's rules (type, size, then the dimensions of the decoded image; 'Too many files'
 * past maxFiles; refusals as 'filename: message' joined by commas), then uploaded straight to the
 * store through links from getUploadLinks, with a progress bar per file. Link trouble shows 'Could
 * not connect to the server to upload images. Please try again.', a failed upload 'There was an error
 * uploading images. Please try again.'; both drop the batch's previews. Saved images show in a grid
 * (3 columns, 4 from medium screens, 100×120 thumbnails) that can be reordered by dragging or with
 * the arrow keys on a tile's handle, and each removed; a single-image slot (cover mode) shows its
 * image with an X button that clears it.
 */
export function ImageUpload({
  slot,
  targetDirectory,
  value,
  onChange,
  onUploadingChange,
  onRemove,
  onReorder,
  label,
  helperText,
  processing = false,
  disabled = false,
}: ImageUploadProps) {
  const rule: ImageSlotRule = IMAGE_SLOTS[slot];
  const single = rule.maxFiles === 1;
  const id = useId();
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const instructionsId = `${id}-instructions`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [getLinks] = useMutation(ImageUploadLinksDocument);

  const [pending, setPending] = useState<PendingFile[]>([]);
  const [errorLines, setErrorLines] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dropActive, setDropActive] = useState(false);
  const [drag, setDrag] = useState<{ from: number; to: number } | null>(null);

  // The latest value and callbacks, for batches that finish after later renders.
  const valueRef = useRef(value);
  valueRef.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onUploadingChangeRef = useRef(onUploadingChange);
  onUploadingChangeRef.current = onUploadingChange;

  // Local previews of files uploaded here, so a just-uploaded image shows without a round trip.
  const localPreviews = useRef(new Map<string, string>());
  const objectUrls = useRef(new Set<string>());
  const aborts = useRef(new Set<AbortController>());
  const batchCounter = useRef(0);
  const running = useRef(0);
  const pendingCount = useRef(0);
  const focusAfterMove = useRef<number | null>(null);
  const tilesRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const urls = objectUrls.current;
    const controllers = aborts.current;
    return () => {
      for (const controller of controllers) controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
      if (running.current > 0) onUploadingChangeRef.current?.(false);
    };
  }, []);

  const needsToken = value.some((url) => isUploadUrl(url) && !localPreviews.current.has(url));
  const shownUrl = useShownImageUrl(needsToken);

  const setRunning = (delta: number) => {
    const before = running.current;
    running.current += delta;
    if ((before === 0) !== (running.current === 0)) onUploadingChangeRef.current?.(running.current > 0);
  };

  const newObjectUrl = (file: File) => {
    const url = URL.createObjectURL(file);
    objectUrls.current.add(url);
    return url;
  };
  const revoke = (url: string) => {
    URL.revokeObjectURL(url);
    objectUrls.current.delete(url);
  };

  /** Checks, previews and uploads one batch of chosen or dropped files. */
  const addFiles = async (files: File[]) => {
    if (!files.length || disabled) return;
    setErrorLines([]);
    const tooMany = tooManyFilesViolation(rule, single ? files.length : valueRef.current.length + pendingCount.current + files.length);
    if (tooMany) {
      setErrorLines([tooMany.message]);
      return;
    }
    if (single && pendingCount.current > 0) return;
    const batch = ++batchCounter.current;
    // 1. Local previews at once (§7).
    const items = files.map((file, i) => ({
      file,
      contentType: uploadContentType(file),
      preview: { key: `${batch}-${i}`, batch, name: file.name, objectUrl: newObjectUrl(file), progress: null } as PendingFile,
    }));
    const live = new Set(items.map((item) => item.preview.key));
    pendingCount.current += live.size;
    setPending((current) => [...current, ...items.map((item) => item.preview)]);
    setRunning(1);
    /** Takes previews of this batch off the grid. */
    const drop = (keys: Iterable<string>) => {
      const gone = new Set([...keys].filter((key) => live.has(key)));
      if (!gone.size) return;
      for (const key of gone) live.delete(key);
      pendingCount.current -= gone.size;
      setPending((current) => current.filter((p) => !gone.has(p.key)));
    };
    try {
      // 2. The slot's rules, the dimensions read from the decoded image (§5).
      const checked = await Promise.all(
        items.map(async (item) => {
          const typeOk = !imageRuleViolations(rule, { type: item.contentType, sizeInBytes: 0 }).length;
          const size = typeOk && rule.validateSize ? await decodeImageSize(item.preview.objectUrl) : null;
          const violations = imageRuleViolations(rule, { type: item.contentType, sizeInBytes: item.file.size, width: size?.width, height: size?.height });
          return { ...item, violations };
        }),
      );
      const rejected = checked.filter((item) => item.violations.length);
      const accepted = checked.filter((item) => !item.violations.length);
      if (rejected.length) {
        for (const item of rejected) revoke(item.preview.objectUrl);
        drop(rejected.map((item) => item.preview.key));
        setErrorLines([fileErrorsText(rejected.map((item) => ({ name: item.file.name, violations: item.violations })))]);
      }
      if (!accepted.length) return;
      setPending((current) => current.map((p) => (p.batch === batch ? { ...p, progress: 0 } : p)));

      // 3. One direct upload link per file (§7).
      let links: readonly string[] | null | undefined;
      try {
        const result = await getLinks({
          variables: {
            uploadType: uploadTypeOfSlot(slot),
            targetDirectories: accepted.map(() => targetDirectory),
            contentTypes: accepted.map((item) => item.contentType),
          },
        });
        links = result.data?.getUploadLinks;
      } catch (err) {
        throw new BatchFailed([graphqlErrorMessage(err) ?? ComicNotice.UPLOAD_LINKS_FAILED]);
      }
      if (!links || links.length !== accepted.length) throw new BatchFailed([ComicNotice.UPLOAD_LINKS_FAILED]);
      const signed = links;

      // 4. The raw bytes to each link, with a progress bar per file.
      const controller = new AbortController();
      aborts.current.add(controller);
      const results = await Promise.allSettled(
        accepted.map((item, i) =>
          putFile(
            signed[i],
            item.file,
            item.contentType,
            (fraction) => setPending((current) => current.map((p) => (p.key === item.preview.key ? { ...p, progress: fraction } : p))),
            controller.signal,
          ),
        ),
      );
      aborts.current.delete(controller);
      if (controller.signal.aborted) return;
      const failed = results.flatMap((result, i) => (result.status === 'rejected' ? [{ item: accepted[i], error: result.reason as unknown }] : []));
      if (failed.length) {
        // The store's own reasons (4xx {message, code}) follow the spec's line, as 'filename: message'.
        const reasons = failed.flatMap(({ item, error }) =>
          error instanceof UploadFailed && error.reason
            ? [{ name: item.file.name, violations: [{ code: error.reason.code, message: error.reason.message } as ImageRuleViolation] }]
            : [],
        );
        throw new BatchFailed([ComicNotice.UPLOAD_FAILED, ...(reasons.length ? [fileErrorsText(reasons)] : [])]);
      }

      // 5. The stored URLs (links without their query string) join the value.
      const urls = signed.map(storedUrlOf);
      urls.forEach((url, i) => localPreviews.current.set(url, accepted[i].preview.objectUrl));
      const next = single ? urls.slice(0, 1) : [...valueRef.current, ...urls];
      valueRef.current = next;
      drop(accepted.map((item) => item.preview.key));
      onChangeRef.current(next);
      setAnnouncement(`${urls.length} ${urls.length === 1 ? 'image' : 'images'} uploaded`);
    } catch (err) {
      if (!(err instanceof BatchFailed)) throw err;
      // Both upload errors remove the batch's previews (§8).
      for (const item of items) revoke(item.preview.objectUrl);
      drop(items.map((item) => item.preview.key));
      setErrorLines((current) => [...err.lines, ...current.filter((line) => !err.lines.includes(line))]);
    } finally {
      drop([...live]);
      setRunning(-1);
    }
  };

  const remove = (index: number) => {
    const next = value.filter((_, i) => i !== index);
    onRemove?.([index]);
    onChange(next);
    setErrorLines([]);
    setAnnouncement(single ? 'Image removed' : `Image ${index + 1} removed`);
  };

  const commitMove = (from: number, to: number) => {
    if (from === to || to < 0 || to >= value.length) return;
    onReorder?.(movedOrder(value.length, from, to));
    onChange(moved(value, from, to));
    setAnnouncement(`Image ${from + 1} moved to position ${to + 1} of ${value.length}`);
  };

  // Keyboard reordering keeps focus on the moved image's handle.
  useLayoutEffect(() => {
    const index = focusAfterMove.current;
    if (index === null) return;
    focusAfterMove.current = null;
    tilesRef.current?.querySelector<HTMLElement>(`[data-upload-index="${index}"] [data-drag-handle]`)?.focus();
  });

  const onHandleKeyDown = (event: KeyboardEvent, index: number) => {
    const last = value.length - 1;
    const to =
      event.key === 'ArrowLeft' || event.key === 'ArrowUp'
        ? index - 1
        : event.key === 'ArrowRight' || event.key === 'ArrowDown'
          ? index + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (to === null) return;
    event.preventDefault();
    if (to < 0 || to > last || to === index) return;
    focusAfterMove.current = to;
    commitMove(index, to);
  };

  /** Pointer dragging (mouse anywhere on a tile, touch and pen on its handle): the grid reorders live. */
  const onTilePointerDown = (event: ReactPointerEvent, index: number) => {
    if (single || disabled || event.button !== 0 || value.length < 2) return;
    const target = event.target as Element;
    if (target.closest('[data-no-drag]')) return;
    if (event.pointerType !== 'mouse' && !target.closest('[data-drag-handle]')) return;
    const start = { x: event.clientX, y: event.clientY };
    let active = false;
    let to = index;
    const onMove = (move: PointerEvent) => {
      if (move.pointerId !== event.pointerId) return;
      if (!active) {
        if (Math.hypot(move.clientX - start.x, move.clientY - start.y) < DRAG_THRESHOLD) return;
        active = true;
        setDrag({ from: index, to });
      }
      move.preventDefault();
      const over = document.elementFromPoint(move.clientX, move.clientY)?.closest<HTMLElement>('[data-upload-index]');
      if (!over || !tilesRef.current?.contains(over)) return;
      const overIndex = Number(over.dataset.uploadIndex);
      if (Number.isInteger(overIndex) && overIndex !== to) {
        to = overIndex;
        setDrag({ from: index, to });
      }
    };
    const finish = (up: PointerEvent) => {
      if (up.pointerId !== event.pointerId) return;
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', finish);
      window.removeEventListener('pointercancel', finish);
      setDrag(null);
      if (active && up.type === 'pointerup') commitMove(index, to);
    };
    window.addEventListener('pointermove', onMove, { passive: false });
    window.addEventListener('pointerup', finish);
    window.addEventListener('pointercancel', finish);
  };

  const pickFiles = () => inputRef.current?.click();
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropActive(false);
    if (!disabled) void addFiles([...event.dataTransfer.files]);
  };
  const onDragOver = (event: DragEvent) => {
    if (![...event.dataTransfer.types].includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    setDropActive(true);
  };

  const shown = drag ? moved(value, drag.from, drag.to) : value;
  const indexOfShown = (url: string, position: number) => (drag ? movedOrder(value.length, drag.from, drag.to)[position] : value.indexOf(url));
  const srcOf = (url: string) => localPreviews.current.get(url) ?? shownUrl(url);
  const busySingle = single && pending.length > 0;

  const tiles = (
    <>
      {shown.map((url, position) => {
        const original = indexOfShown(url, position);
        const dragging = drag !== null && original === drag.from;
        return (
          <Box
            key={url}
            role="listitem"
            data-upload-index={position}
            data-image-url={url}
            onPointerDown={(e) => onTilePointerDown(e, position)}
            sx={{
              ...tileSx,
              cursor: single ? 'default' : drag ? 'grabbing' : 'grab',
              opacity: dragging ? 0.55 : 1,
              outline: dragging ? 2 : 0,
              outlineColor: 'primary.main',
              touchAction: 'pan-y',
            }}
          >
            <img src={srcOf(url)} alt={single ? label : `${label} ${position + 1}`} draggable={false} loading="lazy" style={imgStyle} />
            {!single && (
              <Box
                aria-hidden
                sx={{ position: 'absolute', left: 4, bottom: 4, minWidth: 22, height: 22, px: 0.5, borderRadius: 11, bgcolor: alpha('#14132b', 0.72), color: '#fff', fontSize: 12, fontWeight: 700, display: 'grid', placeItems: 'center' }}
              >
                {position + 1}
              </Box>
            )}
            {!single && (
              <IconButton
                size="small"
                data-drag-handle
                aria-label={`Move image ${position + 1}`}
                aria-describedby={instructionsId}
                onKeyDown={(e) => onHandleKeyDown(e, position)}
                disabled={disabled}
                sx={{ position: 'absolute', left: 2, top: 2, p: 0.25, bgcolor: alpha('#ffffff', 0.85), touchAction: 'none', cursor: 'grab', '&:hover': { bgcolor: '#fff' } }}
              >
                <DragIndicatorIcon fontSize="small" />
              </IconButton>
            )}
            <IconButton
              size="small"
              data-no-drag
              aria-label={single ? 'Remove image' : `Remove image ${position + 1}`}
              onClick={() => remove(original)}
              disabled={disabled}
              sx={{ position: 'absolute', right: 2, top: 2, p: 0.25, bgcolor: alpha('#ffffff', 0.85), '&:hover': { bgcolor: '#fff' } }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      {pending.map((file) => (
        <PendingTile key={file.key} file={file} />
      ))}
    </>
  );

  const hasTiles = (single ? (busySingle ? 0 : value.length) : value.length) + pending.length > 0;

  return (
    <Box component="section" aria-labelledby={labelId} data-image-upload={slot} sx={{ position: 'relative' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', minHeight: 32, flexWrap: 'wrap' }}>
        <Typography id={labelId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        {processing && (
          <Chip
            size="small"
            color="secondary"
            variant="outlined"
            icon={<CircularProgress size={12} color="inherit" aria-hidden />}
            label={ComicNotice.PROCESSING_IMAGES}
            data-testid="images-processing"
          />
        )}
      </Stack>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {helperText ? `${helperText} ` : ''}
        {rulesText(rule)}
      </Typography>
      <Typography id={instructionsId} sx={visuallyHidden}>
        Use the arrow keys to move the image earlier or later, Home or End to move it first or last.
      </Typography>

      <Stack direction={single ? { xs: 'column', sm: 'row' } : 'column'} spacing={2} sx={{ alignItems: single ? { sm: 'flex-start' } : 'stretch' }}>
        {single && hasTiles && (
          <Box role="list" aria-label={label} ref={tilesRef} sx={{ width: THUMB_WIDTH, flexShrink: 0 }}>
            {busySingle ? pending.slice(-1).map((file) => <PendingTile key={file.key} file={file} />) : tiles}
          </Box>
        )}
        <Box
          data-drop-zone
          onDragOver={onDragOver}
          onDragLeave={() => setDropActive(false)}
          onDrop={onDrop}
          sx={{
            flex: 1,
            minHeight: single ? THUMB_HEIGHT : 96,
            px: 2,
            py: 2,
            border: 2,
            borderStyle: 'dashed',
            borderColor: dropActive ? 'primary.main' : 'divider',
            borderRadius: 2,
            bgcolor: (theme) => (dropActive ? alpha(theme.palette.primary.main, 0.06) : alpha(theme.palette.primary.main, 0.015)),
            display: 'flex',
            flexDirection: single ? 'column' : { xs: 'column', sm: 'row' },
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1.5,
            textAlign: 'center',
            transition: 'border-color 120ms, background-color 120ms',
            opacity: disabled ? 0.6 : 1,
          }}
        >
          <CloudUploadOutlinedIcon color={dropActive ? 'primary' : 'action'} aria-hidden />
          <Typography variant="body2" color="text.secondary">
            {single ? 'Drag an image here or' : 'Drag images here or'}
          </Typography>
          <Button variant="outlined" size="small" onClick={pickFiles} disabled={disabled || busySingle} aria-describedby={helpId} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {single ? (value.length ? 'Replace image' : 'Choose an image') : 'Choose images'}
          </Button>
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPT}
            multiple={!single}
            hidden
            aria-label={label}
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              void addFiles(files);
            }}
          />
        </Box>
      </Stack>

      {errorLines.length > 0 && (
        <Box role="alert" data-testid="image-upload-error" sx={{ mt: 1 }}>
          {errorLines.map((line) => (
            <Typography key={line} variant="body2" color="error">
              {line}
            </Typography>
          ))}
        </Box>
      )}

      {!single && hasTiles && (
        <Box
          role="list"
          aria-label={label}
          ref={tilesRef}
          sx={{
            mt: 2,
            display: 'grid',
            gridTemplateColumns: {
              xs: `repeat(${UPLOAD_PREVIEW_COLUMNS.default}, minmax(0, ${THUMB_WIDTH}px))`,
              md: `repeat(${UPLOAD_PREVIEW_COLUMNS.medium}, minmax(0, ${THUMB_WIDTH}px))`,
            },
            gap: 1.5,
          }}
        >
          {tiles}
        </Box>
      )}
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}
