export { EligibilityLists } from './EligibilityLists';
export { ReturnSteps } from './ReturnSteps';
export { ExchangeTable, RefundTimelines } from './ReturnTables';
export { ReturnsHelp } from './ReturnsHelp';
export { ReturnsHero } from './ReturnsHero';
export { isDelivered, returnHref, startReturnHref } from './api';
export { ReturnStart } from './ReturnStart';
export { ReturnStatusView } from './ReturnStatusView';
