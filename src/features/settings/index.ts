export { useLanguageSwitch } from './use-language-switch';
