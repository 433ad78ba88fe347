// Step schemas of the later filing types (statute, processing email, shares, voting and assets,
// purpose and directors), with the catalogue's messages.
import * as z from 'zod/mini';
import { messages } from '../messages.ts';
import type { PurposeDirectorsValues, SharesValues, VotingAssetsValues } from '../model.ts';
import { isValidEmail } from '../email.ts';
import { checkField, withRules, yesNoShape, type AddIssue } from './common.ts';

export const statuteShape = z.object({ text: z.string() });

export const statuteSchema = withRules(statuteShape, (values, add) => {
  checkField(values.text, { required: messages.statuteRequired, min: 3, max: 25 }, add, ['text']);
});

/** The static entity-name page's answers: the name after the filing ('' keeps the current one) and the statute. */
export interface StaticEntityNameAnswers {
  newName: string;
  statute: string;
}

/** The static entity-name page: the statute (3 to 25 characters) when asked, a new name within 200 characters. */
export function createStaticEntityNameSchema(hasStatute: boolean) {
  return withRules(z.object({ newName: z.string(), statute: z.string() }), (values, add) => {
    if (hasStatute)
      checkField(values.statute, { required: messages.statuteRequired, min: 3, max: 25 }, add, [
        'statute',
      ]);
    checkField(values.newName, { max: 200 }, add, ['newName']);
  });
}

export const processingEmailShape = z.object({ email: z.string() });

export const processingEmailSchema = withRules(processingEmailShape, (values, add) => {
  const ok = checkField(
    values.email,
    { required: messages.enterValidEmail, min: 3, max: 200 },
    add,
    ['email'],
  );
  if (ok && !isValidEmail(values.email)) add(['email'], messages.enterValidEmail);
});

/** A whole number within a range after commas are removed, without a leading zero. */
export function isNumberInRange(text: string, min: number, max: number): boolean {
  const digits = text.trim().replace(/,/g, '');
  if (!/^[1-9]\d*$/.test(digits)) return false;
  const value = Number(digits);
  return value >= min && value <= max;
}

const MAX_COUNT = 2_000_000_000;

export const sharesShape = z.object({
  commonSharesValues: z.object({ isCommonSharesChecked: z.boolean(), numberOfShares: z.string() }),
  isMoreThanOneOrOtherChecked: z.boolean(),
  additionalInfo: z.string(),
});

/** Checks shares: a kind marked, a number of common shares when checked, at most 2000 more characters. */
export function checkShares(values: SharesValues, add: AddIssue): void {
  const common = values.commonSharesValues;
  if (!common.isCommonSharesChecked && !values.isMoreThanOneOrOtherChecked) {
    add(['commonSharesValues', 'isCommonSharesChecked'], messages.sharesKindRequired);
  }
  if (common.isCommonSharesChecked && !isNumberInRange(common.numberOfShares, 1, MAX_COUNT)) {
    add(['commonSharesValues', 'numberOfShares'], messages.sharesRange);
  }
  checkField(values.additionalInfo, { max: 2000, multiline: true }, add, ['additionalInfo']);
}

export const sharesSchema = withRules(sharesShape, checkShares);

export const votingAssetsShape = z.object({
  votingMembersRadio: yesNoShape,
  assetsDistribution: z.string(),
});

/** Checks the nonprofit's voting members question and distribution of assets. */
export function checkVotingAssets(values: VotingAssetsValues, add: AddIssue): void {
  if (values.votingMembersRadio === '') add(['votingMembersRadio'], messages.chooseYesOrNo);
  checkField(
    values.assetsDistribution,
    { required: messages.assetsDistributionRequired, max: 2500, multiline: true },
    add,
    ['assetsDistribution'],
  );
}

export const votingAssetsSchema = withRules(votingAssetsShape, checkVotingAssets);

export const purposeDirectorsShape = z.object({
  purpose: z.string(),
  numberOfDirectors: z.string(),
  directorsTerms: z.string(),
});

/** Checks the cooperative's purpose, number of directors and directors' terms. */
export function checkPurposeDirectors(values: PurposeDirectorsValues, add: AddIssue): void {
  checkField(
    values.purpose,
    { required: messages.purposeRequired, max: 2500, multiline: true },
    add,
    ['purpose'],
  );
  if (!isNumberInRange(values.numberOfDirectors, 3, MAX_COUNT))
    add(['numberOfDirectors'], messages.directorsRange);
  checkField(
    values.directorsTerms,
    { required: messages.directorsTermsRequired, max: 2500, multiline: true },
    add,
    ['directorsTerms'],
  );
}

export const purposeDirectorsSchema = withRules(purposeDirectorsShape, checkPurposeDirectors);
