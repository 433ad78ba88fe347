// The rules of what corporation-articles.ts declares: the structure of its slices, the rules of its forms, its
// review sections and completeness codes.
import { defineStepRules } from './define-step.ts';
import { freeTextRow, orNotProvided, yesNo } from '../review/review-rows.ts';
import {
  purposeDirectorsSchema,
  purposeDirectorsShape,
  sharesSchema,
  sharesShape,
  votingAssetsSchema,
  votingAssetsShape,
} from '../schemas/other-steps.ts';
import {
  purposeDirectorsSlice,
  purposeDirectorsStep,
  sharesSlice,
  sharesStep,
  votingAssetsSlice,
  votingAssetsStep,
} from './corporation-articles.ts';
import { readSlice } from './read-slice.ts';

export const sharesRules = defineStepRules(sharesStep, {
  shapes: { shares: sharesShape },
  schema: () => sharesSchema,
  review: (values, text) => {
    const shares = readSlice(values, sharesSlice);
    return {
      rows: [
        {
          label: text.labels.commonShares,
          lines: shares.commonSharesValues.isCommonSharesChecked
            ? orNotProvided(shares.commonSharesValues.numberOfShares, text)
            : [text.none],
        },
        {
          label: text.labels.otherClasses,
          lines: [shares.isMoreThanOneOrOtherChecked ? text.yes : text.no],
        },
        freeTextRow(text.labels.additionalInfo, shares.additionalInfo, text.notApplicable),
      ],
    };
  },
});

export const votingAssetsRules = defineStepRules(votingAssetsStep, {
  shapes: { votingAssets: votingAssetsShape },
  schema: () => votingAssetsSchema,
  review: (values, text) => {
    const votingAssets = readSlice(values, votingAssetsSlice);
    return {
      rows: [
        { label: text.labels.votingMembers, lines: yesNo(votingAssets.votingMembersRadio, text) },
        freeTextRow(
          text.labels.assetsDistribution,
          votingAssets.assetsDistribution,
          text.notProvided,
        ),
      ],
    };
  },
});

export const purposeDirectorsRules = defineStepRules(purposeDirectorsStep, {
  shapes: { purposeDirectors: purposeDirectorsShape },
  schema: () => purposeDirectorsSchema,
  review: (values, text) => {
    const purposeDirectors = readSlice(values, purposeDirectorsSlice);
    return {
      rows: [
        freeTextRow(text.labels.purpose, purposeDirectors.purpose, text.notProvided),
        {
          label: text.labels.numberOfDirectors,
          lines: orNotProvided(purposeDirectors.numberOfDirectors, text),
        },
        freeTextRow(text.labels.directorsTerms, purposeDirectors.directorsTerms, text.notProvided),
      ],
    };
  },
});
