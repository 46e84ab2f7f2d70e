import { Title, type TitleProps } from "@mantine/core";
import { useEffect } from "react";
import { useBrand } from "../lib/brand.ts";

/** The main heading of a page; it also names the browser tab ("Title – Brand"). */
export function PageTitle({
  children,
  ...props
}: Omit<TitleProps, "order" | "children"> & { children: string }) {
  const brand = useBrand();
  useEffect(() => {
    document.title = `${children} – ${brand.name}`;
    return () => {
      document.title = brand.name;
    };
  }, [children, brand.name]);
  return (
    <Title order={1} data-testid="page-title" {...props}>
      {children}
    </Title>
  );
}
