export { useSeriesFollow } from './use-series-follow';
export { useFollowedSeries } from './use-followed-series';
