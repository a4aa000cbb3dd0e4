// The Templates screen: the templates with their status, and New template.
export { TemplatesPage } from './templates-page';
