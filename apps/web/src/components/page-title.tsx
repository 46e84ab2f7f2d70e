import { Title, type TitleProps } from "@mantine/core";
import { useEffect } from "react";
import { useBrand } from "../lib/brand.ts";

/**
 * The main heading of a page; it also names the browser tab ("Title – Brand"), or `tabTitle` when
 * the page has its own (a CMS page's meta title).
 */
export function PageTitle({
  children,
  tabTitle,
  ...props
}: Omit<TitleProps, "order" | "children"> & { children: string; tabTitle?: string }) {
  const brand = useBrand();
  useEffect(() => {
    document.title = tabTitle || `${children} – ${brand.name}`;
    return () => {
      document.title = brand.name;
    };
  }, [children, tabTitle, brand.name]);
  return (
    <Title order={1} data-testid="page-title" {...props}>
      {children}
    </Title>
  );
}
