import type { HelpCategory } from '@src/api/contract/help';

export type HelpQuestion = HelpCategory['sublist'][number];
