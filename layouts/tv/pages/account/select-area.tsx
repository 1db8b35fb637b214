import { CountryGrid } from './country-list';

export default function SelectAreaPage() {
  return <CountryGrid withAuto />;
}
