/** The social sharing links of the personal link (spec §2 referral: social sharing and e-mail). */
export type TShareLink = { id: "facebook" | "x" | "linkedin" | "whatsapp" | "email"; href: string };

export function shareLinksOf(url: string, text: string, subject: string): TShareLink[] {
  const u = encodeURIComponent(url);
  const message = encodeURIComponent(`${text} ${url}`);
  return [
    { id: "facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: "x", href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}` },
    { id: "linkedin", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { id: "whatsapp", href: `https://wa.me/?text=${message}` },
    { id: "email", href: `mailto:?subject=${encodeURIComponent(subject)}&body=${message}` },
  ];
}
