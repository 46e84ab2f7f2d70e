type TNested = { [key: string]: string | TNested };

/** Turns {"auth.incorrect_login": "..."} into {auth: {incorrect_login: "..."}} for i18next's key separator. */
export function nestKeys(flat: Record<string, string>): TNested {
  const root: TNested = {};
  for (const [path, value] of Object.entries(flat)) {
    const parts = path.split(".");
    const leaf = parts.pop() as string;
    let node = root;
    for (const part of parts) {
      const next = node[part];
      if (typeof next === "string") throw new Error(`key "${path}" collides with a message`);
      node[part] = next ?? {};
      node = node[part] as TNested;
    }
    node[leaf] = value;
  }
  return root;
}
