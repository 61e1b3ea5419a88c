export { BlogArticle } from './BlogArticle';
export { default as BlogSection } from './BlogSection';
