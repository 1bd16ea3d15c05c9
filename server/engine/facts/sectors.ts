// IPEDS SECTOR and CONTROL codes in NCES's wording (the program item's SchoolSector and SchoolControl).
import { SECTOR_LABELS, SECTOR_VALUES } from '../../../contract/programs/program-filters';

const SECTORS: Readonly<Record<number, string>> = {
  0: 'Administrative unit',
  1: 'Public, 4-year or above',
  2: 'Private not-for-profit, 4-year or above',
  3: 'Private for-profit, 4-year or above',
  4: 'Public, 2-year',
  5: 'Private not-for-profit, 2-year',
  6: 'Private for-profit, 2-year',
  7: 'Public, less-than 2-year',
  8: 'Private not-for-profit, less-than 2-year',
  9: 'Private for-profit, less-than 2-year',
};

export function sectorLabel(code: number): string {
  return SECTORS[code] ?? '';
}

/** 1 public, 2 private not-for-profit, 3 private for-profit; '' for 0 (not reported). */
export function controlLabel(control: number): string {
  const value = SECTOR_VALUES[control - 1];
  return value ? SECTOR_LABELS[value] : '';
}
