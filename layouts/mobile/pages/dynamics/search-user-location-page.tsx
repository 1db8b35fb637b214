import { SearchUserLocationPage } from './location-pages';

export default SearchUserLocationPage;
