/**
 * The API's field maxima: the one table of the wire contract, shared with the client's fields
 * (shared/src/api/limits.ts). docs/product/api.md#api.limits is the table.
 */
export {
  FIELD_LIMITS as LIMITS,
  type LimitedField,
} from '../../shared/src/api/limits';
