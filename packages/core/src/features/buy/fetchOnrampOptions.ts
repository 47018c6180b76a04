import type { ApiClient } from '../../api/createApiClient.js'
import { onrampOptionsSchema } from './schemas.js'
import type { OnrampOptions, OnrampPaymentMethod, OnrampPaymentMethodLimit } from './types.js'

const paymentMethods: readonly string[] = [
  'card',
  'ach_bank_account',
] satisfies OnrampPaymentMethod[]

/**
 * Fetches what can be bought and paid with: `GET /v1/onramp/options` of the Blockchain API,
 * with the project id, sdk type and version in the query. Payment methods
 * other than `card` and `ach_bank_account` are left out.
 *
 * @returns The payment currencies (with each method's limits, fiat decimal strings) and the
 *   purchase currencies (with the networks each is sold on).
 * @throws {LatchError} As {@link ApiClient.get}: `HTTP status code: {status}` for a non-OK answer,
 *   'The API sent an invalid answer' for a payload that is not the shape, 'The request timed
 *   out' after 10 s. Callers fall back to `sampleOnrampOptions`.
 * @example
 * const options = await fetchOnrampOptions(createApiClient({ baseUrl, projectId }))
 */
export async function fetchOnrampOptions(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<OnrampOptions> {
  const options = await api.get('v1/onramp/options', onrampOptionsSchema, {}, { signal })
  return {
    paymentCurrencies: options.paymentCurrencies.map((currency) => ({
      id: currency.id,
      payment_method_limits: currency.payment_method_limits.filter(
        (limit): limit is typeof limit & OnrampPaymentMethodLimit =>
          paymentMethods.includes(limit.id),
      ),
    })),
    purchaseCurrencies: options.purchaseCurrencies,
  }
}
