// Listing media for dealers: /api/dealer/carvideo/ (YouTube links) and /api/dealer/cargallery/ (pictures).
import { createRoute } from '@hono/zod-openapi';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import {
  GALLERY_MAX_BYTES,
  carVideoResponseSchema,
  carVideoSchema,
  carVideoUpdateSchema,
  galleryImageCreateSchema,
  galleryImageSchema,
  galleryImageUpdateSchema,
} from '@/lib/contract/dealer';
import { createRouter } from '../../api/create-app';
import { allowBody } from '../../api/limits';
import { requestMediaUrl } from '../../api/media-url';
import { documentedBody, parseId, parseInput, readForm, validBody } from '../../api/validate';
import { requireDealer } from './dealer-access';
import { addGalleryImage, deleteGalleryImage, moveGalleryImage, setCarVideo } from './gallery.service';
import { json } from '../../api/openapi';
import { idParams, signedIn } from '../../api/route-contract';

const router = createRouter({ security: signedIn });
const errors = {
  400: json('Invalid fields', fieldErrorsSchema),
  401: json('Not logged in', detailErrorSchema),
  403: json('Not a Business Account or staff', detailErrorSchema),
  404: json("No such listing or picture, or another dealer's", detailErrorSchema),
};
const tags = ['dealer'];
// The multipart envelope around a 10 MB picture; anything larger is cut off while it arrives.
const MAX_BODY_BYTES = GALLERY_MAX_BYTES + 1024 * 1024;

const videoCreateRoute = createRoute({
  method: 'post',
  path: '/dealer/carvideo/create/',
  tags,
  summary: "Set a listing's YouTube video (watch, embed, shorts or youtu.be link)",
  request: { body: documentedBody(router.openAPIRegistry, carVideoSchema) },
  responses: { 201: json('The embed URL stored', carVideoResponseSchema), ...errors },
});
const videoUpdateRoute = createRoute({
  method: 'put',
  path: '/dealer/carvideo/{id}/update/',
  tags,
  summary: "Replace a listing's video; id is the car's id",
  request: { params: idParams, body: documentedBody(router.openAPIRegistry, carVideoUpdateSchema) },
  responses: { 200: json('The embed URL stored', carVideoResponseSchema), ...errors },
});
const galleryCreateRoute = createRoute({
  method: 'post',
  path: '/dealer/cargallery/create/',
  tags,
  summary: 'Add a picture (multipart: car, image; JPEG, PNG or WebP up to 10 MB; stored as WebP at most 1600 px wide)',
  request: { body: documentedBody(router.openAPIRegistry, galleryImageCreateSchema, ['multipart/form-data']) },
  responses: {
    201: json('The picture', galleryImageSchema),
    ...errors,
    413: json('Body too large', detailErrorSchema),
  },
});
const galleryUpdateRoute = createRoute({
  method: 'put',
  path: '/dealer/cargallery/{id}/update/',
  tags,
  summary: 'Move a picture (position 0 is the cover)',
  request: { params: idParams, body: documentedBody(router.openAPIRegistry, galleryImageUpdateSchema) },
  responses: { 200: json('The picture', galleryImageSchema), ...errors },
});
const galleryDeleteRoute = createRoute({
  method: 'delete',
  path: '/dealer/cargallery/{id}/delete/',
  tags,
  summary: 'Delete a picture',
  request: { params: idParams },
  responses: { 204: { description: 'Deleted' }, ...errors },
});

export const dealerMediaRouter = router
  .openapi(videoCreateRoute, async (c) => {
    const user = requireDealer(c.get('user'));
    const { car, video_url } = await validBody(c, carVideoSchema);
    return c.json(await setCarVideo(c.get('db'), user, car, video_url), 201);
  })
  .openapi(videoUpdateRoute, async (c) => {
    const user = requireDealer(c.get('user'));
    const id = parseId(c.req.valid('param').id);
    const { video_url } = await validBody(c, carVideoUpdateSchema);
    return c.json(await setCarVideo(c.get('db'), user, id, video_url), 200);
  })
  .openapi(galleryCreateRoute, async (c) => {
    const user = requireDealer(c.get('user'));
    allowBody(
      c,
      MAX_BODY_BYTES,
      `Request body is too large: pictures are at most ${GALLERY_MAX_BYTES / 1024 / 1024} MB.`,
    );
    const form = await readForm(c);
    const { car } = parseInput(galleryImageCreateSchema, form);
    return c.json(await addGalleryImage(c.get('db'), user, car, form.image, requestMediaUrl(c)), 201);
  })
  .openapi(galleryUpdateRoute, async (c) => {
    const user = requireDealer(c.get('user'));
    const id = parseId(c.req.valid('param').id);
    const { position } = await validBody(c, galleryImageUpdateSchema);
    return c.json(await moveGalleryImage(c.get('db'), user, id, position, requestMediaUrl(c)), 200);
  })
  .openapi(galleryDeleteRoute, async (c) => {
    const user = requireDealer(c.get('user'));
    await deleteGalleryImage(c.get('db'), user, parseId(c.req.valid('param').id));
    return c.body(null, 204);
  });
