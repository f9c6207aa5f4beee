/**
 * Each locale's name in every library: Day.js and Moment load `<lib>/locale/<name>` and take
 * the name as `adapterLocale`; date-fns exports an object from `date-fns/locale/<file>`; Luxon
 * takes the BCP 47 tag. Every file was checked in node_modules (dayjs 1.11, moment 2.31,
 * date-fns 4.4). en-US is each library's built-in default: it adds nothing to the code.
 */
export const LOCALES: Record<
  string,
  { label: string; dayjs: string; dateFns: [file: string, name: string] }
> = {
  'en-US': { label: 'English (US)', dayjs: 'en', dateFns: ['en-US', 'enUS'] },
  'en-GB': { label: 'English (UK)', dayjs: 'en-gb', dateFns: ['en-GB', 'enGB'] },
  fr: { label: 'Français', dayjs: 'fr', dateFns: ['fr', 'fr'] },
  de: { label: 'Deutsch', dayjs: 'de', dateFns: ['de', 'de'] },
  es: { label: 'Español', dayjs: 'es', dateFns: ['es', 'es'] },
  ja: { label: '日本語', dayjs: 'ja', dateFns: ['ja', 'ja'] },
  'zh-CN': { label: '中文（简体）', dayjs: 'zh-cn', dateFns: ['zh-CN', 'zhCN'] },
  'pt-BR': { label: 'Português (Brasil)', dayjs: 'pt-br', dateFns: ['pt-BR', 'ptBR'] },
};
