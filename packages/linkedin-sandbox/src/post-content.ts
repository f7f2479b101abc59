import { isRecord } from './input-checks.ts';
import { currentStatus, type AssetKind, type MediaState } from './media-store.ts';

/**
 * A post's `content`, checked as the Posts API documents it
 * (learn.microsoft.com/linkedin/marketing/community-management/shares/posts-api, with the
 * multiimage-post-api and poll-post-api pages): exactly one of `media` {id, title?, altText?},
 * `multiImage.images` (2 to 20 images), `poll` {question ≤ 140, 2 to 4 options of ≤ 30
 * characters, settings.duration} or `article` {source, title, description?, thumbnail?}.
 */
export type ContentCheck =
  | { ok: true; assets: Array<{ path: string; urn: string; kind: AssetKind }> }
  | { ok: false; status: 400 | 403 | 422; body: Record<string, unknown> };

const contentKinds = ['media', 'multiImage', 'poll', 'article'];
const pollDurations = ['ONE_DAY', 'THREE_DAYS', 'SEVEN_DAYS', 'FOURTEEN_DAYS'];
const voteSelectionTypes = ['SINGLE_VOTE'];
const assetUrn = /^urn:li:(image|document|video):[A-Za-z0-9_-]+$/;

/** The Posts API's schema answer: 422 and "ERROR :: /path :: problem". */
const unprocessable = (path: string, problem: string): ContentCheck => ({
  ok: false,
  status: 422,
  body: { message: `ERROR :: ${path} :: ${problem}\n` },
});

function unknownField(value: Record<string, unknown>, allowed: string[]): string | undefined {
  return Object.keys(value).find((key) => !allowed.includes(key));
}

function checkText(path: string, value: unknown, max: number, required = true): ContentCheck | undefined {
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string' || (required && value.trim() === '')) return unprocessable(path, 'must be a non-empty string');
  if ([...value].length > max) return unprocessable(path, `length of text exceeds ${max} characters`);
  return undefined;
}

/** Reads `content` for its shape; the assets it names are checked against the store afterwards. */
export function readPostContent(content: unknown): ContentCheck {
  if (!isRecord(content)) return unprocessable('/content', 'must be an object');
  const kinds = Object.keys(content);
  if (kinds.length !== 1 || !contentKinds.includes(kinds[0]!)) {
    return unprocessable('/content', `must hold exactly one of ${contentKinds.join(', ')}; found ${kinds.join(', ') || 'none'}`);
  }
  const [kind] = kinds as [string];
  const value = content[kind];
  if (!isRecord(value)) return unprocessable(`/content/${kind}`, 'must be an object');

  if (kind === 'media') {
    const extra = unknownField(value, ['id', 'title', 'altText']);
    if (extra !== undefined) return unprocessable(`/content/media/${extra}`, 'is not a field of media content');
    const match = typeof value.id === 'string' ? assetUrn.exec(value.id) : null;
    if (match === null) return unprocessable('/content/media/id', `"${String(value.id)}" is not an image, document or video URN`);
    const bad =
      checkText('/content/media/title', value.title, 400, false) ??
      checkText('/content/media/altText', value.altText, 4086, false);
    if (bad !== undefined) return bad;
    if (match[1] === 'document' && value.title === undefined) {
      return unprocessable('/content/media/title', 'a document post needs a title');
    }
    return { ok: true, assets: [{ path: '/content/media/id', urn: value.id as string, kind: match[1] as AssetKind }] };
  }

  if (kind === 'multiImage') {
    const images = value.images;
    if (!Array.isArray(images)) return unprocessable('/content/multiImage/images', 'must be an array');
    // Multi-Image Post API: "a minimum of 2 and a maximum of 20 images".
    if (images.length < 2 || images.length > 20) {
      return unprocessable('/content/multiImage/images', `must hold 2 to 20 images; found ${images.length}`);
    }
    const assets: Array<{ path: string; urn: string; kind: AssetKind }> = [];
    for (const [index, image] of images.entries()) {
      const path = `/content/multiImage/images/${index}`;
      if (!isRecord(image) || unknownField(image, ['id', 'altText']) !== undefined) {
        return unprocessable(path, 'must be {"id": "urn:li:image:…", "altText": "…"}');
      }
      if (typeof image.id !== 'string' || !/^urn:li:image:[A-Za-z0-9_-]+$/.test(image.id)) {
        return unprocessable(`${path}/id`, `"${String(image.id)}" is not an image URN`);
      }
      const bad = checkText(`${path}/altText`, image.altText, 4086, false);
      if (bad !== undefined) return bad;
      assets.push({ path: `${path}/id`, urn: image.id, kind: 'image' });
    }
    return { ok: true, assets };
  }

  if (kind === 'poll') {
    const extra = unknownField(value, ['question', 'options', 'settings']);
    if (extra !== undefined) return unprocessable(`/content/poll/${extra}`, 'is not a field of a poll');
    // Poll API: question up to 140 characters; 2 to 4 options of up to 30 characters each.
    const badQuestion = checkText('/content/poll/question', value.question, 140);
    if (badQuestion !== undefined) return badQuestion;
    const options = value.options;
    if (!Array.isArray(options) || options.length < 2 || options.length > 4) {
      return unprocessable(
        '/content/poll/options',
        `must hold 2 to 4 options; found ${Array.isArray(options) ? options.length : 'none'}`,
      );
    }
    for (const [index, option] of options.entries()) {
      if (!isRecord(option) || unknownField(option, ['text']) !== undefined) {
        return unprocessable(`/content/poll/options/${index}`, 'must be {"text": "…"}');
      }
      const bad = checkText(`/content/poll/options/${index}/text`, option.text, 30);
      if (bad !== undefined) return bad;
    }
    const settings = value.settings;
    if (
      !isRecord(settings) ||
      unknownField(settings, ['duration', 'voteSelectionType', 'isVoterVisibleToAuthor']) !== undefined
    ) {
      return unprocessable('/content/poll/settings', 'must be {"duration": "THREE_DAYS"}');
    }
    if (typeof settings.duration !== 'string' || !pollDurations.includes(settings.duration)) {
      return unprocessable('/content/poll/settings/duration', `must be one of ${pollDurations.join(', ')}`);
    }
    if (settings.voteSelectionType !== undefined && !voteSelectionTypes.includes(String(settings.voteSelectionType))) {
      return unprocessable('/content/poll/settings/voteSelectionType', 'must be SINGLE_VOTE');
    }
    return { ok: true, assets: [] };
  }

  // article
  const extra = unknownField(value, ['source', 'title', 'description', 'thumbnail', 'thumbnailAltText']);
  if (extra !== undefined) return unprocessable(`/content/article/${extra}`, 'is not a field of an article');
  let source: URL | undefined;
  try {
    source = typeof value.source === 'string' ? new URL(value.source) : undefined;
  } catch {
    source = undefined;
  }
  if (source === undefined || (source.protocol !== 'http:' && source.protocol !== 'https:')) {
    return unprocessable('/content/article/source', `"${String(value.source)}" is not an http(s) URL`);
  }
  const bad =
    checkText('/content/article/title', value.title, 400) ??
    checkText('/content/article/description', value.description, 4086, false);
  if (bad !== undefined) return bad;
  if (value.thumbnail === undefined) return { ok: true, assets: [] };
  if (typeof value.thumbnail !== 'string' || !/^urn:li:image:[A-Za-z0-9_-]+$/.test(value.thumbnail)) {
    return unprocessable('/content/article/thumbnail', `"${String(value.thumbnail)}" is not an image URN`);
  }
  return { ok: true, assets: [{ path: '/content/article/thumbnail', urn: value.thumbnail, kind: 'image' }] };
}

/**
 * Each asset a post names must exist, belong to the author and be AVAILABLE. The codes are those
 * LinkedIn's media errors use (MEDIA_ASSET_WAITING_UPLOAD, MEDIA_ASSET_PROCESSING_FAILED), in the
 * `errorDetails.inputErrors` shape of the Posts API's other input errors.
 */
export function checkContentAssets(
  media: MediaState,
  author: string,
  assets: Array<{ path: string; urn: string; kind: AssetKind }>,
): ContentCheck {
  for (const { path, urn, kind } of assets) {
    const asset = media.byUrn.get(urn);
    if (asset === undefined || asset.kind !== kind) {
      return inputError(
        422,
        path,
        `${urn} does not exist`,
        kind === 'video' ? 'INVALID_VIDEO_ID' : kind === 'image' ? 'INVALID_IMAGE_ID' : 'INVALID_URN_ID',
      );
    }
    if (asset.owner !== author) {
      return {
        ok: false,
        status: 403,
        body: {
          serviceErrorCode: 100,
          code: 'ACCESS_DENIED',
          message: `${author} may not use ${urn}: it belongs to another member`,
        },
      };
    }
    const status = currentStatus(asset);
    if (status === 'PROCESSING_FAILED') return inputError(400, path, `${urn} failed processing`, 'MEDIA_ASSET_PROCESSING_FAILED');
    if (status !== 'AVAILABLE')
      return inputError(400, path, `${urn} is not AVAILABLE yet (${status})`, 'MEDIA_ASSET_WAITING_UPLOAD');
  }
  return { ok: true, assets };
}

function inputError(status: 400 | 422, path: string, description: string, code: string): ContentCheck {
  return {
    ok: false,
    status,
    body: {
      message: `ERROR :: ${path} :: ${description}`,
      errorDetailType: 'com.linkedin.common.error.BadRequest',
      errorDetails: { inputErrors: [{ description, input: { inputPath: { fieldPath: path } }, code }] },
    },
  };
}
