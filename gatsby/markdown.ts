// The one Markdown renderer of content/: the legal pages and the questions' answers.
import MarkdownIt from 'markdown-it';

// Raw HTML is escaped (the check refuses it anyway), and links to javascript:, vbscript:, file: or
// data: (but pictures) are left as text by markdown-it's own validateLink.
const renderer = new MarkdownIt({ html: false, linkify: false, typographer: false });

export const renderMarkdown = (markdown: string): string => renderer.render(markdown);
