// A filing a request carries, parsed at the edge by the domain's filing schema: its filing type
// and every slice, typed. Services never see the request's raw record.
import {
  completeFiling,
  SliceShapeError,
  getFilingType,
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
