/*
 * Pre-filled enquiry links (issue 20): the visitor asks the agency about a package on WhatsApp or Viber
 * without booking. The number comes from the API (AGENCY_PHONE, digits with the country code); the
 * message is written by the page in its language and names the package, the date and the party.
 */

export interface EnquiryLinks {
  whatsapp: string;
  viber: string;
}

/** wa.me takes the digits alone; Viber's chat link takes "+digits" and the message as `draft`. */
export function enquiryLinks(phoneDigits: string, message: string): EnquiryLinks {
  const text = encodeURIComponent(message);
  return {
    whatsapp: `https://wa.me/${phoneDigits}?text=${text}`,
    viber: `viber://chat?number=${encodeURIComponent(`+${phoneDigits}`)}&draft=${text}`,
  };
}

/** The message with the page's address appended once it is known (after the first render). */
export function withPageUrl(message: string, url: string | null): string {
  return url ? `${message}\n${url}` : message;
}
