import { Center, Loader } from "@mantine/core";
import classes from "./page-loader.module.css";

/** Shown while a page, a catalog or the brand loads. Fills the screen when `fullScreen`. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center h={fullScreen ? "100dvh" : 240} role="status" aria-busy="true">
      <Loader className={classes.delayed} />
    </Center>
  );
}
