export { EligibilityLists } from './EligibilityLists';
export { ReturnSteps } from './ReturnSteps';
export { ExchangeTable, RefundTimelines } from './ReturnTables';
export { ReturnsHelp } from './ReturnsHelp';
export { ReturnsHero } from './ReturnsHero';
