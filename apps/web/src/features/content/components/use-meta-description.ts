import { useEffect } from "react";

/** Sets the page's meta description (search engines, link previews) while the page is shown. */
export function useMetaDescription(description: string | undefined) {
  useEffect(() => {
    if (!description) return;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !tag;
    if (!tag) {
      tag = document.createElement("meta");
      tag.name = "description";
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = description;
    return () => {
      if (created) tag?.remove();
      else if (tag) tag.content = previous;
    };
  }, [description]);
}
