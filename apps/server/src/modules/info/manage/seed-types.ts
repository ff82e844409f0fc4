export type SeedKind =
  | 'draft'
  | 'review1'
  | 'review2'
  | 'review3'
  | 'returned'
  | 'toAdopt'
  | 'adopted'
  | 'adoptedNoSerial'
  | 'notAdopted'
  | 'discardReview'
  | 'discardAdopt'
  | 'upward'
  | 'upwardResult'
  | 'mergeSource';

export interface SeedItem {
  key: string;
  title: string;
  type: string;
  reporter: string;
  kind: SeedKind;
  daysAgo: number;
  lastYear?: boolean;
  /** an item entered by the office (代录) */
  office?: boolean;
  /** co-reporters (joint, agreed) */
  joint?: string[];
  /** for merge sources: the key of the merged item they went into */
  into?: string;
  paragraphs: string[];
}

export interface SeedMerged {
  key: string;
  title: string;
  kind: 'toAdopt' | 'adopted';
  daysAgo: number;
  paragraphs: string[];
}
