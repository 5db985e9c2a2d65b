interface SeoHeadProps {
  language: string;
  title: string;
  description?: string;
  noindex?: boolean;
}

/** The document head of a page, rendered through Gatsby's Head API. */
export function SeoHead({ language, title, description, noindex = false }: SeoHeadProps) {
  return (
    <>
      <html lang={language} />
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta name="theme-color" content="#4f46e5" />
    </>
  );
}
