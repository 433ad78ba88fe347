import type { FilingTypeDefinition } from './filing-types/types.ts';
import { filingTransaction } from './filing-types/transactions.ts';
import { hasRequiredDesignation } from './names.ts';
import type {
  AddressPair,
  FilingValues,
  PersonName,
  RegisteredAgentValues,
  YesNo,
} from './model.ts';
import { filingSlices } from './steps/index.ts';

/**
 * A name with only the fields of its type: an individual's parts, or an organisation's name.
 * A form without script shows both kinds until a type is chosen, and choosing a type clears the
 * other kind's fields with the app; this is that rule, wherever a name is kept.
 */
export function nameOfItsType(name: PersonName): PersonName {
  if (name.nameTyp === 'I') return { ...name, orgName: '' };
  if (name.nameTyp === 'O')
    return { ...name, firstName: '', middleName: '', lastName: '', suffix: '' };
  return name;
}

/** What an existing-entity filing knows about its entity when it starts. */
export interface ExistingEntityStart {
  entityId: string;
  /** The transaction type the filing was started for (?transTyp=), e.g. AMD_NPC. */
  transactionType?: string;
  entityName?: string;
  cfd?: boolean;
  cfdEffectiveDate?: string;
  adminFraudCheck?: boolean;
  /** The entity's own type and flag, for filing types that serve several entity types. */
  entityType?: string;
  domesticFlag?: YesNo | '';
  /** Principal office and registered agent as on record (a periodic report starts from them). */
  principalOffice?: AddressPair;
  registeredAgent?: RegisteredAgentValues;
}

/** A fresh empty filing for a filing type, created on the wizard's first render. */
export function createEmptyFiling(
  def: FilingTypeDefinition,
  entity?: ExistingEntityStart,
): FilingValues {
  const blank = createBlankFiling(def, entity);
  if (entity?.principalOffice !== undefined) {
    const { streetAddress, mailingAddress } = entity.principalOffice;
    blank.principalOffice = {
      isSameAsStreetAddressChecked: false,
      streetAddress: structuredClone(streetAddress),
      mailingAddress: structuredClone(mailingAddress),
    };
  }
  if (entity?.registeredAgent !== undefined)
    blank.registeredAgent = structuredClone(entity.registeredAgent);
  return blank;
}

/** The entity-name slice an existing entity starts with; an amendment asks to change a valid name, and must change one without its designation. */
function startingEntityName(
  def: FilingTypeDefinition,
  entityType: string,
  entity?: ExistingEntityStart,
): FilingValues['entityName'] {
  if (entity?.entityName === undefined) return { name: '' };
  if (def.asksNameChange !== true) return { name: '', oldName: entity.entityName };
  const isOldNameValid = hasRequiredDesignation(entityType, entity.entityName);
  return {
    name: '',
    oldName: entity.entityName,
    isOldNameValid,
    showNameChangeRadio: isOldNameValid,
    isNameChanged: isOldNameValid ? '' : 'Y',
  };
}

function createBlankFiling(def: FilingTypeDefinition, entity?: ExistingEntityStart): FilingValues {
  // An unknown requested transaction type falls back to the type's own; the server refuses it.
  const transaction = filingTransaction(def, entity?.transactionType) ?? filingTransaction(def);
  const entityType = entity?.entityType || def.entityType;
  const values: Record<string, unknown> = {
    filingState: {
      filingType: def.filingType,
      entityType,
      domesticFlag: entity?.domesticFlag || def.domesticFlag,
      transactionType: transaction?.transactionType ?? def.transactionType,
      transactionDescription: transaction?.transactionDescription ?? def.transactionDescription,
      entityId: entity?.entityId ?? '',
      cfd: entity?.cfd ?? false,
      cfdEffectiveDate: entity?.cfdEffectiveDate ?? '',
      adminFraudCheck: entity?.adminFraudCheck ?? false,
    },
  };
  for (const slice of filingSlices()) values[slice.key] = slice.empty();
  const blank = values as FilingValues;
  blank.entityName = startingEntityName(def, entityType, entity);
  return blank;
}
