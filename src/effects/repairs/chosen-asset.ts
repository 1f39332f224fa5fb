import { EffectInputError } from '../errors';
import { readText, type EffectInput } from '../effect-input';
import { levelOfAnswer, type RepairAsset } from './asset-levels';
import { readObject } from './repair-input';

/** The asset the resident chose: input `assetType` (the asset step's answer) within `assets` ('repair.loadAssets'). */
export function chosenAsset(input: EffectInput): RepairAsset {
  const answer = readText(input, 'assetType');
  const level = levelOfAnswer(answer);
  const assets = readObject(input, 'assets');
  const asset = level === undefined ? undefined : assets[level];
  if (typeof asset !== 'object' || asset === null) throw new EffectInputError('assetType', 'a level that assets has');
  return asset as RepairAsset;
}

/** Every level's heating attribute, for SOR determination (repairs.md §7). */
export function heatingAttributes(input: EffectInput): {
  propertyAttribute: string;
  dividedBlockAttribute: string;
  blockAttribute: string;
  estateAttribute: string;
} {
  const assets = readObject(input, 'assets') as Partial<Record<string, RepairAsset>>;
  return {
    propertyAttribute: assets.property?.heating ?? '',
    dividedBlockAttribute: assets.dividedBlock?.heating ?? '',
    blockAttribute: assets.block?.heating ?? '',
    estateAttribute: assets.estate?.heating ?? '',
  };
}
