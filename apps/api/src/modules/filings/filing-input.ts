// A filing a request carries, parsed at the edge by the domain's filing schema: its filing type
// and every slice, typed. Services never see the request's raw record.
import * as z from 'zod/mini';
import {
  completeFiling,
  filingInputShape,
  SliceShapeError,
  getFilingType,
  workOutLeftOutFields,
  type ApiFilingInput,
  type FilingInput,
  type FilingTypeDefinition,
  type FilingValues,
} from '@registrar/domain';
import { ValidationFailed } from '../../http-errors.ts';

/** Registrar's own wording: a filing whose type the registry does not know. */
const unknownFilingTypeMessage = 'Unknown filing type.';

export interface RequestedFiling {
  def: FilingTypeDefinition;
  values: FilingValues;
}

/** The filing type and complete values of a parsed filing; an unknown type is the client's error. */
export function requestedFiling(input: FilingInput): RequestedFiling {
  const def = getFilingType(input.filingState.filingType);
  if (def === undefined)
    throw new ValidationFailed([
      { field: 'filingState.filingType', message: unknownFilingTypeMessage },
    ]);
  try {
    return { def, values: completeFiling(input) };
  } catch (error) {
    if (!(error instanceof SliceShapeError)) throw error;
    throw new ValidationFailed(error.errors.map(({ path, message }) => ({ field: path, message })));
  }
}

/**
 * The filing a filing-API call carries, with the fields the client may leave out worked out as
 * the wizard would set them, then as every filing is read.
 */
export function requestedApiFiling(input: ApiFilingInput): RequestedFiling {
  const parsed = z.safeParse(filingInputShape, workOutLeftOutFields(input));
  if (!parsed.success)
    throw new ValidationFailed(
      parsed.error.issues.map((issue) => ({
        field: issue.path.map(String).join('.'),
        message: issue.message,
      })),
    );
  return requestedFiling(parsed.data);
}
