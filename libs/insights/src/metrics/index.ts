export { contingency, type Contingency, type Label } from './contingency';
export { normalizedMutualInformation, mutualInformation } from './nmi';
export { adjustedRandIndex } from './ari';
export { hungarian } from './hungarian';
export { clusteringAccuracy } from './accuracy';
