import type { InfoTexts } from './types';

// The footer's information pages in Albanian. Facts about the site (its cookies, what it stores)
// must stay true to the code: api/src/http/session.ts, web/src/lib/i18n.
export const info_sq: InfoTexts = {
  otherPages: 'Informacion i rëndësishëm',
  updated: 'Përditësuar më 23 nëntor 2026.',
  travelTips: {
    title: 'Këshilla për udhëtim',
    description: 'Çfarë të kontrolloni para nisjes: dokumentet, bagazhi, sigurimi, aeroporti dhe paratë.',
    lead: 'Një udhëtim i mirë nis që në shtëpi. Këto janë gjërat që konsulentët tanë i kujtojnë çdo udhëtari para nisjes.',
    sections: [
      {
        id: 'dokumentet',
        heading: 'Dokumentet',
        paragraphs: [
          'Kontrolloni që pasaporta të jetë e vlefshme edhe së paku gjashtë muaj pas datës së kthimit: shumë vende e kërkojnë këtë, dhe linjat ajrore mund të mos ju lejojnë të hipni pa të.',
          'Kërkesat për vizë ndryshojnë sipas vendit dhe shtetësisë. Para se të rezervoni, pyesni konsulentët tanë se çfarë kërkon destinacioni juaj; për fëmijët që udhëtojnë pa njërin prind duhet edhe pëlqimi i noterizuar i prindit tjetër.',
        ],
      },
      {
        id: 'bagazhi',
        heading: 'Bagazhi',
        paragraphs: ['Çdo linjë ajrore ka rregullat e saj për peshën dhe madhësinë e bagazhit. Në biletën tuaj shkruhet çfarë përfshihet; bagazhi shtesë paguhet më lirë kur porositet paraprakisht.'],
        list: [
          'Lëngjet në bagazhin e dorës: deri në 100 ml për shishe, në një qese plastike të mbyllur.',
          'Ilaçet që i merrni rregullisht: në bagazhin e dorës, me recetën.',
          'Dokumentet, paratë dhe sendet me vlerë: gjithmonë me vete, kurrë në valixhe.',
        ],
      },
      {
        id: 'sigurimi',
        heading: 'Sigurimi i udhëtimit',
        paragraphs: ['Ju këshillojmë një sigurim shëndetësor udhëtimi për gjithë kohëzgjatjen e pushimeve. Për disa vende ai kërkohet për vizë. Ne mund t’ju ndihmojmë ta zgjidhni.'],
      },
      {
        id: 'aeroporti',
        heading: 'Në aeroport',
        paragraphs: ['Paraqituni në aeroport të paktën dy orë para nisjes (tri orë për fluturimet jashtë Evropës). Check-in-i online, kur linja e ofron, ju kursen radhën.'],
      },
      {
        id: 'ndihma',
        heading: 'Kur keni nevojë për ndihmë',
        paragraphs: ['Gjatë udhëtimit na gjeni në Call Center +383 45 963 828, në WhatsApp ose Viber. Mbani me vete numrin e rezervimit: e gjeni te “Rezervimet e mia”.'],
      },
    ],
  },
  travelRules: {
    title: 'Rregullat e Udhëtimit',
    description: 'Kushtet e rezervimit te Bani Travel: konfirmimi, çmimet, pagesa, anulimi dhe dokumentet.',
    lead: 'Këto rregulla vlejnë për çdo aranzhman që rezervoni te Bani Travel, online ose në zyrë.',
    sections: [
      {
        id: 'rezervimi',
        heading: 'Rezervimi',
        paragraphs: [
          'Një rezervim online mbetet “Në pritje” derisa ta konfirmojë stafi ynë. Ju kontaktojmë me telefon ose email për konfirmim, zakonisht brenda së njëjtës ditë pune, dhe gjendjen e rezervimit e shihni te “Rezervimet e mia”.',
          'Vendet e një aranzhmani janë të kufizuara: rezervimi mban vendet tuaja deri sa të konfirmohet ose të anulohet.',
        ],
      },
      {
        id: 'cmimet',
        heading: 'Çmimet dhe pagesa',
        paragraphs: [
          'Çmimet janë në euro dhe për person (“nga PP”). Çfarë përfshihet në çmim shkruhet në faqen e secilit destinacion.',
          'Pagesa bëhet pas konfirmimit, sipas marrëveshjes me konsulentin tuaj, në zyrë ose me transfertë bankare.',
        ],
      },
      {
        id: 'anulimi',
        heading: 'Anulimi',
        paragraphs: [
          'Një rezervim në pritje mund ta anuloni vetë, te “Rezervimet e mia”: vendet lirohen për udhëtarët e tjerë dhe anulimi nuk kthehet mbrapsht.',
          'Për një rezervim të konfirmuar na kontaktoni. Kostot e anulimit varen nga kushtet e hotelit dhe të linjës ajrore, dhe jua themi para se të vendosni.',
        ],
      },
      {
        id: 'ndryshimet',
        heading: 'Ndryshimet dhe dokumentet',
        paragraphs: [
          'Nëse linja ajrore ose hoteli ndryshon orarin apo programin, ju njoftojmë sapo ta marrim vesh dhe ju ofrojmë një zgjidhje.',
          'Çdo udhëtar është përgjegjës për dokumentet e veta të udhëtimit (pasaportë, vizë, pëlqime). Shihni “Këshilla për udhëtim”.',
        ],
      },
    ],
  },
  about: {
    title: 'Rreth nesh',
    description: 'Bani Travel: agjenci udhëtimi nga Kosova me mbi 25 vite eksperiencë.',
    lead: 'Bani Travel është agjenci udhëtimi nga Kosova. Prej mbi 25 vitesh organizojmë pushime, fundjava dhe udhëtime pune për familje, grupe dhe kompani.',
    sections: [
      {
        id: 'cfare-bejme',
        heading: 'Çfarë bëjmë',
        paragraphs: ['Aranzhmane me fluturim charter dhe hotel, udhëtime individuale, bileta aeroplani, hotele në të gjithë botën dhe kroçiere. Çdo vit udhëtojnë me ne mbi 200.000 turistë.'],
      },
      {
        id: 'si-punojme',
        heading: 'Si punojmë',
        paragraphs: ['Çdo rezervim e ndjek një konsulent që flet gjuhën tuaj, nga oferta e parë deri në kthimin në shtëpi. Ofertat i zgjedhim vetë dhe hotelet i njohim.'],
      },
      {
        id: 'kontakti',
        heading: 'Na gjeni',
        paragraphs: ['Call Center: +383 45 963 828 · Email: info@Bani-travel.com. Mund të na shkruani edhe nga faqja e kontaktit.'],
      },
    ],
  },
  cookies: {
    title: 'Politika e Cookies',
    description: 'Çfarë ruan faqja e Bani Travel në shfletuesin tuaj: një cookie seance dhe një për gjuhën e zgjedhur.',
    lead: 'Faqja jonë ruan në shfletuesin tuaj vetëm atë që i duhet për të punuar. Nuk përdorim cookies për reklama, statistika ose ndjekje.',
    sections: [
      {
        id: 'cookies',
        heading: 'Cookies që përdorim',
        paragraphs: ['Tri cookies, të gjitha të nevojshme. “bani.sid” vendoset vetëm kur kyçeni: ajo ju mban të kyçur (rezervimet, të preferuarat). Skadon pas 12 orësh pa aktivitet ose kur dilni (Logout). “bani.kind” vendoset bashkë me të dhe tregon vetëm nëse jeni klient apo staf, që faqja t’ju shfaqet më shpejt; hiqet kur dilni. JavaScript-i i faqes nuk mund t’i lexojë. “lang” vendoset vetëm kur zgjidhni SQ ose EN dhe mban gjuhën tuaj për një vit.'],
      },
      {
        id: 'gjuha',
        heading: 'Gjuha e zgjedhur',
        paragraphs: ['Kur zgjidhni SQ ose EN, shfletuesi e mban mend zgjedhjen në cookie-n “lang” (për një vit), që serveri ta dërgojë faqen herën tjetër menjëherë në të njëjtën gjuhë. Kur jeni i kyçur, e ruajmë edhe te llogaria juaj, që emailet të vijnë në atë gjuhë.'],
      },
      {
        id: 'cilesimet',
        heading: 'Ndrysho cilësimet e Cookies',
        paragraphs: [
          'Nuk ka cookies opsionale për të fikur: faqja nuk përdor asnjë cookie përveç asaj të seancës, e cila nevojitet vetëm për t’u kyçur, dhe asaj të gjuhës, që vendoset vetëm kur e zgjidhni vetë.',
          'Mund t’i fshini kurdo të dhënat e faqes nga cilësimet e shfletuesit tuaj; pas kësaj thjesht kyçuni përsëri dhe zgjidhni gjuhën.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Politika e privatësisë',
    description: 'Cilat të dhëna ruan Bani Travel, pse, dhe si mund t’i shihni ose t’i fshini.',
    lead: 'Ruajmë vetëm të dhënat që na duhen për t’ju shërbyer, nuk i shesim dhe nuk i japim për reklama.',
    sections: [
      {
        id: 'te-dhenat',
        heading: 'Çfarë ruajmë',
        paragraphs: ['Varet nga çfarë bëni në faqe:'],
        list: [
          'Llogaria: emri, mbiemri, numri i telefonit, emaili, username dhe fjalëkalimi (i ruajtur vetëm si hash: askush, as ne, nuk mund ta lexojë).',
          'Rezervimet dhe aranzhmanet e preferuara.',
          'Mesazhet nga faqja e kontaktit: emri, numri, emaili dhe mesazhi.',
          'Abonimi në ofertat javore: emaili dhe gjuha.',
        ],
      },
      {
        id: 'pse',
        heading: 'Pse',
        paragraphs: ['Për të konfirmuar dhe ndjekur rezervimet tuaja, për t’iu përgjigjur mesazheve dhe për t’ju dërguar ofertat javore që keni kërkuar. Çdo email me oferta ka një lidhje për t’u çregjistruar me një klikim.'],
      },
      {
        id: 'te-drejtat',
        heading: 'Të drejtat tuaja',
        paragraphs: [
          'Mund të kërkoni kurdo të shihni, të korrigjoni ose të fshini të dhënat tuaja: na shkruani në info@Bani-travel.com ose nga faqja e kontaktit.',
          'Edhe vetë, te Profili (pasi të hyni): shkarkoni të gjitha të dhënat tuaja si skedar JSON, shihni dhe mbyllni pajisjet ku jeni të kyçur, dhe fshini llogarinë. Rezervimet që agjencia duhet t’i ruajë për kontabilitet mbeten, por pa emrin, emailin, telefonin dhe emrat e udhëtarëve; pa rezervime të tilla, llogaria fshihet plotësisht.',
        ],
      },
    ],
  },
  b2b: {
    title: 'B2B: për agjencitë partnere',
    description: 'Bani Travel për agjencitë partnere: ofertat tona me kushte për ri-shitës.',
    lead: 'Agjencitë partnere i shesin ofertat tona me kushte të veçanta.',
    sections: [
      {
        id: 'llogaria',
        heading: 'Llogaria B2B',
        paragraphs: ['Llogarinë ua hapim ne pas një takimi njohës. Na shkruani ose na telefononi në +383 45 963 828; pasi të keni llogarinë, kyçuni nga faqja e hyrjes (Login).'],
      },
    ],
  },
};
