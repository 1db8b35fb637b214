import { GetUserLocationPage } from './location-pages';

export default GetUserLocationPage;
