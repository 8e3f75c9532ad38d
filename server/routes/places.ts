// PIN codes: the address form fills the town and state from the six digits a shopper types.
import { PinCodeParamsSchema, PinPlaceSchema } from '@domain/contract/commerce';
import { ADDRESS_MESSAGES } from '@domain/messages/address';
import { HttpError } from '../http/errors';
import { ok, replies } from '../http/reply';
import type { ValibotApp } from '../http/validate';
import { TAGS } from '../openapi/tags';
import { placeOfPinCode } from '../services/pinDirectory';
import { publicRoute } from './declare';

export function placeRoutes(app: ValibotApp): void {
  app.get(
    '/places/pincode/:pincode',
    publicRoute(
      TAGS.places,
      {
        summary: 'The town and state a PIN code delivers to',
        description: "From India Post's directory of post offices; 404 when no post office has the PIN code.",
        params: PinCodeParamsSchema,
        response: replies({ 200: PinPlaceSchema }, [400, 404]),
      },
      { publicCache: 'content' },
    ),
    async (request) => {
      const place = placeOfPinCode(request.params.pincode);
      if (!place) throw new HttpError(404, ADDRESS_MESSAGES.pinUnknown);
      return ok(place);
    },
  );
}
