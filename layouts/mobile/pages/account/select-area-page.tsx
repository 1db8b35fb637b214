import { CountryListView } from './country-list-page';

export default function SelectAreaPage() {
  return <CountryListView withAuto />;
}
