/** React 19 hoists <title> into <head>; every page names itself for tabs and screen readers. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · 도담`}</title>;
}
