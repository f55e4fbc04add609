/**
 * @module The chart-ready email in Family P's eight languages. Texts are data; `renderChartEmail`
 * fills them, escaping every interpolated value in the HTML part with `hono/html`.
 */
import { html } from 'hono/html';
import type { Lang } from './lang.js';

interface EmailText {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  open: string;
  footer: string;
}

export const CHART_EMAIL: Readonly<Record<Lang, EmailText>> = {
  en: {
    subject: 'Your birth chart is ready',
    greeting: (n) => `Namaste ${n},`,
    body: 'Your birth chart is ready.',
    open: 'Open your chart',
    footer:
      'You receive this email because a chart was requested with this address. No further emails will be sent.',
  },
  hi: {
    subject: 'आपकी जन्म कुंडली तैयार है',
    greeting: (n) => `नमस्ते ${n},`,
    body: 'आपकी जन्म कुंडली तैयार है।',
    open: 'अपनी कुंडली देखें',
    footer: 'यह ईमेल आपको इसलिए मिला क्योंकि इस पते से कुंडली माँगी गई थी। आगे कोई ईमेल नहीं भेजा जाएगा।',
  },
  bn: {
    subject: 'আপনার জন্মকুণ্ডলী প্রস্তুত',
    greeting: (n) => `নমস্কার ${n},`,
    body: 'আপনার জন্মকুণ্ডলী প্রস্তুত।',
    open: 'আপনার কুণ্ডলী দেখুন',
    footer:
      'এই ঠিকানা দিয়ে একটি কুণ্ডলী চাওয়া হয়েছিল বলে আপনি এই ইমেলটি পেয়েছেন। আর কোনো ইমেল পাঠানো হবে না।',
  },
  ta: {
    subject: 'உங்கள் ஜாதகம் தயாராக உள்ளது',
    greeting: (n) => `வணக்கம் ${n},`,
    body: 'உங்கள் ஜாதகம் தயாராக உள்ளது.',
    open: 'உங்கள் ஜாதகத்தைப் பாருங்கள்',
    footer:
      'இந்த முகவரியில் ஜாதகம் கோரப்பட்டதால் இந்த மின்னஞ்சல் உங்களுக்கு வந்துள்ளது. இனி மின்னஞ்சல் எதுவும் அனுப்பப்படாது.',
  },
  te: {
    subject: 'మీ జాతకం సిద్ధంగా ఉంది',
    greeting: (n) => `నమస్కారం ${n},`,
    body: 'మీ జాతకం సిద్ధంగా ఉంది.',
    open: 'మీ జాతకాన్ని చూడండి',
    footer: 'ఈ చిరునామాతో జాతకం అభ్యర్థించినందున మీకు ఈ ఇమెయిల్ వచ్చింది. ఇకపై ఇమెయిల్స్ పంపబడవు.',
  },
  kn: {
    subject: 'ನಿಮ್ಮ ಜಾತಕ ಸಿದ್ಧವಾಗಿದೆ',
    greeting: (n) => `ನಮಸ್ಕಾರ ${n},`,
    body: 'ನಿಮ್ಮ ಜಾತಕ ಸಿದ್ಧವಾಗಿದೆ.',
    open: 'ನಿಮ್ಮ ಜಾತಕವನ್ನು ನೋಡಿ',
    footer: 'ಈ ವಿಳಾಸದಿಂದ ಜಾತಕವನ್ನು ಕೋರಲಾಗಿದ್ದರಿಂದ ನಿಮಗೆ ಈ ಇಮೇಲ್ ಬಂದಿದೆ. ಇನ್ನು ಮುಂದೆ ಯಾವುದೇ ಇಮೇಲ್ ಕಳುಹಿಸಲಾಗುವುದಿಲ್ಲ.',
  },
  ml: {
    subject: 'നിങ്ങളുടെ ജാതകം തയ്യാറാണ്',
    greeting: (n) => `നമസ്കാരം ${n},`,
    body: 'നിങ്ങളുടെ ജാതകം തയ്യാറാണ്.',
    open: 'നിങ്ങളുടെ ജാതകം കാണുക',
    footer: 'ഈ വിലാസത്തിൽ ജാതകം ആവശ്യപ്പെട്ടതിനാലാണ് നിങ്ങൾക്ക് ഈ ഇമെയിൽ ലഭിച്ചത്. ഇനി ഇമെയിലുകൾ അയയ്ക്കില്ല.',
  },
  mr: {
    subject: 'तुमची जन्मकुंडली तयार आहे',
    greeting: (n) => `नमस्कार ${n},`,
    body: 'तुमची जन्मकुंडली तयार आहे.',
    open: 'तुमची कुंडली पाहा',
    footer:
      'या पत्त्यावर कुंडली मागवली गेल्यामुळे तुम्हाला हा ईमेल मिळाला आहे. यापुढे कोणताही ईमेल पाठवला जाणार नाही.',
  },
  or: {
    subject: 'ଆପଣଙ୍କ ଜନ୍ମକୁଣ୍ଡଳୀ ପ୍ରସ୍ତୁତ',
    greeting: (n) => `ନମସ୍କାର ${n},`,
    body: 'ଆପଣଙ୍କ ଜନ୍ମକୁଣ୍ଡଳୀ ପ୍ରସ୍ତୁତ ହୋଇଛି।',
    open: 'ଆପଣଙ୍କ କୁଣ୍ଡଳୀ ଦେଖନ୍ତୁ',
    footer: 'ଏହି ଠିକଣାରେ କୁଣ୍ଡଳୀ ମଗାଯାଇଥିବାରୁ ଆପଣ ଏହି ଇମେଲ ପାଇଛନ୍ତି। ଆଉ କୌଣସି ଇମେଲ ପଠାଯିବ ନାହିଁ।',
  },
  gu: {
    subject: 'તમારી જન્મકુંડળી તૈયાર છે',
    greeting: (n) => `નમસ્તે ${n},`,
    body: 'તમારી જન્મકુંડળી તૈયાર છે.',
    open: 'તમારી કુંડળી જુઓ',
    footer: 'આ સરનામે કુંડળી માંગવામાં આવી હોવાથી તમને આ ઇમેઇલ મળ્યો છે. હવે પછી કોઈ ઇમેઇલ મોકલવામાં આવશે નહીં.',
  },
};

/** Subject, text and HTML of the chart email; `name` and `chartUrl` are escaped in the HTML. */
export function renderChartEmail(
  lang: Lang,
  name: string,
  chartUrl: string,
): { subject: string; text: string; html: string } {
  const t = CHART_EMAIL[lang];
  const greeting = t.greeting(name);
  const text = `${greeting}\n\n${t.body}\n${t.open}: ${chartUrl}\n\n${t.footer}\n`;
  const body = html`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${t.subject}</title></head><body><p>${greeting}</p><p>${t.body}</p><p><a href="${chartUrl}">${t.open}</a></p><p style="color:#666;font-size:small">${t.footer}</p></body></html>`;
  return { subject: t.subject, text, html: body.toString() };
}
