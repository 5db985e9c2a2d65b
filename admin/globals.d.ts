// What admin/'s scripts find on the page: Sveltia CMS's window.CMS.
import type CmsApi from '@sveltia/cms';

declare global {
  const CMS: typeof CmsApi;
}
