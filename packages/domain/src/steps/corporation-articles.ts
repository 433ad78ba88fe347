// The articles only corporations carry: a profit corporation's shares, a nonprofit's voting
// members and distribution of assets, and the purpose and directors of a cooperative.
import type { PurposeDirectorsValues, SharesValues, VotingAssetsValues } from '../model.ts';
import { freeTextRow, orNotProvided, yesNo } from '../review/review-rows.ts';
import {
  purposeDirectorsSchema,
  purposeDirectorsShape,
  sharesSchema,
  sharesShape,
  votingAssetsSchema,
  votingAssetsShape,
} from '../schemas/other-steps.ts';
import { defineSlice, defineStep } from './define-step.ts';
import { readSlice } from './read-slice.ts';

export const sharesSlice = defineSlice({
  key: 'shares',
  shape: sharesShape,
  empty: (): SharesValues => ({
    commonSharesValues: { isCommonSharesChecked: false, numberOfShares: '' },
    isMoreThanOneOrOtherChecked: false,
    additionalInfo: '',
  }),
});

export const sharesStep = defineStep({
  page: 'shares',
  title: 'Shares',
  slices: [sharesSlice],
  slice: 'shares',
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

export const votingAssetsSlice = defineSlice({
  key: 'votingAssets',
  shape: votingAssetsShape,
  empty: (): VotingAssetsValues => ({ votingMembersRadio: '', assetsDistribution: '' }),
});

export const votingAssetsStep = defineStep({
  page: 'votingassets',
  title: 'Voting & assets',
  slices: [votingAssetsSlice],
  slice: 'votingAssets',
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

export const purposeDirectorsSlice = defineSlice({
  key: 'purposeDirectors',
  shape: purposeDirectorsShape,
  empty: (): PurposeDirectorsValues => ({ purpose: '', numberOfDirectors: '', directorsTerms: '' }),
});

export const purposeDirectorsStep = defineStep({
  page: 'purposedirectors',
  title: 'Purpose and directors',
  slices: [purposeDirectorsSlice],
  slice: 'purposeDirectors',
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
