/**
 * Client testimonials, each page's own: a visitor who browses several demos meets a client and a
 * quote on one page only, and no client is also a speaker or on the team (issue 42, checked by
 * repetition.test.ts). The spec's three shapes (location + client name/role; title +
 * subtitle; slider name + role) are one type: every style picks the fields it shows.
 */
import { img } from "~/content/images";
import type { ImageAsset } from "~/content/types";

export type Testimonial = {
  id: string;
  /** The client's words, without quotation marks (the section adds them). */
  quote: string;
  name: string;
  /** Job title and company: "Operations Director, Northwind Logistics". */
  role: string;
  /** City and country, for styles that show where the client is. */
  location?: string;
  /** A short headline for styles that lead with one. */
  title?: string;
  /** Star rating out of 5, for styles that show one. */
  rating?: number;
  image: ImageAsset;
};

/** The clients each page quotes, by page: one client, one page. */
export const clientsOf = {
  landingHome: [
    {
      id: "ruth-ansel",
      title: "Live before the weekend",
      quote:
        "I picked a demo on Monday, swapped in our menu and photos, and the site was live by Friday. The old one took a developer three months.",
      name: "Ruth Ansel",
      role: "Owner, Ansel Bakery & Café",
      location: "Leeds, United Kingdom",
      rating: 5,
      image: img("avatar-28", "Portrait of Ruth Ansel"),
    },
    {
      id: "dev-malhotra",
      title: "Client sites in days",
      quote:
        "We build sites for local firms. Starting from these demos took our first drafts from two weeks to three days, and clients sign off sooner because the draft already looks finished.",
      name: "Dev Malhotra",
      role: "Founder, Northlight Studio",
      location: "Pune, India",
      rating: 5,
      image: img("avatar-29", "Portrait of Dev Malhotra"),
    },
  ],
  application: [
    {
      id: "carmen-ortiz",
      title: "Invoices paid in days",
      quote:
        "Payment links on every invoice changed our month. Most customers pay within a week now, and I no longer spend Sunday nights chasing them.",
      name: "Carmen Ortiz",
      role: "Owner, Ortiz Florals",
      location: "Seville, Spain",
      rating: 5,
      image: img("avatar-30", "Portrait of Carmen Ortiz"),
    },
    {
      id: "peter-lindgren",
      title: "Month-end in an afternoon",
      quote:
        "My clients' receipts arrive sorted and matched to their payments. Closing a month used to take me four days a client; now it takes an afternoon.",
      name: "Peter Lindgren",
      role: "Accountant, Lindgren & Partners",
      location: "Uppsala, Sweden",
      rating: 5,
      image: img("avatar-31", "Portrait of Peter Lindgren"),
    },
  ],
  collaborate: [
    {
      id: "yuki-tanaka",
      title: "The Monday meeting is gone",
      quote:
        "We dropped the weekly status meeting in our second week. Everyone can see who owns what, so that hour went back into the work.",
      name: "Yuki Tanaka",
      role: "Studio Manager, Kaze Design",
      location: "Kyoto, Japan",
      rating: 5,
      image: img("avatar-32", "Portrait of Yuki Tanaka"),
    },
    {
      id: "femke-de-vries",
      title: "Two weeks off, nothing dropped",
      quote:
        "For the first time in eight years I went on holiday without writing anyone a handover list, because everything they needed was already on the boards.",
      name: "Femke de Vries",
      role: "Operations Lead, Tulp Digital",
      location: "Rotterdam, Netherlands",
      rating: 5,
      image: img("avatar-76", "Portrait of Femke de Vries"),
    },
    {
      id: "linh-nguyen",
      title: "Nine time zones, one file",
      quote:
        "Our translators are freelancers in nine time zones. Each picks up a file, leaves questions in the margin and signs off; the next starts from those notes, so a job keeps moving round the clock without a single call between them.",
      name: "Linh Nguyen",
      role: "Founder, Lantern Translation Studio",
      location: "Ho Chi Minh City, Vietnam",
      rating: 4.5,
      image: img("avatar-78", "Portrait of Linh Nguyen"),
    },
    {
      id: "omar-farouk",
      title: "The latest brief, every time",
      quote:
        "The latest version of a brief used to live in whichever inbox had it last. Now each client has a board with the brief at the top and every change dated beneath it, and we stopped redoing work made from an old one.",
      name: "Omar Farouk",
      role: "Account Director, Nile & Reed Communications",
      location: "Cairo, Egypt",
      rating: 5,
      image: img("avatar-77", "Portrait of Omar Farouk"),
    },
    {
      id: "marcus-bell",
      title: "One thread per project",
      quote:
        "Drawings, comments and sign-offs live in one place for each project. Our newest architect found her way around on her first morning.",
      name: "Marcus Bell",
      role: "Project Lead, Bell & Rowe Architects",
      location: "Bristol, United Kingdom",
      rating: 5,
      image: img("avatar-33", "Portrait of Marcus Bell"),
    },
    {
      id: "leila-haddad",
      title: "Clients see the progress",
      quote:
        "We share a board with each client now. The emails asking for an update stopped almost overnight.",
      name: "Leila Haddad",
      role: "Partner, Haddad Advisory",
      location: "Beirut, Lebanon",
      rating: 4.5,
      image: img("avatar-34", "Portrait of Leila Haddad"),
    },
  ],
  businessConsulting: [
    {
      id: "henrik-dahl",
      title: "A plan the board backed",
      quote:
        "In six weeks they turned three competing strategies into one plan, with a number attached to every step. The board approved it in a single meeting.",
      name: "Henrik Dahl",
      role: "Chief Executive, Dahl Marine",
      location: "Gothenburg, Sweden",
      rating: 5,
      image: img("avatar-35", "Portrait of Henrik Dahl"),
    },
    {
      id: "adaeze-nwosu",
      title: "Margins we had given up on",
      quote:
        "They found the two product lines that were quietly losing money. We changed supplier for one and retired the other, and our margin rose four points in a year.",
      name: "Adaeze Nwosu",
      role: "Operations Director, Greenline Foods",
      location: "Enugu, Nigeria",
      rating: 5,
      image: img("avatar-36", "Portrait of Adaeze Nwosu"),
    },
    {
      id: "rosa-bianchi",
      title: "Growth without the chaos",
      quote:
        "We doubled our staff in eighteen months without losing track of who decides what. The operating model we drew up together is still pinned to our wall.",
      name: "Rosa Bianchi",
      role: "Founder, Bianchi Home",
      location: "Milan, Italy",
      rating: 5,
      image: img("avatar-37", "Portrait of Rosa Bianchi"),
    },
  ],
  businessConsulting2: [
    {
      id: "arjun-mehta",
      title: "Export sales up by half",
      quote:
        "Their study told us where our fabrics would sell and where they would not. Export sales grew by half in two years, in the markets they picked.",
      name: "Arjun Mehta",
      role: "Managing Director, Mehta Textiles",
      location: "Ahmedabad, India",
      rating: 5,
      image: img("avatar-38", "Portrait of Arjun Mehta"),
    },
    {
      id: "claire-dubois",
      title: "Savings the team suggested",
      quote:
        "We expected a cost review to hurt. Instead our own people proposed most of the savings, because the advisers asked them before anyone else.",
      name: "Claire Dubois",
      role: "Head of Strategy, Maison Verre",
      location: "Lyon, France",
      rating: 5,
      image: img("avatar-39", "Portrait of Claire Dubois"),
    },
  ],
  corporate: [
    {
      id: "thomas-keller",
      quote:
        "The merger closed on the day we announced, and the two finance teams reported as one from the first quarter. In my experience that almost never happens.",
      name: "Thomas Keller",
      role: "Chief Financial Officer, Alpenbank",
      location: "Zurich, Switzerland",
      rating: 5,
      image: img("avatar-40", "Portrait of Thomas Keller"),
    },
    {
      id: "naledi-mokoena",
      quote:
        "Clear advice, given to the people who have to act on it. Three years on, our regional managers still open the playbook every quarter.",
      name: "Naledi Mokoena",
      role: "Chief Operating Officer, Karoo Energy",
      location: "Johannesburg, South Africa",
      rating: 5,
      image: img("avatar-41", "Portrait of Naledi Mokoena"),
    },
  ],
  business: [
    {
      id: "joe-kaminski",
      quote:
        "The phone rings with the jobs we want now. Customers pick a slot online and arrive already knowing the price.",
      name: "Joe Kaminski",
      role: "Owner, Kaminski Plumbing",
      location: "Chicago, United States",
      rating: 5,
      image: img("avatar-42", "Portrait of Joe Kaminski"),
    },
    {
      id: "amara-diallo",
      quote:
        "Online booking filled my quiet Tuesdays within a month. I no longer answer the phone with wet hands.",
      name: "Amara Diallo",
      role: "Owner, Diallo Hair Studio",
      location: "Dakar, Senegal",
      rating: 5,
      image: img("avatar-43", "Portrait of Amara Diallo"),
    },
    {
      id: "ben-harlow",
      quote:
        "Reviews, a quote form and a site that works on a phone in a muddy field. Enquiries are up by forty per cent since spring.",
      name: "Ben Harlow",
      role: "Director, Harlow Garden Care",
      location: "Cork, Ireland",
      rating: 4.5,
      image: img("avatar-44", "Portrait of Ben Harlow"),
    },
    {
      id: "mirela-kovac",
      quote:
        "I thought websites were for shops bigger than mine. The page that lists what each alteration costs now answers the question everyone used to ask at the counter, and I change those prices myself, between fittings.",
      name: "Mirela Horvat",
      role: "Owner, Horvat Tailoring & Alterations",
      location: "Split, Croatia",
      rating: 5,
      image: img("avatar-74", "Portrait of Mirela Horvat"),
    },
    {
      id: "tevita-fifita",
      quote:
        "A move used to start with me driving across town to look at someone's wardrobe and sofa. Now customers send photos of their rooms with the enquiry and have a price the same afternoon. The hours I used to spend on the road are two extra jobs a week.",
      name: "Tevita Fifita",
      role: "Owner, Fifita Removals",
      location: "Brisbane, Australia",
      rating: 5,
      image: img("avatar-73", "Portrait of Tevita Fifita"),
    },
    {
      id: "farhan-chowdhury",
      quote:
        "Our instructors' pass rates are on the site now, and half the learners who start with us say that is why they picked us over the school round the corner.",
      name: "Farhan Chowdhury",
      role: "Director, Brightway Driving School",
      location: "Leicester, United Kingdom",
      rating: 4.5,
      image: img("avatar-75", "Portrait of Farhan Chowdhury"),
    },
  ],
  digitalAgency: [
    {
      id: "sara-lindholm",
      quote:
        "Designers and engineers sat in one room, so decisions took hours instead of sprints. Our course platform launched a month early.",
      name: "Sara Lindholm",
      role: "Product Owner, Brightpath Learning",
      location: "Helsinki, Finland",
      rating: 5,
      image: img("avatar-45", "Portrait of Sara Lindholm"),
    },
    {
      id: "thandiwe-dube",
      quote:
        "They talked us out of six features for the first release, and the three we kept are the ones our users open every day.",
      name: "Thandiwe Dube",
      role: "Co-founder, Mosi Pay",
      location: "Harare, Zimbabwe",
      rating: 5,
      image: img("avatar-80", "Portrait of Thandiwe Dube"),
    },
    {
      id: "anya-kowalska",
      quote:
        "Small releases every week meant real customers tried the product from the second sprint. Nothing at launch was a guess.",
      name: "Anya Kowalska",
      role: "Marketing Lead, Pixelpost",
      location: "Kraków, Poland",
      rating: 5,
      image: img("avatar-47", "Portrait of Anya Kowalska"),
    },
    {
      id: "diego-ramirez",
      quote:
        "The new booking flow sells more on phones than the old one did on desktops. Our app rating went from 3.1 to 4.6 in one season.",
      name: "Diego Ramírez",
      role: "Head of Digital, Ruta Airlines",
      location: "Bogotá, Colombia",
      rating: 5,
      image: img("avatar-46", "Portrait of Diego Ramírez"),
    },
    {
      id: "aroha-ngata",
      quote:
        "Our patient app has to work for a grandmother on an old Android phone as well as for her grandson. They tested every screen with both, and the version we shipped needed no instructions. Calls to our helpline fell by a third in the first quarter.",
      name: "Aroha Ngata",
      role: "Head of Product, Kiwa Health",
      location: "Wellington, New Zealand",
      rating: 4.5,
      image: img("avatar-81", "Portrait of Aroha Ngata"),
    },
    {
      id: "jana-horakova",
      quote:
        "The team spent two days behind the counter with our pharmacists before drawing anything. The new site shows stock at every branch on the first screen, and click-and-collect orders doubled by the autumn.",
      name: "Jana Horáková",
      role: "Digital Director, Modra Pharmacies",
      location: "Prague, Czech Republic",
      rating: 5,
      image: img("avatar-79", "Portrait of Jana Horáková"),
    },
  ],
  finance: [
    {
      id: "gareth-evans",
      title: "A pension I understand",
      quote:
        "My adviser explained every fee in plain words. For the first time I know what my pension costs me and what it will pay.",
      name: "Gareth Evans",
      role: "Retired Engineer",
      location: "Cardiff, United Kingdom",
      rating: 5,
      image: img("avatar-48", "Portrait of Gareth Evans"),
    },
    {
      id: "priscila-nunes",
      title: "A tax penalty avoided",
      quote:
        "A business account with a real adviser behind it. She spotted a tax deadline I had missed and spared the clinic a penalty.",
      name: "Priscila Nunes",
      role: "Owner, Nunes Dental Clinic",
      location: "Porto, Portugal",
      rating: 5,
      image: img("avatar-49", "Portrait of Priscila Nunes"),
    },
  ],
  company: [
    {
      id: "walter-brenner",
      quote:
        "Twelve years, three chief executives and one constant: the same partners at the table, who remember why we decided what we did.",
      name: "Walter Brenner",
      role: "Chairman, Brenner Tools",
      location: "Stuttgart, Germany",
      rating: 5,
      image: img("avatar-50", "Portrait of Walter Brenner"),
    },
    {
      id: "mariam-yusuf",
      quote:
        "They grew with us from one clinic to fourteen. Each new clinic opens with the lessons of the one before it.",
      name: "Mariam Yusuf",
      role: "Chief Executive, Crescent Health",
      location: "Dubai, United Arab Emirates",
      rating: 5,
      image: img("avatar-51", "Portrait of Mariam Yusuf"),
    },
  ],
  marketingAgency: [
    {
      id: "chloe-martin",
      quote:
        "The summer campaign sold out our new flavour in three weeks. People still send us photos of themselves beside the posters.",
      name: "Chloe Martin",
      role: "Brand Manager, Fresca Juices",
      location: "Montréal, Canada",
      rating: 5,
      image: img("avatar-52", "Portrait of Chloe Martin"),
    },
    {
      id: "ibrahim-sesay",
      quote:
        "They tested twelve headlines before we spent anything on media. The winner halved our cost per sign-up.",
      name: "Ibrahim Sesay",
      role: "Marketing Director, Lumo Mobile",
      location: "Freetown, Sierra Leone",
      rating: 5,
      image: img("avatar-53", "Portrait of Ibrahim Sesay"),
    },
  ],
  travel: [
    {
      id: "laura-jensen",
      title: "The vineyard was the trip",
      quote:
        "We would never have found that family vineyard on our own. Our guide took us to his cousin's kitchen on the last night, and we still talk about it.",
      name: "Laura Jensen",
      role: "Tuscany, 6 nights",
      location: "Copenhagen, Denmark",
      rating: 5,
      image: img("avatar-54", "Portrait of Laura Jensen"),
    },
    {
      id: "hamid-karimi",
      title: "Everything simply worked",
      quote:
        "Two children, three flights and not one problem. When a storm closed the pass, our planner had a new route ready before we had finished breakfast.",
      name: "Hamid Karimi",
      role: "Banff, 7 nights",
      location: "Toronto, Canada",
      rating: 5,
      image: img("avatar-55", "Portrait of Hamid Karimi"),
    },
    {
      id: "siobhan-walsh",
      title: "Northern lights, twice",
      quote:
        "The cabin was warm, the guide was patient and the sky put on a show on two of our five nights. Worth every minute of the cold.",
      name: "Siobhan Walsh",
      role: "Tromsø, 5 nights",
      location: "Galway, Ireland",
      rating: 5,
      image: img("avatar-56", "Portrait of Siobhan Walsh"),
    },
  ],
  consulting: [
    {
      id: "victor-almeida",
      quote:
        "They advised us not to open a third warehouse. Two years later, with fuel prices where they are, that one piece of advice has repaid their fee many times over.",
      name: "Victor Almeida",
      role: "Chief Executive, Almeida Logistics",
      location: "São Paulo, Brazil",
      rating: 5,
      image: img("avatar-57", "Portrait of Victor Almeida"),
    },
    {
      id: "helen-park",
      quote:
        "Their research changed the order of our launches. The product we nearly shipped second now brings in most of our revenue.",
      name: "Helen Park",
      role: "Head of Research, Seoul Bio",
      location: "Seoul, South Korea",
      rating: 5,
      image: img("avatar-58", "Portrait of Helen Park"),
    },
  ],
  personalPortfolio: [
    {
      id: "emma-schultz",
      quote:
        "She listened for an hour before drawing a single line. The identity she designed still fits us three years and two shops later.",
      name: "Emma Schultz",
      role: "Founder, Kettle & Crumb",
      location: "Munich, Germany",
      rating: 5,
      image: img("avatar-59", "Portrait of Emma Schultz"),
    },
    {
      id: "kofi-mensah",
      quote:
        "Clear files, honest estimates and no surprises at handover. Our developers asked whether we could keep her on every project.",
      name: "Kofi Mensah",
      role: "Product Manager, Tally Apps",
      location: "Kumasi, Ghana",
      rating: 5,
      image: img("avatar-60", "Portrait of Kofi Mensah"),
    },
  ],
  creativePortfolio: [
    {
      id: "isabel-navarro",
      quote:
        "They turned a one-line brief into a film, a typeface and a poster series. The album launch sold out the venue a week early.",
      name: "Isabel Navarro",
      role: "Creative Director, Ola Records",
      location: "Barcelona, Spain",
      rating: 5,
      image: img("avatar-61", "Portrait of Isabel Navarro"),
    },
    {
      id: "finn-o-connor",
      quote:
        "Bold work that still sounds like us. The new packaging won us shelf space at two national chains.",
      name: "Finn O'Connor",
      role: "Head of Brand, Tidewater Outdoor",
      location: "Portland, United States",
      rating: 5,
      image: img("avatar-62", "Portrait of Finn O'Connor"),
    },
  ],
  internationalConsulting: [
    {
      id: "lars-eriksen",
      quote:
        "Opening in Japan looked impossible from Norway. Their Tokyo partner found us the right distributor in five weeks.",
      name: "Lars Eriksen",
      role: "Chief Executive, Nordfjord Seafood",
      location: "Ålesund, Norway",
      rating: 5,
      image: img("avatar-63", "Portrait of Lars Eriksen"),
    },
    {
      id: "wei-zhang",
      quote:
        "They knew which certificates German buyers would ask for before we did. Our first order from Germany arrived two months after the study.",
      name: "Wei Zhang",
      role: "Founder, Zhang Robotics",
      location: "Shenzhen, China",
      rating: 5,
      image: img("avatar-64", "Portrait of Wei Zhang"),
    },
    {
      id: "gabriela-silva",
      quote:
        "One method in three countries, and a local partner in each who picked up the phone. We opened in Madrid on budget.",
      name: "Gabriela Silva",
      role: "Expansion Director, Sabor Foods",
      location: "Mexico City, Mexico",
      rating: 5,
      image: img("avatar-65", "Portrait of Gabriela Silva"),
    },
  ],
  corporateOnePage: [
    {
      id: "nathan-cole",
      quote:
        "They restructured four offices in two countries and never once left us guessing about the next step.",
      name: "Nathan Cole",
      role: "General Counsel, Meridian Group",
      location: "Sydney, Australia",
      rating: 5,
      image: img("avatar-66", "Portrait of Nathan Cole"),
    },
    {
      id: "zara-ahmed",
      quote:
        "One partner who knows our business, and a team behind her who never needs the background twice.",
      name: "Zara Ahmed",
      role: "Chief Executive, Brightwater Estates",
      location: "Manchester, United Kingdom",
      rating: 5,
      image: img("avatar-67", "Portrait of Zara Ahmed"),
    },
  ],
  freelancer: [
    {
      id: "oscar-lund",
      quote:
        "He rebuilt our shop in five weeks and wrote down how everything works. We changed our prices ourselves the next day.",
      name: "Oscar Lund",
      role: "Founder, Lund Bikes",
      location: "Malmö, Sweden",
      rating: 5,
      image: img("avatar-68", "Portrait of Oscar Lund"),
    },
    {
      id: "tamar-cohen",
      quote:
        "Quick, careful and easy to reach. Our booking page opens in a second now, and bookings rose with it.",
      name: "Tamar Cohen",
      role: "Marketing Manager, Olive Tree Tours",
      location: "Haifa, Israel",
      rating: 5,
      image: img("avatar-69", "Portrait of Tamar Cohen"),
    },
  ],
  // The testimonial page: cards, headlines, portraits, the wall and the slider, in this order.
  testimonialPage: [
    {
      id: "mateo-rossi",
      title: "Bookings without the phone calls",
      quote:
        "Half our tables are now booked online, most of them after closing time. My staff answer guests instead of the phone.",
      name: "Mateo Rossi",
      role: "Owner, Trattoria Sette",
      location: "Bologna, Italy",
      rating: 5,
      image: img("avatar-17", "Portrait of Mateo Rossi"),
    },
    {
      id: "ingrid-solberg",
      title: "Research that changed the plan",
      quote:
        "The interviews showed us which features nobody needed. We cut a third of the roadmap and shipped the rest sooner.",
      name: "Ingrid Solberg",
      role: "Product Director, Fjordline Health",
      location: "Bergen, Norway",
      rating: 5,
      image: img("avatar-18", "Portrait of Ingrid Solberg"),
    },
    {
      id: "tunde-bakare",
      title: "Our members found us",
      quote: "Membership enquiries tripled after the relaunch, and the new events calendar runs itself.",
      name: "Tunde Bakare",
      role: "Chairman, Abuja Business Circle",
      location: "Abuja, Nigeria",
      rating: 4.5,
      image: img("avatar-19", "Portrait of Tunde Bakare"),
    },
    {
      id: "mei-lin-zhou",
      title: "Checkout in three steps",
      quote:
        "The new checkout took us from seven steps to three. Abandoned baskets fell by almost half in the first month.",
      name: "Mei Lin Zhou",
      role: "E-commerce Lead, Paper & Ink",
      location: "Singapore",
      rating: 5,
      image: img("avatar-20", "Portrait of Mei Lin Zhou"),
    },
    {
      id: "rafael-souza",
      title: "Designers who listen",
      quote:
        "They kept what our customers loved and fixed what they did not. Nobody had to learn the shop again.",
      name: "Rafael Souza",
      role: "Founder, Costa Surf Supply",
      location: "Florianópolis, Brazil",
      rating: 5,
      image: img("avatar-21", "Portrait of Rafael Souza"),
    },
    {
      id: "hana-kobayashi",
      title: "Documentation people read",
      quote:
        "Our support tickets dropped as soon as the new help centre went live. Customers find the answer before they think to ask.",
      name: "Hana Kobayashi",
      role: "Head of Support, Kumo Software",
      location: "Tokyo, Japan",
      rating: 5,
      image: img("avatar-22", "Portrait of Hana Kobayashi"),
    },
    {
      id: "fatima-el-idrissi",
      title: "A site for every language",
      quote:
        "Arabic, French and English, each one reading as if it were written first. Our students noticed the care.",
      name: "Fatima El Idrissi",
      role: "Director, Atlas Language School",
      location: "Casablanca, Morocco",
      rating: 5,
      image: img("avatar-23", "Portrait of Fatima El Idrissi"),
    },
    {
      id: "oliver-grant",
      title: "Worth every workshop",
      quote:
        "Two mornings with the team saved us months of arguing. We left with a plan the whole board signed.",
      name: "Oliver Grant",
      role: "Managing Partner, Grant & Hale Architects",
      location: "Edinburgh, United Kingdom",
      rating: 5,
      image: img("avatar-24", "Portrait of Oliver Grant"),
    },
    {
      id: "paulo-mendes",
      title: "Fuller workshop, quieter phone",
      quote:
        "Customers see our prices and free slots before they call. The phone is quieter and the workshop is fuller.",
      name: "Paulo Mendes",
      role: "Owner, Mendes Auto Repair",
      location: "Lisbon, Portugal",
      rating: 5,
      image: img("avatar-70", "Portrait of Paulo Mendes"),
    },
    {
      id: "ana-popescu",
      title: "Direct bookings first",
      quote:
        "Direct bookings overtook the booking sites in our second summer. The commission we save pays a full-time salary.",
      name: "Ana Popescu",
      role: "Director, Carpathia Hotels",
      location: "Brașov, Romania",
      rating: 5,
      image: img("avatar-71", "Portrait of Ana Popescu"),
    },
    {
      id: "yusuf-demir",
      title: "Subscribers who stay",
      quote:
        "Our subscription page finally explains the coffee the way we would at the counter. Subscribers stay with us twice as long.",
      name: "Yusuf Demir",
      role: "Founder, Demir Coffee Roasters",
      location: "İzmir, Turkey",
      rating: 4.5,
      image: img("avatar-72", "Portrait of Yusuf Demir"),
    },
    {
      id: "nadia-petrova",
      title: "Launch day was quiet",
      quote:
        "Quiet in the best sense: everything worked, the traffic arrived and nobody on my team stayed late. I did not know launches could feel like that.",
      name: "Nadia Petrova",
      role: "Marketing Director, Solstice Travel",
      location: "Sofia, Bulgaria",
      rating: 5,
      image: img("avatar-25", "Portrait of Nadia Petrova"),
    },
    {
      id: "kwame-asante",
      title: "They made us look our size",
      quote:
        "We are a team of twelve competing with firms ten times larger. The new site and case studies put us on the same shortlists, and we win our share of them now.",
      name: "Kwame Asante",
      role: "Chief Executive, Volta Solar",
      location: "Accra, Ghana",
      rating: 5,
      image: img("avatar-26", "Portrait of Kwame Asante"),
    },
    {
      id: "elena-vargas",
      title: "Donations up by a third",
      quote:
        "The donation page is shorter, clearer and fast on any phone. Monthly donors rose by a third within the campaign, and they stay with us.",
      name: "Elena Vargas",
      role: "Fundraising Lead, Andes Water Trust",
      location: "Lima, Peru",
      rating: 4.5,
      image: img("avatar-27", "Portrait of Elena Vargas"),
    },
  ],
} satisfies Record<string, Testimonial[]>;

/** Every client, each once. */
export const testimonials: readonly Testimonial[] = Object.values(clientsOf).flat();
