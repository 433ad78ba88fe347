// Step schemas of the later filing types (statute, processing email, shares, voting and assets,
// purpose and directors), with the catalogue's messages.
import * as z from 'zod/mini';
import { messages } from '../messages.ts';
import type { PurposeDirectorsValues, SharesValues, VotingAssetsValues } from '../model.ts';
import { isValidEmail } from '../email.ts';
import type { TextRule } from '../text-rules.ts';
import { checkField, ruledText, withRules, yesNoShape, type AddIssue } from './common.ts';

/** The statute a filing is made under: 3 to 25 characters. */
const statuteRule = {
  required: messages.statuteRequired,
  min: 3,
  max: 25,
} as const satisfies TextRule;

export const statuteShape = z.object({ text: ruledText(statuteRule) });

export const statuteSchema = withRules(statuteShape, (values, add) => {
  checkField(values.text, statuteRule, add, ['text']);
});

/** The static entity-name page's answers: the name after the filing ('' keeps the current one) and the statute. */
export interface StaticEntityNameAnswers {
  newName: string;
  statute: string;
}

/** The static entity-name page: the statute (3 to 25 characters) when asked, a new name within 200 characters. */
export function createStaticEntityNameSchema(hasStatute: boolean) {
  return withRules(z.object({ newName: z.string(), statute: z.string() }), (values, add) => {
    if (hasStatute) checkField(values.statute, statuteRule, add, ['statute']);
    checkField(values.newName, { max: 200 }, add, ['newName']);
  });
}

const processingEmailRule = {
  required: messages.enterValidEmail,
  min: 3,
  max: 200,
} as const satisfies TextRule;

export const processingEmailShape = z.object({ email: ruledText(processingEmailRule) });

export const processingEmailSchema = withRules(processingEmailShape, (values, add) => {
  const ok = checkField(values.email, processingEmailRule, add, ['email']);
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

/** A whole number as `isNumberInRange` reads it (commas allowed, no leading zero), for the JSON Schema. */
const countText = () => z.string().check(z.meta({ pattern: '^\\s*,*[1-9][0-9,]*\\s*$' }));

/** The long answers of the corporations' articles. */
const sharesInfoRule = { max: 2000, multiline: true } as const satisfies TextRule;
const articleTextRule = { max: 2500, multiline: true } as const satisfies TextRule;

export const sharesShape = z.object({
  commonSharesValues: z.object({ isCommonSharesChecked: z.boolean(), numberOfShares: countText() }),
  isMoreThanOneOrOtherChecked: z.boolean(),
  additionalInfo: ruledText(sharesInfoRule),
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
  checkField(values.additionalInfo, sharesInfoRule, add, ['additionalInfo']);
}

export const sharesSchema = withRules(sharesShape, checkShares);

export const votingAssetsShape = z.object({
  votingMembersRadio: yesNoShape,
  assetsDistribution: ruledText(articleTextRule),
});

/** Checks the nonprofit's voting members question and distribution of assets. */
export function checkVotingAssets(values: VotingAssetsValues, add: AddIssue): void {
  if (values.votingMembersRadio === '') add(['votingMembersRadio'], messages.chooseYesOrNo);
  checkField(
    values.assetsDistribution,
    { ...articleTextRule, required: messages.assetsDistributionRequired },
    add,
    ['assetsDistribution'],
  );
}

export const votingAssetsSchema = withRules(votingAssetsShape, checkVotingAssets);

export const purposeDirectorsShape = z.object({
  purpose: ruledText(articleTextRule),
  numberOfDirectors: countText(),
  directorsTerms: ruledText(articleTextRule),
});

/** Checks the cooperative's purpose, number of directors and directors' terms. */
export function checkPurposeDirectors(values: PurposeDirectorsValues, add: AddIssue): void {
  checkField(values.purpose, { ...articleTextRule, required: messages.purposeRequired }, add, [
    'purpose',
  ]);
  if (!isNumberInRange(values.numberOfDirectors, 3, MAX_COUNT))
    add(['numberOfDirectors'], messages.directorsRange);
  checkField(
    values.directorsTerms,
    { ...articleTextRule, required: messages.directorsTermsRequired },
    add,
    ['directorsTerms'],
  );
}

export const purposeDirectorsSchema = withRules(purposeDirectorsShape, checkPurposeDirectors);
