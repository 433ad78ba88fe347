// The articles only corporations carry: a profit corporation's shares, a nonprofit's voting
// members and distribution of assets, and the purpose and directors of a cooperative.
import type { PurposeDirectorsValues, SharesValues, VotingAssetsValues } from '../model.ts';
import { defineSlice, defineStep } from './define-step.ts';
import { stepText } from './step-text.ts';

export const sharesSlice = defineSlice({
  key: 'shares',
  empty: (): SharesValues => ({
    commonSharesValues: { isCommonSharesChecked: false, numberOfShares: '' },
    isMoreThanOneOrOtherChecked: false,
    additionalInfo: '',
  }),
});

export const sharesStep = defineStep({
  page: 'shares',
  title: stepText.titles.shares,
  slices: [sharesSlice],
  slice: 'shares',
});

export const votingAssetsSlice = defineSlice({
  key: 'votingAssets',
  empty: (): VotingAssetsValues => ({ votingMembersRadio: '', assetsDistribution: '' }),
});

export const votingAssetsStep = defineStep({
  page: 'votingassets',
  title: stepText.titles.votingassets,
  slices: [votingAssetsSlice],
  slice: 'votingAssets',
});

export const purposeDirectorsSlice = defineSlice({
  key: 'purposeDirectors',
  empty: (): PurposeDirectorsValues => ({ purpose: '', numberOfDirectors: '', directorsTerms: '' }),
});

export const purposeDirectorsStep = defineStep({
  page: 'purposedirectors',
  title: stepText.titles.purposedirectors,
  slices: [purposeDirectorsSlice],
  slice: 'purposeDirectors',
});
