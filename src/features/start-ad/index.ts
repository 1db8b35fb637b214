export { useStartAd, type StartAdModel } from './use-start-ad';
export { START_AD_SECONDS } from './start-ad-rules';
