/**
 * @module The rule of each yoga of catalogue parts 1-5 in one line, as its text states it (the entries of
 * parts 6 and 7 carry their line themselves). The engine evaluates the rule data; this line is what an
 * answer shows as the yoga's `text`. A test checks that every entry has one. Data only.
 */
export const YOGA_TEXT: Readonly<Record<string, string>> = {
  // Pancha Mahapurusha (BPHS 75)
  ruchaka: 'Mars in a kendra in its own or exaltation sign',
  bhadra: 'Mercury in a kendra in its own or exaltation sign',
  hamsa: 'Jupiter in a kendra in its own or exaltation sign',
  malavya: 'Venus in a kendra in its own or exaltation sign',
  sasa: 'Saturn in a kendra in its own or exaltation sign',
  // Chandra and Surya yogas (BPHS 37, 38)
  sunapha: 'A graha other than the Sun (Mars to Saturn) in the 2nd from the Moon',
  anapha: 'A graha other than the Sun (Mars to Saturn) in the 12th from the Moon',
  durudhura:
    'Grahas other than the Sun (Mars to Saturn) in both the 2nd and the 12th from the Moon',
  kemadruma:
    'No graha (Mars to Saturn) in the 2nd or 12th from the Moon, and none of the cancellations applies',
  'chandra-mangala': 'The Moon and Mars in one sign',
  adhi: 'Mercury, Jupiter and Venus in the 6th, 7th and 8th from the Moon',
  'gaja-kesari':
    "Jupiter in a kendra from the lagna or the Moon, joined or aspected by a benefic, not debilitated, combust or in an enemy's sign (Raman: Jupiter in a kendra from the Moon)",
  adhama: 'The Moon in a kendra from the Sun',
  sama: 'The Moon in a panaphara (2nd, 5th, 8th, 11th) from the Sun',
  varishtha: 'The Moon in an apoklima (3rd, 6th, 9th, 12th) from the Sun',
  vesi: 'A graha other than the Moon (Mars to Saturn) in the 2nd from the Sun',
  vasi: 'A graha other than the Moon (Mars to Saturn) in the 12th from the Sun',
  ubhayachari:
    'Grahas other than the Moon (Mars to Saturn) in both the 2nd and the 12th from the Sun',
  'budha-aditya': 'The Sun and Mercury in one sign',
  // Nabhasa (BPHS 35)
  rajju: 'All seven grahas in movable signs, no Dala or Akriti yoga present',
  musala: 'All seven grahas in fixed signs, no Dala or Akriti yoga present',
  nala: 'All seven grahas in dual signs, no Dala or Akriti yoga present',
  mala: 'Benefics (Mercury, Jupiter, Venus) in three kendras',
  sarpa: 'Malefics in three kendras',
  gada: 'All seven grahas in two successive kendras',
  'sakata-nabhasa': 'All seven grahas in the lagna and the 7th',
  vihaga: 'All seven grahas in the 4th and the 10th',
  sringataka: 'All seven grahas in the lagna, 5th and 9th',
  hala: 'All seven grahas in the 2nd, 6th, 10th or the 3rd, 7th, 11th or the 4th, 8th, 12th',
  vajra: 'Benefics in the lagna and the 7th, malefics in the 4th and the 10th',
  yava: 'Malefics in the lagna and the 7th, benefics in the 4th and the 10th',
  kamala: 'All seven grahas in the four kendras',
  vapi: 'All seven grahas in the four panapharas or the four apoklimas',
  yupa: 'All seven grahas in the four houses from the lagna',
  ishu: 'All seven grahas in the four houses from the 4th',
  shakti: 'All seven grahas in the four houses from the 7th',
  danda: 'All seven grahas in the four houses from the 10th',
  nauka: 'The seven grahas in the seven houses from the lagna',
  kuta: 'The seven grahas in the seven houses from the 4th',
  chatra: 'The seven grahas in the seven houses from the 7th',
  chapa: 'The seven grahas in the seven houses from the 10th',
  'ardha-chandra': 'The seven grahas in seven houses from a panaphara or an apoklima',
  chakra: 'All seven grahas in the six odd houses (1st, 3rd, 5th, 7th, 9th, 11th)',
  samudra: 'All seven grahas in the six even houses (2nd, 4th, 6th, 8th, 10th, 12th)',
  vallaki: 'The seven grahas in seven signs, no Dala or Akriti yoga present',
  dama: 'The seven grahas in six signs, no Dala or Akriti yoga present',
  pasha: 'The seven grahas in five signs, no Dala or Akriti yoga present',
  kedara: 'The seven grahas in four signs, no Dala or Akriti yoga present',
  shula: 'The seven grahas in three signs, no Dala or Akriti yoga present',
  yuga: 'The seven grahas in two signs, no Dala or Akriti yoga present',
  gola: 'The seven grahas in one sign',
  // Raja, Parivartana, Dhana
  'kendra-trikona-raja':
    "The lord of a kendra and the lord of a trikona joined, in each other's signs or in mutual aspect",
  'dharma-karmadhipati':
    "The lords of the 9th and 10th joined, in each other's signs or in mutual aspect",
  rajalakshana: 'Jupiter, Venus, Mercury and the Moon in kendras',
  chatussagara: 'All four kendras occupied',
  'three-exalted': 'Three or more grahas exalted',
  'vargottama-raja':
    'The lagna or the Moon vargottama and aspected by four or more grahas other than the Moon',
  'raja-245': 'Three or more grahas in kendras, exalted or in their own signs',
  'raja-247': 'Two or more grahas with directional strength',
  'raja-249':
    'The Moon in the lagna, Jupiter in the 4th, Venus in the 10th, Saturn exalted or in its own sign',
  'raja-251': 'The Moon strong in a kendra other than the lagna, aspected by Jupiter',
  'raja-252': 'A debilitated graha in its exaltation navamsa',
  'viparita-raja':
    "The lords of the 6th, 8th and 12th joined with one another in those houses, or in each other's signs",
  'neecha-bhanga':
    'A debilitated graha whose debilitation is cancelled: the lord of its sign or of its exaltation sign, or the graha exalted there, in a kendra from the lagna or the Moon; or aspected by the lord of its sign; or in its exaltation navamsa',
  'maha-parivartana':
    'Two grahas exchange signs between two of the 1st, 2nd, 4th, 5th, 7th, 9th, 10th and 11th houses',
  'khala-parivartana':
    'Two grahas exchange signs between the 3rd house and one of the 1st, 2nd, 4th, 5th, 7th, 9th, 10th, 11th',
  'dainya-parivartana': 'Two grahas exchange signs, one of them in the 6th, 8th or 12th',
  'dhana-118': 'Venus in its own sign in the 5th, Saturn in the 11th',
  'dhana-119': 'Mercury in its own sign in the 5th, the Moon and Mars in the 11th',
  'dhana-120': 'Saturn in its own sign in the 5th, Mercury and Mars in the 11th',
  'dhana-121': 'The Sun in Leo in the 5th, Jupiter and the Moon in the 11th',
  'dhana-122': 'Jupiter in its own sign in the 5th, Mars and the Moon in the 11th',
  'dhana-123': 'The Sun in Leo rising, joined or aspected by Mars and Jupiter',
  'dhana-124': 'The Moon in Cancer rising, aspected by Jupiter and Mars',
  'dhana-125': 'Mars in its own sign rising, joined or aspected by the Moon, Venus and Saturn',
  'dhana-126': 'Mercury in its own sign rising, joined or aspected by Saturn and Venus',
  'dhana-127': 'Jupiter in its own sign rising, joined or aspected by Mercury and Mars',
  'dhana-128': 'Venus in its own sign rising, joined or aspected by Saturn and Mercury',
  'dhana-lords':
    "The lords of the wealth houses (1st, 2nd, 5th, 9th, 11th) joined, in each other's signs or in mutual aspect",
  bahudravyarjana:
    'The lagna lord in the 2nd, the 2nd lord in the 11th, the 11th lord in the lagna',
  swaveeryaddhana: 'The lagna lord strong in a kendra, joined with the 2nd lord',
  'madhya-vayasi-dhana': 'The lords of the lagna, the 2nd and the 11th in kendras or trikonas',
  'balya-dhana':
    "The 2nd and 10th lords joined in a kendra, aspected by the lord of the lagna lord's navamsa",
  bhratrumooladdhana: 'The 2nd lord with the 3rd lord, or in the 3rd with a benefic',
  matrumooladdhana: "The 2nd lord with the 4th lord, or in the 4th under a benefic's influence",
  putramooladdhana: 'The 2nd lord with the 5th lord, or in the 5th',
  shatrumooladdhana: 'The 2nd lord with the 6th lord or in the 6th, the 6th lord strong',
  kalatramooladdhana: "The 2nd lord with the 7th lord, or in the 7th under a benefic's influence",
  'amaranantha-dhana': 'The lords of the 2nd, 9th and 11th in kendras, the lagna lord strong',
  ayatnadhanalabha: "The lagna lord and the 2nd lord in each other's signs or together",
  lakshmi:
    'The 9th lord in a kendra in its own, exaltation or moolatrikona sign, the lagna lord strong',
  vasumati:
    'Mercury, Jupiter and Venus in upachayas (3rd, 6th, 10th, 11th) from the lagna or the Moon',
  // Named yogas (BPHS 36, Raman, Phaladeepika 6)
  subha: 'A benefic in the lagna, or benefics in both the 12th and the 2nd',
  amala: 'Only benefics in the 10th from the lagna or the Moon',
  parvata: 'Benefics in the kendras, the 7th and 8th empty or holding benefics only',
  kahala:
    'The 4th lord and Jupiter in mutual kendras with the lagna lord strong; or the 4th lord in its own or exaltation sign with the 10th lord',
  chamara:
    'The lagna lord exalted in a kendra aspected by Jupiter; or two benefics together in the lagna, 7th, 9th or 10th',
  sankha:
    'The lagna lord strong with the 5th and 6th lords in mutual kendras; or the lagna lord with the 10th lord in a movable sign and the 9th lord strong',
  bheri:
    'The 9th lord strong with the 1st, 2nd, 7th and 12th occupied; or with Venus, Jupiter and the lagna lord in kendras',
  mridanga:
    'The lagna lord strong and a graha in a kendra or trikona in its own or exaltation sign',
  sreenatha: 'The 7th lord in the 10th, the 10th lord exalted and joined with the 9th lord',
  srikantha:
    "The lagna lord, the Sun and the Moon in kendras or trikonas in their own, exaltation or friends' signs",
  virinchi:
    "Jupiter, the 5th lord and Saturn in kendras or trikonas in their own, exaltation or friends' signs",
  sarada:
    'The 10th lord in the 5th, Mercury in a kendra, the Sun strong in Leo; or Jupiter or Mercury in a trikona from the Moon with Mars in the 11th',
  matsya: 'Benefics in the lagna and the 9th, the 5th occupied, malefics in the 4th and 8th',
  kurma:
    "Benefics in their own, exaltation or friends' signs in the 5th, 6th and 7th; malefics in their own or exaltation signs in the 1st, 3rd and 11th",
  khadga:
    'The 2nd lord in the 9th and the 9th lord in the 2nd, the lagna lord in a kendra or trikona',
  kusuma:
    'A fixed sign rising, Venus in a kendra, the Moon in a trikona with a benefic, Saturn in the 10th',
  kalanidhi: 'Jupiter in the 2nd or 5th joined or aspected by Mercury and Venus',
  kalpadruma:
    "The lagna lord, its dispositor, that graha's dispositor and its navamsa lord all in kendras or trikonas, or exalted",
  parijata: "The dispositor of the lagna lord and that graha's dispositor in kendras or trikonas",
  hari: 'Benefics in the 2nd, 12th and 8th from the 2nd lord',
  hara: 'Benefics in the 4th, 9th and 8th from the 7th lord',
  brahma: 'Benefics in the 4th, 10th and 11th from the lagna lord',
  vishnu: "The 9th and 10th lords in the 2nd, with the lord of the 9th lord's navamsa",
  siva: 'The 5th lord in the 9th, the 9th lord in the 10th, the 10th lord in the 5th',
  trilochana: 'The Sun, the Moon and Mars in mutual trines',
  gauri: "The lord of the 10th lord's navamsa exalted in the 10th and joined by the lagna lord",
  chandika:
    'A fixed sign rising aspected by the 6th lord, the Sun joined by the navamsa lords of the 6th and 9th lords',
  bharati: 'The navamsa lord of the 2nd, 5th or 11th lord exalted and joined with the 9th lord',
  saraswati:
    "Mercury, Jupiter and Venus in kendras, trikonas or the 2nd, Jupiter in its own, exaltation or a friend's sign",
  amsavatara: 'Jupiter, Venus and an exalted Saturn in kendras',
  devendra:
    'A fixed sign rising, the 2nd and 10th lords exchanged, the lagna and 11th lords exchanged',
  indra: 'The 5th and 11th lords exchanged, the Moon in the 5th',
  ravi: 'The Sun in the 10th, the 10th lord in the 3rd with Saturn',
  bhaskara:
    'The Moon in the 12th and Mercury in the 2nd from the Sun, Jupiter in the 5th or 9th from the Moon',
  kulavardhana: 'Every graha in the 5th from the lagna, the Moon or the Sun',
  gandharva:
    "The 10th lord in a trikona from the 7th, the lagna lord with Jupiter's association, the Sun exalted and strong, the Moon in the 9th",
  go: 'Jupiter strong in its moolatrikona with the 2nd lord, the lagna lord exalted',
  vidyut: 'The 11th lord in deep exaltation with Venus, in a kendra from the lagna lord',
  'chapa-raja': 'The 4th and 10th lords exchanged, the lagna lord exalted',
  pushkala:
    "The lagna lord with the Moon, the Moon's dispositor in a kendra or a great friend's sign aspecting the lagna, the lagna occupied",
  makuta:
    'Jupiter in the 9th from the 9th lord, a benefic in the 9th from Jupiter, Saturn in the 10th',
  jaya: 'The 10th lord in deep exaltation, the 6th lord debilitated',
  garuda: "The lord of the Moon's navamsa exalted, birth by day with the Moon waxing",
  'guru-mangala': 'Jupiter and Mars together or in the 7th from each other',
  mahabhagya:
    'A man born by day with the lagna, Sun and Moon in odd signs; a woman born by night with them in even signs',
  lagnadhi: 'Benefics in the 7th and 8th from the lagna, free of malefic conjunction and aspect',
  budha:
    'Jupiter in the lagna, the Moon in a kendra, Rahu in the 2nd from the Moon, the Sun and Mars in the 3rd from Rahu',
  marud:
    'Jupiter in a trikona from Venus, the Moon in the 5th from Jupiter, the Sun in a kendra from the Moon',
  'sareera-soukhya': 'The lagna lord, Jupiter and Venus in kendras',
  dehapushti: 'The lagna lord in a movable sign aspected by a benefic',
  // Bhava combinations (Raman), Daridra, Arishta, Pravrajya
  'dehasthoulya-114': 'The lagna lord and the lord of its navamsa in watery signs',
  'dehasthoulya-115': 'Jupiter in the lagna, or aspecting it from a watery sign',
  'dehasthoulya-116': 'A watery sign rising with a benefic in it, or the lagna lord a watery graha',
  rogagrastha: 'The lagna lord in the 6th, 8th or 12th with the 6th lord',
  'sada-sanchara': "The lagna lord or the lord of the Moon's sign in a movable sign",
  'yukthi-samanwithavagmi':
    'The 2nd lord with a benefic in a kendra or trikona, or exalted with Jupiter',
  parihasaka: 'The lagna lord with the 2nd lord, joined or aspected by a benefic',
  asatyavadi: 'The 2nd lord with Saturn, Rahu or Ketu, Mercury weak',
  jada: 'The 2nd lord in the 6th, 8th or 12th aspected by a malefic',
  mooka: 'The 2nd lord in the 8th with a malefic',
  sumukha: 'Jupiter or Venus in or aspecting the 2nd',
  durmukha: 'Saturn, Rahu or Ketu in the 2nd',
  'bhojana-soukhya': 'The 2nd lord strong and associated with a benefic',
  parannabhojana: 'The 2nd lord weak in the 8th or 12th',
  sraddhannabhuktha: 'The 2nd lord with Saturn and the 8th lord',
  sarpaganda: 'Rahu in the 2nd with the 2nd lord or aspected by a malefic',
  vakchalana: 'The 2nd lord in the 6th, 8th or 12th with Rahu or Saturn',
  vishaprayoga: 'The 2nd lord with the lord of the 6th, 8th or 12th, aspected by a malefic',
  'daridra-144':
    'The lords of the lagna and the 12th exchanged, joined or aspected by the 7th lord',
  'daridra-145':
    'The lords of the lagna and the 6th exchanged, the Moon aspected by the 2nd or 7th lord',
  'daridra-146': 'Ketu and the Moon in the lagna',
  'daridra-147': 'The lagna lord in the 8th joined or aspected by the 2nd or 7th lord',
  'daridra-148':
    'The lagna lord with a malefic in the 6th, 8th or 12th, joined or aspected by the 2nd or 7th lord',
  'daridra-149': 'The lagna lord with the lord of the 6th, 8th or 12th, aspected by a malefic',
  'daridra-150': 'The 5th lord with the lord of the 6th, 8th or 12th, without benefic association',
  'daridra-151':
    'The 5th lord in the 6th or 10th aspected by the lord of the 2nd, 6th, 7th, 8th or 12th',
  'daridra-152':
    'Malefics not owning the 9th or 10th in the lagna, joined or aspected by the 2nd or 7th lord',
  'daridra-153':
    'The lords of the lagna and the navamsa lagna in the 6th, 8th or 12th with maraka association',
  bhratruvriddhi: "The 3rd lord or Mars with a benefic or in a benefic's sign",
  sodaranasa: 'Mars and the 3rd lord in the 3rd, 5th, 7th or 8th, aspected by malefics',
  ekabhagini: 'Mercury in the 3rd, the 3rd lord with the Moon, Mars with Saturn',
  'dwadasa-sahodara':
    'The 3rd lord in a kendra, exalted Mars with Jupiter in a trikona from the 3rd lord',
  'saptasankhya-sahodara':
    'The 12th lord with Mars, the Moon in the 3rd with Jupiter, free of Venus',
  parakrama:
    "The 3rd lord in a benefic's navamsa with benefic association, Mars in a benefic's sign",
  yuddhatpoorvadridhachitta: 'The exalted 3rd lord with malefics in a movable sign or navamsa',
  satkathadisravana:
    "The 3rd a benefic's sign aspected by benefics, the 3rd lord in a benefic's navamsa",
  'uttama-griha': 'The 4th lord joined and aspected by benefics in a kendra or trikona',
  'vichitra-saudha-prakara': 'The 4th and 10th lords together with Saturn and Mars',
  'ayatna-griha-prapta':
    'The lords of the lagna and the 7th in the lagna or the 4th, aspected by benefics',
  'ayatna-griha-prapta-190':
    'The 9th lord in a kendra, the 4th lord exalted, in moolatrikona or in its own sign',
  grihanasa: 'The 4th lord in the 12th aspected by a malefic',
  'grihanasa-192': "The lord of the 4th lord's navamsa in the 12th",
  'bandhu-pujya-193': 'The 4th lord a benefic aspected by another benefic, Mercury in the lagna',
  'bandhu-pujya-194': 'The 4th house or its lord associated with or aspected by Jupiter',
  matrunasa: 'The Moon hemmed between malefics, or joined with them, or aspected by them',
  'matrunasa-199': "The lord of the navamsa of the 4th lord's navamsa lord in the 6th, 8th or 12th",
  'kapata-202': 'A malefic in the 4th, the 4th lord associated with or hemmed between malefics',
  'kapata-203':
    'Saturn, Mars, Rahu and the malefic 10th lord in the 4th, the 10th lord aspected by malefics',
  'nishkapata-205':
    "A benefic in the 4th, or a graha exalted, in its own or a friend's sign there, or the 4th a benefic's sign",
  'nishkapata-206': 'The lagna lord in the 4th joined or aspected by a benefic',
  'matru-satrutwa': 'Mercury, lord of the lagna and the 4th, joined or aspected by a malefic',
  'matru-sneha':
    'The lagna and the 4th ruled by one graha; or their lords friends by nature or by position; or both lords aspected by benefics',
  'vahana-209': 'The lagna lord in the 4th, 9th or 11th',
  'vahana-210': 'The 4th lord exalted, the lord of its exaltation sign in a kendra or trikona',
  anapathya: 'Jupiter and the lords of the lagna, the 7th and the 5th all weak',
  'sarpasapa-212': 'Rahu in the 5th aspected by Mars, or in the 5th when it is a sign of Mars',
  'sarpasapa-213': 'The 5th lord with Rahu, Saturn in the 5th associated with the Moon',
  'sarpasapa-214': 'Jupiter with Mars, Rahu in the lagna, the 5th lord in a dusthana',
  'sarpasapa-215': 'The 5th a sign of Mars holding Rahu, associated with Mercury',
  'pitru-sapa-sutakshaya':
    'The Sun in the 5th, debilitated, in a navamsa of Saturn or hemmed between malefics',
  'matru-sapa-sutakshaya': 'The 5th and 8th lords exchanged, the Moon and the 4th lord in the 6th',
  'bhratru-sapa-sutakshaya':
    'The lords of the lagna and the 5th in the 8th, the 3rd lord with Mars and Rahu in the 5th',
  'pretha-sapa':
    'The Sun and Saturn in the 5th, a weak Moon in the 7th, Rahu in the lagna, Jupiter in the 12th',
  'bahu-putra': 'Rahu in the 5th, not in a navamsa of Saturn',
  'dattha-putra-222':
    'Mars and Saturn in the 5th, the lagna lord in a sign of Mercury associated with Mercury',
  'dattha-putra-223':
    'The 7th lord in the 11th, the 5th lord with a benefic, Mars or Saturn in the 5th',
  'eka-putra': 'The 5th lord in a kendra or trikona',
  suputra: "Jupiter lord of the 5th, the Sun in its own, exaltation or a friend's sign",
  'kaalanirdesat-putra-227': 'Jupiter in the 5th, the 5th lord with Venus',
  'kaalanirdesat-putra-228':
    'Jupiter in the 9th, Venus in the 9th from Jupiter with the lagna lord',
  'putranasa-229': 'Rahu in the 5th, the 5th lord with a malefic, Jupiter debilitated',
  'putranasa-230': 'Malefics in or aspecting the 5th from Jupiter and from the lagna',
  buddhimaturya: "The 5th lord a benefic aspected by another benefic or in a benefic's sign",
  jara: 'The lords of the 10th, 2nd and 7th in the 10th',
  asubha: 'A malefic in the lagna, or malefics in both the 12th and the 2nd',
  sakata: 'The Moon in the 6th, 8th or 12th from Jupiter, not in a kendra from the lagna',
  'vanchana-chora-bheethi': 'The lagna lord in the 6th, 8th or 12th joined or aspected by malefics',
  'guru-chandala': 'Jupiter in the sign of Rahu or Ketu',
  grahana: 'The Sun or the Moon in the sign of Rahu or Ketu',
  angaraka: 'Mars with Rahu or Ketu',
  shrapit: 'Saturn with Rahu',
  visha: 'Saturn with the Moon',
  'kala-sarpa': 'All the grahas hemmed between Rahu and Ketu',
  'balarishta-moon': 'The Moon in the 6th, 8th or 12th aspected by malefics',
  pravrajya: 'Four or more grahas in one sign',
  // Phaladeepika 6: the twelve house lords
  dhenu:
    'The 2nd lord well placed (own or exaltation sign, in a kendra or trikona, not combust, the house with a benefic)',
  shaurya: 'The 3rd lord well placed',
  jaladhi: 'The 4th lord well placed',
  'chhatra-bhava': 'The 5th lord well placed',
  astra: 'The 6th lord well placed',
  kama: 'The 7th lord well placed',
  asura: 'The 8th lord well placed',
  bhagya: 'The 9th lord well placed',
  khyati: 'The 10th lord well placed',
  suparijata: 'The 11th lord well placed',
  'musala-bhava': 'The 12th lord well placed',
  ava: 'The lagna lord in the 6th, 8th or 12th',
  nihsva: 'The 2nd lord in the 6th, 8th or 12th',
  mriti: 'The 3rd lord in the 6th, 8th or 12th',
  kuhu: 'The 4th lord in the 6th, 8th or 12th',
  pamara: 'The 5th lord in the 6th, 8th or 12th',
  harsha: 'The 6th lord in the 6th, 8th or 12th',
  dushkriti: 'The 7th lord in the 6th, 8th or 12th',
  sarala: 'The 8th lord in the 6th, 8th or 12th',
  nirbhagya: 'The 9th lord in the 6th, 8th or 12th',
  dur: 'The 10th lord in the 6th, 8th or 12th',
  'daridra-11th-lord': 'The 11th lord in the 6th, 8th or 12th',
  vimala: 'The 12th lord in the 6th, 8th or 12th',
};
