// The agency's real contact channels (UI-CONTENT.md "Contact buttons").
export const contactLinks = [
  { key: 'home.callCenter', href: 'tel:+38345963828', icon: 'phone' },
  { key: 'home.whatsapp', href: 'https://wa.me/38345963828', icon: 'chat' },
  { key: 'home.viber', href: 'viber://chat?number=38345963828', icon: 'message' },
] as const;
