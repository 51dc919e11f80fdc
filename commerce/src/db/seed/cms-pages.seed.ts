import type { CmsPageSeed, Localised } from './seed.types';

/**
 * CMS pages for both storefronts. Each page is served at /<identifier>/ ('home' is the home page).
 * Rich text uses only h2, h3, p, ul, ol, li, strong, em and a (relative hrefs); every image lives
 * under web/public/images/cms.
 */

/** Lets the HTML below be indented and wrapped for reading; collapses runs of whitespace and drops it around block tags. */
const html = (parts: TemplateStringsArray, ...values: string[]): string =>
  parts
    .reduce((out, part, i) => out + part + (values[i] ?? ''), '')
    .replace(/\s+/g, ' ')
    .replace(/\s*(<\/?(?:h2|h3|p|ul|ol|li)>)\s*/g, '$1')
    .trim();

const IMG = {
  heroHome: '/images/cms/hero-home.svg',
  heroGravel: '/images/cms/hero-gravel.svg',
  workshop: '/images/cms/workshop.svg',
  cityStreet: '/images/cms/city-street.svg',
  delivery: '/images/cms/delivery.svg',
  tileRoad: '/images/cms/tile-road.svg',
  tileGravel: '/images/cms/tile-gravel.svg',
  tileEndurance: '/images/cms/tile-endurance.svg',
  tileEBike: '/images/cms/tile-e-bike.svg',
  tileHybridCity: '/images/cms/tile-hybrid-city.svg',
  tileKids: '/images/cms/tile-kids.svg',
} as const;

type Tile = { label: string; url: string; image: string; imageAlt: string };
const tile = (label: string, url: string, image: string, imageAlt: string): Tile => ({ label, url, image, imageAlt });

// ---------------------------------------------------------------------------------------------
// English (en-GB)
// ---------------------------------------------------------------------------------------------

const en: CmsPageSeed[] = [
  {
    identifier: 'home',
    title: 'Road, gravel and e-bikes built to order',
    metaTitle: 'Cadence Cycles | Road, Gravel & E-Bikes Built to Order',
    metaDescription:
      'Road, gravel, endurance and electric bikes designed in Britain and built to order by Cadence Cycles. Configure your bike, spread the cost and ride sooner.',
    metaKeywords: 'road bikes, gravel bikes, endurance bikes, e-bikes, bike shop UK, custom bikes, Cadence Cycles',
    blocks: [
      {
        type: 'hero',
        heading: "Built for the ride you're planning",
        text: 'Road, gravel and endurance bikes designed in Britain, built to order in our own workshop and delivered ready to ride.',
        image: IMG.heroHome,
        imageAlt: 'A red Cadence road bike beside a mountain road at sunrise',
        ctaLabel: 'Shop bikes',
        ctaUrl: '/bikes/',
      },
      {
        type: 'banner',
        text: 'Get your next bike through Cycle to Work and spread the cost from your salary.',
        linkLabel: 'Get a quote',
        linkUrl: '/cycletowork/quote/',
        tone: 'promo',
      },
      {
        type: 'link-tiles',
        heading: 'Find your ride',
        tiles: [
          tile('Road', '/bikes/road/', IMG.tileRoad, 'A red road bike on a mountain pass'),
          tile('Gravel & Adventure', '/bikes/gravel/', IMG.tileGravel, 'A green gravel bike on a dusty forest track'),
          tile('Endurance', '/bikes/endurance/', IMG.tileEndurance, 'A blue endurance bike on a quiet country lane'),
          tile('E-Bikes', '/bikes/e-bikes/', IMG.tileEBike, 'A teal electric bike on a riverside path'),
          tile(
            'Hybrid & City',
            '/bikes/hybrid-city/',
            IMG.tileHybridCity,
            'A hybrid bike with mudguards and a front basket in front of a city skyline',
          ),
          tile('Kids', '/bikes/kids/', IMG.tileKids, "An orange children's bike in a sunny park"),
        ],
      },
      {
        type: 'rich-text',
        html: html`
          <h2>Bikes built around you</h2>
          <p>
            Cadence Cycles began in a small workshop with a simple idea: a great bike should fit its rider, not the other way
            round. Every Cadence frame is designed in Britain and every bike is assembled to order by our own mechanics, so you
            choose the size, groupset, wheels and finishing kit – and even the paint.
          </p>
          <h3>Why ride Cadence</h3>
          <ul>
            <li>
              <strong>Configured by you</strong> – choose the frame colour, logo colours and a matt or gloss finish in our bike
              builder.
            </li>
            <li><strong>Checked by hand</strong> – each bike is built, torqued to spec and inspected before it is boxed.</li>
            <li><strong>Delivered ready to ride</strong> – fit the bars, front wheel and pedals and you're away.</li>
            <li><strong>Support that knows bikes</strong> – our customer team are riders and trained mechanics.</li>
          </ul>
          <p>
            Not sure where to start? Read our <a href="/blog/">buying guides on the blog</a>, book a test ride at one of our
            <a href="/stores/collection-screen/">stores</a>, or spread the cost with <a href="/finance/">finance</a>.
          </p>
        `,
      },
      {
        type: 'image',
        src: IMG.workshop,
        alt: 'A blue road bike clamped in a workstand in the Cadence Cycles workshop',
        caption: 'Every bike is built and checked by hand in our workshop before it leaves us.',
      },
    ],
  },
  {
    identifier: 'about-us',
    title: 'About us',
    metaTitle: 'About Us | Cadence Cycles',
    metaDescription:
      'Meet Cadence Cycles: a British team of riders, mechanics and designers building road, gravel and e-bikes to order, with stores in London and Manchester.',
    metaKeywords: 'about Cadence Cycles, British bike brand, bike workshop, bike shop London, bike shop Manchester',
    blocks: [
      {
        type: 'hero',
        heading: 'Riders first',
        text: "We're a team of cyclists, mechanics and designers building the bikes we want to ride – and helping you find yours.",
        image: IMG.heroGravel,
        imageAlt: 'A green gravel bike on a forest track at golden hour',
        ctaLabel: 'Explore gravel bikes',
        ctaUrl: '/bikes/gravel/',
      },
      {
        type: 'rich-text',
        html: html`
          <h2>Our story</h2>
          <p>
            Cadence Cycles was founded by a group of club riders who were tired of choosing between a bike that fitted and a bike
            they could afford. What began as a workshop building road bikes for friends has grown into a team of designers,
            mechanics and customer specialists building bikes for riders across the UK and beyond.
          </p>
          <p>
            We still work the same way. We design our own frames, specify every component with the rider in mind and build each
            bike to order. Selling directly, rather than through a chain of distributors, lets us put the money where it matters:
            into the frame, the wheels and the service.
          </p>
          <h2>What we believe</h2>
          <ul>
            <li>
              <strong>Fit comes first.</strong> Our size guides and geometry charts are written by people who fit bikes for a
              living.
            </li>
            <li>
              <strong>Choice without complication.</strong> Our bike builder lets you change what matters and leaves the rest to
              us.
            </li>
            <li>
              <strong>Bikes should last.</strong> We use standard parts wherever we can, keep spares in stock for years and back
              every frame with a warranty.
            </li>
            <li>
              <strong>Cycling is for everyone.</strong> From a first balance bike to a long-distance gravel rig, we want more
              people riding, more often.
            </li>
          </ul>
          <h2>Visit us</h2>
          <p>
            Come and see us at our London flagship or our Manchester store for a bike fit, a test ride or a chat about your next
            build over a coffee. Opening times and directions are on our <a href="/stores/collection-screen/">stores page</a>, and
            if you'd like to join the team, take a look at our <a href="/careers/">careers page</a>.
          </p>
        `,
      },
      {
        type: 'image',
        src: IMG.cityStreet,
        alt: 'A blue city bike parked outside the red-fronted Cadence Cycles store',
        caption: 'Our stores offer test rides, bike fits and click-and-collect.',
      },
    ],
  },
  {
    identifier: 'delivery',
    title: 'Delivery information',
    metaTitle: 'Delivery Information | Cadence Cycles',
    metaDescription:
      'How Cadence Cycles delivers bikes, parts and clothing in the UK and to more than 40 countries, with tracking, duties calculated at checkout and easy set-up.',
    metaKeywords: 'bike delivery, UK delivery, international delivery, boxed bike, dispatch date, Cadence Cycles',
    blocks: [
      {
        type: 'rich-text',
        html: html`
          <p>
            Every Cadence bike is built to order, checked by a mechanic and packed in a reinforced box designed to protect it in
            transit. Your expected dispatch date is shown on the product page and in your basket before you pay.
          </p>
          <h2>UK delivery</h2>
          <ul>
            <li>
              <strong>Bikes</strong> travel with a specialist courier. Once your bike leaves our workshop you'll receive tracking
              details by email, and on the morning of delivery a one-hour delivery window.
            </li>
            <li>
              <strong>Parts, accessories and clothing</strong> are usually dispatched within one working day and arrive within two
              to three working days.
            </li>
            <li>
              <strong>The Scottish Highlands and islands, the Isle of Man and Northern Ireland</strong> can take one or two extra
              working days.
            </li>
          </ul>
          <p>Any delivery charge is shown in your basket before you check out.</p>
          <h2>International delivery</h2>
          <p>
            We deliver to more than 40 countries. International orders are handled by our cross-border checkout partner, who
            calculates duties and import taxes at checkout, so there is nothing extra to pay when your parcel arrives. Choose your
            country with the delivery-location picker at the top of the page to see prices in your local currency.
          </p>
          <p>
            A small number of products cannot be shipped to every country. If that applies to an item, we'll tell you on the
            product page before you add it to your basket.
          </p>
          <h2>Setting up your bike</h2>
          <p>
            Your bike arrives almost fully assembled. You'll need to fit the handlebars, front wheel, seatpost and pedals, which
            takes around twenty minutes with the multi-tool in the box. Our step-by-step guides are on the
            <a href="/blog/">blog</a>, and if you'd rather not do it yourself, any of our stores can set your bike up for you.
          </p>
          <h3>Missed delivery or damaged box?</h3>
          <p>
            If the courier can't deliver, they'll leave a card and rebook with you. If your box arrives visibly damaged, please
            note it when you sign for the delivery and <a href="/contact/">contact us</a> within 48 hours with photos, so we can
            put things right quickly.
          </p>
        `,
      },
      {
        type: 'image',
        src: IMG.delivery,
        alt: 'A boxed Cadence Cycles bike waiting beside a front door',
        caption: 'Bikes arrive in a reinforced box, almost fully assembled.',
      },
      {
        type: 'banner',
        text: 'Need your bike by a particular date? Our team can check build and delivery times for you.',
        linkLabel: 'Contact us',
        linkUrl: '/contact/',
        tone: 'info',
      },
    ],
  },
  {
    identifier: 'returns',
    title: 'Returns',
    metaTitle: 'Returns & Refunds | Cadence Cycles',
    metaDescription:
      'Return most Cadence Cycles items within 30 days of delivery. Find out how to start a return, how refunds work and what to do if something is faulty.',
    metaKeywords: 'returns, refunds, 30-day returns, faulty goods, Consumer Rights Act, Cadence Cycles',
    blocks: [
      {
        type: 'rich-text',
        html: html`
          <p>
            We want you to love your new bike and kit. If something isn't right, you can return most items within 30 days of
            delivery for a refund or an exchange.
          </p>
          <h2>Our 30-day returns promise</h2>
          <ul>
            <li>Items must be unused and in their original condition and packaging, with all labels attached.</li>
            <li>
              Bikes must be unridden – a short test indoors is fine – with no marks on the frame, components or tyres, and
              returned in their original box.
            </li>
            <li>
              Bikes with a custom paint scheme are made especially for you, so they can only be returned if they are faulty.
            </li>
            <li>
              For hygiene reasons, shorts, bib shorts and base layers that have been worn can only be returned if they are faulty.
            </li>
          </ul>
          <h2>How to return an item</h2>
          <ol>
            <li>Sign in and go to <a href="/my-account/orders/">My orders</a>.</li>
            <li>Choose the order and the items you'd like to return, and tell us why.</li>
            <li>We'll email you a returns label, or arrange a courier collection for a bike.</li>
            <li>Pack the item securely, ideally in its original packaging, and attach the label.</li>
          </ol>
          <p>
            Once your return reaches us and has been checked, we'll refund you to your original payment method within 14 days and
            let you know by email.
          </p>
          <h2>Faulty items and your statutory rights</h2>
          <p>
            Our returns promise is in addition to your statutory rights, which are not affected. Under the Consumer Contracts
            Regulations you can cancel an online order within 14 days of delivery without giving a reason. Under the Consumer
            Rights Act 2015, if an item is faulty you can reject it for a full refund within 30 days, and after that you're
            entitled to a repair or replacement.
          </p>
          <p>
            If you think something is faulty, please <a href="/contact/">contact our support team</a> with your order number and a
            few photos. Often we can solve the problem quickly by sending a replacement part.
          </p>
        `,
      },
      {
        type: 'banner',
        text: 'Ordered for delivery outside the UK? Start your return from the link in your order confirmation email.',
        linkLabel: 'International delivery',
        linkUrl: '/delivery/',
        tone: 'info',
      },
    ],
  },
  {
    identifier: 'contact',
    title: 'Contact us',
    metaTitle: 'Contact Us | Cadence Cycles',
    metaDescription:
      'Call, email or chat with the Cadence Cycles team – riders and trained mechanics who can help with sizing, orders, set-up and servicing.',
    metaKeywords: 'contact Cadence Cycles, customer service, bike advice, order help, bike shop phone number',
    blocks: [
      {
        type: 'rich-text',
        html: html`
          <p>
            Our customer experience team are riders and trained mechanics, so whether you need help choosing a size or adjusting
            your gears, you'll be talking to someone who knows bikes.
          </p>
          <h2>Get in touch</h2>
          <ul>
            <li><strong>Phone:</strong> 0161 496 0420 – Monday to Friday 9am to 5.30pm, Saturday 10am to 4pm</li>
            <li><strong>Email:</strong> support@cadencecycles.co.uk – we reply within one working day</li>
            <li><strong>Live chat:</strong> use the chat button at the bottom of any page during our opening hours</li>
          </ul>
          <h2>Before you contact us</h2>
          <p>
            Many questions are already answered in our <a href="/faq/">FAQs</a>. If you're getting in touch about an order, please
            have your order number to hand – you'll find it in your confirmation email and under
            <a href="/my-account/orders/">My orders</a>.
          </p>
          <h2>Our stores</h2>
          <h3>London flagship</h3>
          <p>
            A short walk from Old Street, with a full-service workshop, a bike fit studio and a fleet of test bikes. Open Monday
            to Saturday 9am to 6pm and Sunday 11am to 5pm.
          </p>
          <h3>Manchester</h3>
          <p>
            In the Northern Quarter, ten minutes' walk from Piccadilly station, with workshop and click-and-collect. Open Monday
            to Saturday 9am to 6pm.
          </p>
          <p>Directions and holiday opening hours are on our <a href="/stores/collection-screen/">stores page</a>.</p>
        `,
      },
      {
        type: 'image',
        src: IMG.cityStreet,
        alt: 'The Cadence Cycles store front with a city bike parked outside',
      },
    ],
  },
  {
    identifier: 'faq',
    title: 'Frequently asked questions',
    metaTitle: 'FAQs | Cadence Cycles',
    metaDescription:
      'Answers to common questions about ordering, sizing, delivery, returns, warranty, payment, finance and Cycle to Work at Cadence Cycles.',
    metaKeywords: 'FAQ, bike sizing, delivery times, warranty, payment methods, finance, Cycle to Work, Cadence Cycles',
    blocks: [
      {
        type: 'rich-text',
        html: html`
          <h2>Ordering</h2>
          <h3>Can I order more than one bike at a time?</h3>
          <p>
            To make sure every bike is built and delivered on time, we limit orders to one bike per checkout. You can add parts,
            accessories and clothing to the same order, and place a separate order for a second bike.
          </p>
          <h3>Do I need an account to check out?</h3>
          <p>
            Yes. Please sign in or create an account to complete your purchase. Your account lets you track orders, start returns
            and manage your delivery addresses.
          </p>
          <h3>Can I change my bike's specification after ordering?</h3>
          <p>
            Usually, yes – as long as your bike hasn't entered the build queue. <a href="/contact/">Contact us</a> as soon as
            possible and we'll do our best to help.
          </p>
          <h2>Sizing and fit</h2>
          <h3>How do I choose the right size?</h3>
          <p>
            Every bike page has a size guide and a full geometry chart. Measure your height and inside leg and compare them with
            the guide. If you fall between two sizes, our team can advise, or you can book a bike fit at one of our stores.
          </p>
          <h3>Can I test ride a bike?</h3>
          <p>
            Yes. Our London and Manchester stores have test bikes in most sizes. Call ahead so we can have the right size ready
            for you.
          </p>
          <h2>Delivery and returns</h2>
          <h3>When will my bike arrive?</h3>
          <p>
            The expected dispatch date is shown on the product page and in your basket. Delivery times after dispatch are
            explained on our <a href="/delivery/">delivery page</a>.
          </p>
          <h3>Do you deliver outside the UK?</h3>
          <p>
            Yes, to more than 40 countries. Duties and import taxes are calculated at checkout, so there's nothing more to pay on
            delivery.
          </p>
          <h3>What if I change my mind?</h3>
          <p>
            Most unused items can be returned within 30 days of delivery. See our <a href="/returns/">returns page</a> for the
            details.
          </p>
          <h2>Warranty</h2>
          <h3>What warranty do Cadence bikes have?</h3>
          <p>
            Cadence frames and forks carry a five-year warranty against manufacturing defects for the original owner. Components
            are covered by their manufacturers' warranties, usually for two years. Your statutory rights are not affected.
          </p>
          <h2>Payment and finance</h2>
          <h3>How can I pay?</h3>
          <p>
            We accept major credit and debit cards, Apple Pay, Google Pay and PayPal. For international orders, our checkout
            partner also offers popular local payment methods.
          </p>
          <h3>Can I spread the cost?</h3>
          <p>
            UK customers can apply for <a href="/finance/">finance</a> on orders above the minimum amount shown in the calculator,
            with a deposit of between 0% and 50%.
          </p>
          <h3>Do you accept Cycle to Work?</h3>
          <p>
            Yes. <a href="/cycletowork/quote/">Request a Cycle to Work quote</a> and we'll send it to you to pass on to your
            employer.
          </p>
          <h3>How do I use a discount code?</h3>
          <p>Enter your code in the basket before you check out. Only one code can be used per order.</p>
        `,
      },
      {
        type: 'banner',
        text: "Can't find your answer? Our team of riders and mechanics is happy to help.",
        linkLabel: 'Contact us',
        linkUrl: '/contact/',
        tone: 'info',
      },
    ],
  },
  {
    identifier: 'terms-and-conditions',
    title: 'Terms and conditions',
    metaTitle: 'Terms & Conditions | Cadence Cycles',
    metaDescription:
      'The terms and conditions that apply when you buy bikes, parts, accessories and clothing from Cadence Cycles Ltd.',
    metaKeywords: 'terms and conditions, terms of sale, consumer rights, cancellation, Cadence Cycles',
    blocks: [
      {
        type: 'rich-text',
        html: html`
          <h2>1. About these terms</h2>
          <p>
            These terms apply to orders placed on our UK website with Cadence Cycles Ltd ("we", "us"), a company registered in
            England and Wales. Please read them before you order. By placing an order you agree to these terms.
          </p>
          <h2>2. Your account and your order</h2>
          <ul>
            <li>You need to sign in or create an account to check out, and you must be 18 or over to place an order.</li>
            <li>We limit orders to one bike per checkout so that we can build and deliver every bike on time.</li>
            <li>
              Your order is an offer to buy. A contract is formed when we email you to confirm that we have accepted your order.
            </li>
            <li>
              We may decline an order, for example if an item is no longer available or if we cannot verify your payment. If so,
              we will tell you and refund any payment taken.
            </li>
          </ul>
          <h2>3. Prices and payment</h2>
          <p>
            Prices on our UK website are in pounds sterling and include VAT. Prices for other countries are shown in local
            currency, and duties and import taxes are calculated at checkout by our cross-border checkout partner. If we discover
            a pricing error before your order is dispatched, we will contact you and you may cancel without charge. Payment is
            taken when you place your order.
          </p>
          <h2>4. Delivery</h2>
          <p>
            Dispatch dates shown on our website are estimates. Delivery options and times are described on our
            <a href="/delivery/">delivery page</a>. The goods are your responsibility from the time they are delivered to you or
            to someone you nominate.
          </p>
          <h2>5. Your right to cancel</h2>
          <p>
            Under the Consumer Contracts Regulations 2013, you may cancel your order within 14 days of the day you receive the
            goods, without giving a reason. This right does not apply to goods made to your specifications, such as bikes with a
            custom paint scheme. We also offer a voluntary 30-day returns promise, described on our
            <a href="/returns/">returns page</a>.
          </p>
          <h2>6. Faulty goods and warranty</h2>
          <p>
            We are under a legal duty to supply goods that are of satisfactory quality, fit for purpose and as described. Nothing
            in these terms affects your rights under the Consumer Rights Act 2015. Cadence frames and forks are additionally
            covered by our five-year warranty for the original owner.
          </p>
          <h2>7. Using your bike safely</h2>
          <p>
            Please follow the set-up instructions supplied with your bike. If you are not confident setting up or adjusting your
            bike, have it checked by a qualified mechanic before riding.
          </p>
          <h2>8. Our liability</h2>
          <p>
            We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing
            to use reasonable care and skill. We do not exclude or limit our liability for death or personal injury caused by our
            negligence, or for fraud. We are not liable for business losses.
          </p>
          <h2>9. Law and disputes</h2>
          <p>
            These terms are governed by the law of England and Wales, and you can bring proceedings in the courts of England and
            Wales. If you live in Scotland or Northern Ireland, you can also bring proceedings in your home courts.
          </p>
          <h2>10. Contact</h2>
          <p>If you have a question about these terms, please <a href="/contact/">contact us</a>.</p>
        `,
      },
    ],
  },
  {
    identifier: 'privacy-policy',
    title: 'Privacy policy',
    metaTitle: 'Privacy Policy | Cadence Cycles',
    metaDescription:
      'How Cadence Cycles collects, uses and protects your personal data, who we share it with and how to exercise your data protection rights.',
    metaKeywords: 'privacy policy, personal data, UK GDPR, data protection, your rights, Cadence Cycles',
    blocks: [
      {
        type: 'rich-text',
        html: html`
          <p>
            Cadence Cycles Ltd is the controller of the personal data described in this policy. We process your data in line with
            the UK General Data Protection Regulation and the Data Protection Act 2018.
          </p>
          <h2>What we collect</h2>
          <ul>
            <li>
              <strong>Contact and account details</strong> – your name, email address, phone number, delivery and billing
              addresses, and your password (stored encrypted).
            </li>
            <li><strong>Order details</strong> – what you buy, your saved bike designs, returns and warranty claims.</li>
            <li>
              <strong>Payment details</strong> – handled by our payment providers. We never see or store your full card number.
            </li>
            <li>
              <strong>Technical data</strong> – your IP address, device and browser type, and how you use our website, collected
              with cookies as described in our <a href="/cookie-policy/">cookie policy</a>.
            </li>
            <li><strong>Communications</strong> – messages, calls and chats with our customer team.</li>
          </ul>
          <h2>How we use your data</h2>
          <ul>
            <li>To process, build and deliver your order and handle returns – necessary to perform our contract with you.</li>
            <li>To run your account and provide customer support – necessary to perform our contract with you.</li>
            <li>
              To send our newsletter and offers – only with your consent, which you can withdraw at any time in
              <a href="/my-account/newsletter/">your account</a>.
            </li>
            <li>To prevent fraud and keep our website secure – in our legitimate interests.</li>
            <li>To keep accounting and tax records – to comply with our legal obligations.</li>
          </ul>
          <h2>Who we share it with</h2>
          <p>
            We share your data only where necessary: with couriers who deliver your order, payment providers, our cross-border
            checkout partner for international orders, our lending partner if you apply for finance, and the IT and hosting
            providers that run our systems. Analytics and marketing partners receive data only if you consent. We never sell your
            personal data.
          </p>
          <h2>International transfers</h2>
          <p>
            Where a provider processes data outside the UK, we make sure it is protected by an adequacy decision or by approved
            contractual safeguards.
          </p>
          <h2>How long we keep it</h2>
          <p>
            We keep order records for six years to meet our tax obligations. Account data is kept until you close your account,
            and marketing data until you unsubscribe.
          </p>
          <h2>Your rights</h2>
          <p>
            You have the right to access your data, to have it corrected or erased, to restrict or object to its processing, to
            data portability and to withdraw your consent at any time. To exercise your rights, email privacy@cadencecycles.co.uk.
            If you are unhappy with how we handle your data, you can complain to the Information Commissioner's Office (ICO).
          </p>
        `,
      },
    ],
  },
  {
    identifier: 'cookie-policy',
    title: 'Cookie policy',
    metaTitle: 'Cookie Policy | Cadence Cycles',
    metaDescription: 'Which cookies Cadence Cycles uses, what they do and how you can change your cookie choices at any time.',
    metaKeywords: 'cookie policy, cookies, consent, analytics cookies, marketing cookies, Cadence Cycles',
    blocks: [
      {
        type: 'rich-text',
        html: html`
          <p>
            Cookies are small text files stored on your device when you visit a website. We use them to keep our shop working, to
            remember your choices and, with your consent, to understand how our website is used and to show you relevant offers.
          </p>
          <h2>Strictly necessary cookies</h2>
          <p>These cookies are needed for the website to work and cannot be switched off. They include:</p>
          <ul>
            <li><strong>Basket</strong> – remembers your basket for seven days.</li>
            <li><strong>Sign-in</strong> – keeps you securely signed in to your account.</li>
            <li><strong>Location and currency</strong> – remembers your delivery country so we can show the right prices.</li>
            <li><strong>Language</strong> – remembers your language for a year.</li>
            <li><strong>Consent</strong> – remembers your cookie choices.</li>
          </ul>
          <h2>Analytics cookies</h2>
          <p>
            With your consent, these cookies tell us how visitors use our website, for example which pages are visited most, so we
            can improve it. The information is aggregated.
          </p>
          <h2>Marketing cookies</h2>
          <p>
            With your consent, these cookies are set by us and our advertising partners to show you content and offers that are
            relevant to you, on our website and elsewhere. If you arrive through one of our affiliate partners, a cookie records
            the referral for up to a year.
          </p>
          <h2>Managing your choices</h2>
          <p>
            When you first visit, we ask for your consent before setting any cookies that are not strictly necessary. You can
            change your choices at any time using the cookie settings link at the bottom of every page. You can also block or
            delete cookies in your browser settings, although some parts of the shop, such as the basket, will then stop working.
          </p>
          <p>For more about how we use personal data, see our <a href="/privacy-policy/">privacy policy</a>.</p>
        `,
      },
    ],
  },
  {
    identifier: 'careers',
    title: 'Careers',
    metaTitle: 'Careers | Cadence Cycles',
    metaDescription:
      'Join Cadence Cycles: jobs for bike mechanics, store staff, customer experience and head office roles, with staff discount and paid training.',
    metaKeywords: 'cycling jobs, bike mechanic jobs, bike shop jobs, careers, Cadence Cycles',
    blocks: [
      {
        type: 'image',
        src: IMG.workshop,
        alt: 'A road bike in a workstand next to the tool wall in the Cadence Cycles workshop',
      },
      {
        type: 'rich-text',
        html: html`
          <h2>Work with us</h2>
          <p>
            We're a growing team of riders who care about getting the details right, from the torque on a stem bolt to the reply
            to a customer's email. If that sounds like you, we'd love to hear from you.
          </p>
          <h2>Where we work</h2>
          <ul>
            <li><strong>Workshop</strong> – build technicians, wheel builders and quality inspectors.</li>
            <li><strong>Stores in London and Manchester</strong> – sales advisers, bike fitters and workshop mechanics.</li>
            <li><strong>Head office</strong> – customer experience, product design, digital and marketing.</li>
          </ul>
          <h2>What you'll get</h2>
          <ul>
            <li>A generous staff discount on bikes, parts and clothing</li>
            <li>Cycle to Work, secure bike parking and showers at every site</li>
            <li>Paid training, including Cytech qualifications for mechanics</li>
            <li>25 days' holiday plus bank holidays, and your birthday off</li>
            <li>Weekly team rides and support with event entries</li>
          </ul>
          <h2>How to apply</h2>
          <p>
            We advertise current vacancies here and on our social channels. If you don't see the right role, send your CV and a
            few lines about yourself and your riding to careers@cadencecycles.co.uk. We welcome applications from everyone and are
            committed to equal opportunities.
          </p>
        `,
      },
      {
        type: 'banner',
        text: 'Curious about how we build our bikes? Read stories from our workshop on the blog.',
        linkLabel: 'Visit the blog',
        linkUrl: '/blog/',
        tone: 'info',
      },
    ],
  },
  {
    identifier: 'finance',
    title: 'Finance',
    metaTitle: 'Bike Finance | Spread the Cost | Cadence Cycles',
    metaDescription:
      'Spread the cost of your new bike with finance from Cadence Cycles. Choose a deposit from 0% to 50%, apply online and get a decision in minutes.',
    metaKeywords: 'bike finance, spread the cost, pay monthly bike, credit, Cadence Cycles',
    blocks: [
      {
        type: 'rich-text',
        html: html`
          <p>
            Spread the cost of your new bike with a finance plan from our lending partner. You can apply online at checkout in a
            few minutes and most customers receive a decision straight away.
          </p>
          <h2>How it works</h2>
          <ol>
            <li>Choose your bike and use the finance calculator on the product page to compare plans and deposits.</li>
            <li>Check out as usual and select finance as your payment method.</li>
            <li>Complete a short application with our lending partner.</li>
            <li>Sign your agreement online and we'll start building your bike.</li>
          </ol>
          <h2>Who can apply</h2>
          <ul>
            <li>UK residents aged 18 or over with a UK bank account</li>
            <li>Orders delivered to a UK address – finance is available on our UK store only</li>
            <li>Orders above the minimum finance amount shown in the calculator</li>
          </ul>
          <h2>Deposits and terms</h2>
          <p>
            You can choose a deposit of between 0% and 50% of the cash price. Plans are available over a range of terms, and the
            calculator shows the monthly repayment, the total amount repayable and the representative APR for each option before
            you apply.
          </p>
          <h3>Important information</h3>
          <p>
            Credit is subject to status and affordability. Missing payments could affect your credit rating and make it harder to
            obtain credit in the future. Cadence Cycles Ltd acts as a credit broker, not a lender, and works with a single lender.
            We are authorised and regulated by the Financial Conduct Authority.
          </p>
        `,
      },
      {
        type: 'banner',
        text: 'Buying through your employer? Cycle to Work lets you pay for your bike from your salary.',
        linkLabel: 'Get a Cycle to Work quote',
        linkUrl: '/cycletowork/quote/',
        tone: 'promo',
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// German (de-DE)
// ---------------------------------------------------------------------------------------------

const de: CmsPageSeed[] = [
  {
    identifier: 'home',
    title: 'Rennräder, Gravelbikes und E-Bikes – auf Bestellung gebaut',
    metaTitle: 'Cadence Cycles | Rennräder, Gravelbikes & E-Bikes nach Maß',
    metaDescription:
      'Rennräder, Gravelbikes, Endurance-Räder und E-Bikes – in Großbritannien entwickelt und auf Bestellung aufgebaut. Jetzt konfigurieren und fahrbereit liefern lassen.',
    metaKeywords: 'Rennrad, Gravelbike, Endurance-Rad, E-Bike, Fahrrad konfigurieren, Fahrrad online kaufen, Cadence Cycles',
    blocks: [
      {
        type: 'hero',
        heading: 'Gebaut für Ihre nächste Tour',
        text: 'Rennräder, Gravelbikes und Endurance-Räder – in Großbritannien entwickelt, in unserer eigenen Werkstatt auf Bestellung aufgebaut und fahrbereit geliefert.',
        image: IMG.heroHome,
        imageAlt: 'Ein rotes Cadence-Rennrad an einer Bergstraße bei Sonnenaufgang',
        ctaLabel: 'Fahrräder entdecken',
        ctaUrl: '/bikes/',
      },
      {
        type: 'banner',
        text: 'Lieferung nach Deutschland: Zölle und Einfuhrabgaben werden schon im Checkout berechnet – bei der Zustellung zahlen Sie nichts extra.',
        linkLabel: 'Mehr zur Lieferung',
        linkUrl: '/delivery/',
        tone: 'info',
      },
      {
        type: 'link-tiles',
        heading: 'Finden Sie Ihr Rad',
        tiles: [
          tile('Rennräder', '/bikes/road/', IMG.tileRoad, 'Ein rotes Rennrad auf einer Passstraße'),
          tile('Gravel & Adventure', '/bikes/gravel/', IMG.tileGravel, 'Ein grünes Gravelbike auf einem staubigen Waldweg'),
          tile('Endurance', '/bikes/endurance/', IMG.tileEndurance, 'Ein blaues Endurance-Rad auf einer ruhigen Landstraße'),
          tile('E-Bikes', '/bikes/e-bikes/', IMG.tileEBike, 'Ein petrolfarbenes E-Bike auf einem Uferweg'),
          tile(
            'Trekking & City',
            '/bikes/hybrid-city/',
            IMG.tileHybridCity,
            'Ein Trekkingrad mit Schutzblechen und Frontkorb vor einer Stadtkulisse',
          ),
          tile('Kinder', '/bikes/kids/', IMG.tileKids, 'Ein orangefarbenes Kinderrad in einem sonnigen Park'),
        ],
      },
      {
        type: 'rich-text',
        html: html`
          <h2>Räder, die zu Ihnen passen</h2>
          <p>
            Cadence Cycles begann in einer kleinen Werkstatt mit einer einfachen Idee: Ein gutes Fahrrad sollte sich seinem Fahrer
            anpassen – nicht umgekehrt. Jeder Cadence-Rahmen wird in Großbritannien entwickelt, jedes Rad von unseren eigenen
            Mechanikern auf Bestellung aufgebaut. Sie wählen Rahmengröße, Schaltgruppe, Laufräder und Anbauteile – und sogar die
            Lackierung.
          </p>
          <h3>Warum Cadence?</h3>
          <ul>
            <li>
              <strong>Von Ihnen konfiguriert</strong> – Rahmenfarbe, Logofarben und matte oder glänzende Oberfläche wählen Sie im
              Konfigurator.
            </li>
            <li>
              <strong>Von Hand geprüft</strong> – jedes Rad wird montiert, mit den vorgeschriebenen Drehmomenten angezogen und
              kontrolliert, bevor es in den Karton kommt.
            </li>
            <li><strong>Fahrbereit geliefert</strong> – Lenker, Vorderrad und Pedale montieren, und schon kann es losgehen.</li>
            <li>
              <strong>Beratung mit Sachverstand</strong> – in unserem Kundenservice arbeiten Radfahrer und ausgebildete
              Mechaniker.
            </li>
          </ul>
          <p>
            Sie wissen noch nicht, welches Rad es werden soll? In unserem <a href="/blog/">Blog</a> finden Sie Kaufberatungen und
            Tipps zur Rahmengröße, und unser <a href="/contact/">Kundenservice</a> berät Sie gern persönlich.
          </p>
        `,
      },
      {
        type: 'image',
        src: IMG.workshop,
        alt: 'Ein blaues Rennrad im Montageständer der Cadence-Cycles-Werkstatt',
        caption: 'Jedes Rad wird in unserer Werkstatt von Hand aufgebaut und geprüft, bevor es zu Ihnen kommt.',
      },
    ],
  },
  {
    identifier: 'about-us',
    title: 'Über uns',
    metaTitle: 'Über uns | Cadence Cycles',
    metaDescription:
      'Lernen Sie Cadence Cycles kennen: ein britisches Team aus Radfahrern, Mechanikern und Designern, das Rennräder, Gravelbikes und E-Bikes auf Bestellung baut.',
    metaKeywords: 'Cadence Cycles, über uns, britische Fahrradmarke, Fahrradwerkstatt, Fahrräder nach Maß',
    blocks: [
      {
        type: 'hero',
        heading: 'Von Radfahrern für Radfahrer',
        text: 'Wir sind ein Team aus Radsportlern, Mechanikern und Designern. Wir bauen die Räder, die wir selbst fahren wollen – und helfen Ihnen, Ihres zu finden.',
        image: IMG.heroGravel,
        imageAlt: 'Ein grünes Gravelbike auf einem Waldweg im Abendlicht',
        ctaLabel: 'Gravelbikes entdecken',
        ctaUrl: '/bikes/gravel/',
      },
      {
        type: 'rich-text',
        html: html`
          <h2>Unsere Geschichte</h2>
          <p>
            Gegründet wurde Cadence Cycles von einer Gruppe Vereinsfahrer, die es leid waren, sich zwischen einem passenden und
            einem bezahlbaren Rad entscheiden zu müssen. Aus einer Werkstatt, in der zunächst Rennräder für Freunde entstanden,
            ist ein Team aus Designern, Mechanikern und Kundenberatern geworden, das Räder für Fahrerinnen und Fahrer in ganz
            Großbritannien und weit darüber hinaus baut.
          </p>
          <p>
            An unserer Arbeitsweise hat sich nichts geändert: Wir entwickeln unsere Rahmen selbst, wählen jedes Bauteil mit Blick
            auf den Einsatzzweck aus und bauen jedes Rad auf Bestellung auf. Weil wir direkt verkaufen statt über Zwischenhändler,
            fließt das Geld dorthin, wo es zählt – in Rahmen, Laufräder und Service.
          </p>
          <h2>Wofür wir stehen</h2>
          <ul>
            <li>
              <strong>Die Passform zuerst.</strong> Unsere Größentabellen und Geometriedaten stammen von Leuten, die beruflich
              Räder anpassen.
            </li>
            <li>
              <strong>Große Auswahl, einfach gemacht.</strong> Im Konfigurator ändern Sie, was Ihnen wichtig ist – um den Rest
              kümmern wir uns.
            </li>
            <li>
              <strong>Räder sollen lange halten.</strong> Wir verbauen, wo immer möglich, Standardteile, halten Ersatzteile über
              Jahre vor und geben auf jeden Rahmen eine Garantie.
            </li>
            <li>
              <strong>Radfahren ist für alle da.</strong> Vom ersten Laufrad bis zum Gravelbike für die Langstrecke: Wir wollen,
              dass mehr Menschen öfter Rad fahren.
            </li>
          </ul>
          <h2>Besuchen Sie uns</h2>
          <p>
            In unseren Geschäften in London und Manchester bieten wir Bikefitting, Probefahrten und Werkstattservice.
            Öffnungszeiten und Anfahrt finden Sie auf unserer <a href="/stores/collection-screen/">Filialseite</a>. Sie möchten
            Teil des Teams werden? Dann schauen Sie auf unserer <a href="/careers/">Karriereseite</a> vorbei.
          </p>
        `,
      },
      {
        type: 'image',
        src: IMG.cityStreet,
        alt: 'Ein blaues Stadtrad vor der roten Ladenfront von Cadence Cycles',
        caption: 'In unseren Geschäften bieten wir Probefahrten, Bikefitting und Abholung vor Ort.',
      },
    ],
  },
  {
    identifier: 'delivery',
    title: 'Lieferung',
    metaTitle: 'Lieferung & Versand | Cadence Cycles',
    metaDescription:
      'Lieferung von Fahrrädern, Teilen und Bekleidung nach Deutschland und in mehr als 40 Länder – mit Sendungsverfolgung und Zollabwicklung im Checkout.',
    metaKeywords: 'Lieferung, Versand nach Deutschland, Zoll, Lieferzeit Fahrrad, Fahrrad im Karton, Cadence Cycles',
    blocks: [
      {
        type: 'rich-text',
        html: html`
          <p>
            Jedes Cadence-Rad wird auf Bestellung aufgebaut, von einem Mechaniker geprüft und in einem verstärkten Karton
            verpackt, der es auf dem Transport zuverlässig schützt. Das voraussichtliche Versanddatum sehen Sie auf der
            Produktseite und im Warenkorb, bevor Sie bezahlen.
          </p>
          <h2>Lieferung nach Deutschland</h2>
          <ul>
            <li>
              <strong>Fahrräder</strong> versenden wir mit einem spezialisierten Paketdienst. Sobald Ihr Rad unsere Werkstatt
              verlassen hat, erhalten Sie die Sendungsverfolgung per E-Mail. Die Zustellung dauert in der Regel fünf bis sieben
              Werktage.
            </li>
            <li>
              <strong>Teile, Zubehör und Bekleidung</strong> verlassen unser Lager meist innerhalb eines Werktags und sind in der
              Regel nach drei bis fünf Werktagen bei Ihnen.
            </li>
          </ul>
          <p>Eventuelle Versandkosten sehen Sie im Warenkorb, bevor Sie zur Kasse gehen.</p>
          <h2>Zölle und Steuern</h2>
          <p>
            Wir versenden aus dem Vereinigten Königreich. Bestellungen in die EU wickelt unser Partner für internationale
            Bestellungen ab: Zölle und Einfuhrumsatzsteuer werden bereits im Checkout berechnet und mitbezahlt. Bei der Zustellung
            fallen für Sie keine weiteren Kosten an.
          </p>
          <p>
            Einige wenige Artikel können wir nicht in alle Länder liefern. Betrifft das einen Artikel, weisen wir Sie auf der
            Produktseite darauf hin.
          </p>
          <h2>Lieferung in andere Länder</h2>
          <p>
            Wir liefern in mehr als 40 Länder. Wählen Sie Ihr Lieferland oben auf der Seite aus, um Preise in Ihrer Landeswährung
            zu sehen.
          </p>
          <h2>Ihr Rad aufbauen</h2>
          <p>
            Ihr Rad kommt nahezu fertig montiert bei Ihnen an. Sie montieren nur noch Lenker, Vorderrad, Sattelstütze und Pedale –
            mit dem beiliegenden Multitool dauert das etwa zwanzig Minuten. Schritt-für-Schritt-Anleitungen finden Sie in unserem
            <a href="/blog/">Blog</a>.
          </p>
          <h3>Zustellung verpasst oder Karton beschädigt?</h3>
          <p>
            Trifft der Paketdienst Sie nicht an, hinterlässt er eine Benachrichtigung und stellt erneut zu. Ist der Karton
            sichtbar beschädigt, vermerken Sie das bitte bei der Annahme und <a href="/contact/">melden Sie sich</a> innerhalb von
            48 Stunden mit Fotos bei uns – dann kümmern wir uns umgehend darum.
          </p>
        `,
      },
      {
        type: 'image',
        src: IMG.delivery,
        alt: 'Ein verpacktes Cadence-Cycles-Fahrrad im Karton neben einer Haustür',
        caption: 'Unsere Räder kommen in einem verstärkten Karton und sind nahezu fertig montiert.',
      },
      {
        type: 'banner',
        text: 'Sie brauchen Ihr Rad zu einem bestimmten Termin? Wir prüfen gern Aufbau- und Lieferzeiten für Sie.',
        linkLabel: 'Kontakt aufnehmen',
        linkUrl: '/contact/',
        tone: 'info',
      },
    ],
  },
  {
    identifier: 'returns',
    title: 'Rücksendungen',
    metaTitle: 'Rücksendung & Erstattung | Cadence Cycles',
    metaDescription:
      'Die meisten Artikel können Sie innerhalb von 30 Tagen zurückgeben. So funktionieren Rücksendung, Erstattung, Widerrufsrecht und Gewährleistung bei Cadence Cycles.',
    metaKeywords: 'Rücksendung, Rückgabe, Erstattung, Widerrufsrecht, Gewährleistung, Cadence Cycles',
    blocks: [
      {
        type: 'rich-text',
        html: html`
          <p>
            Sie sollen mit Ihrem neuen Rad und Ihrer Ausrüstung rundum zufrieden sein. Passt etwas nicht, können Sie die meisten
            Artikel innerhalb von 30 Tagen nach Erhalt zurückgeben – gegen Erstattung oder im Umtausch.
          </p>
          <h2>Unsere 30-Tage-Rückgabegarantie</h2>
          <ul>
            <li>Artikel müssen unbenutzt, im Originalzustand und in der Originalverpackung mit allen Etiketten zurückkommen.</li>
            <li>
              Fahrräder dürfen nicht gefahren worden sein – eine kurze Probe im Haus ist in Ordnung. Rahmen, Komponenten und
              Reifen müssen frei von Gebrauchsspuren sein, und das Rad muss im Originalkarton zurückkommen.
            </li>
            <li>
              Räder mit individueller Lackierung werden eigens für Sie gefertigt und sind deshalb von der Rückgabegarantie
              ausgenommen.
            </li>
            <li>
              Aus hygienischen Gründen sind getragene Radhosen, Trägerhosen und Funktionsunterwäsche von der Rückgabegarantie
              ausgenommen.
            </li>
          </ul>
          <h2>So senden Sie einen Artikel zurück</h2>
          <ol>
            <li>Melden Sie sich an und öffnen Sie <a href="/my-account/orders/">Meine Bestellungen</a>.</li>
            <li>
              Wählen Sie die Bestellung und die Artikel aus, die Sie zurücksenden möchten, und nennen Sie uns kurz den Grund.
            </li>
            <li>Sie erhalten ein Rücksendeetikett per E-Mail; für Fahrräder vereinbaren wir eine Abholung.</li>
            <li>Verpacken Sie den Artikel sicher, am besten in der Originalverpackung, und bringen Sie das Etikett an.</li>
          </ol>
          <p>
            Sobald Ihre Rücksendung bei uns eingetroffen und geprüft ist, erstatten wir den Betrag innerhalb von 14 Tagen über die
            ursprüngliche Zahlungsart und informieren Sie per E-Mail.
          </p>
          <h2>Ihr gesetzliches Widerrufsrecht</h2>
          <p>
            Unabhängig von unserer Rückgabegarantie steht Ihnen als Verbraucher ein gesetzliches Widerrufsrecht von 14 Tagen ab
            Erhalt der Ware zu. Die Einzelheiten finden Sie in unseren <a href="/terms-and-conditions/">AGB</a>.
          </p>
          <h2>Mängel und Gewährleistung</h2>
          <p>
            Ist ein Artikel mangelhaft, gelten selbstverständlich die gesetzlichen Gewährleistungsrechte. Schreiben Sie unserem
            <a href="/contact/">Kundenservice</a> mit Ihrer Bestellnummer und einigen Fotos – oft lässt sich das Problem schnell
            mit einem Ersatzteil lösen.
          </p>
        `,
      },
      {
        type: 'banner',
        text: 'Fragen zu Ihrer Rücksendung? Unser Kundenservice hilft Ihnen gern weiter.',
        linkLabel: 'Kontakt',
        linkUrl: '/contact/',
        tone: 'info',
      },
    ],
  },
  {
    identifier: 'contact',
    title: 'Kontakt',
    metaTitle: 'Kontakt | Cadence Cycles',
    metaDescription:
      'Rufen Sie uns an, schreiben Sie uns oder chatten Sie mit dem Cadence-Cycles-Team – Radfahrer und Mechaniker, die Ihnen bei Größenwahl, Bestellung und Aufbau helfen.',
    metaKeywords: 'Kontakt, Kundenservice, Fahrradberatung, Hilfe zur Bestellung, Cadence Cycles',
    blocks: [
      {
        type: 'rich-text',
        html: html`
          <p>
            In unserem Kundenservice arbeiten Radfahrer und ausgebildete Mechaniker. Ob Sie Hilfe bei der Größenwahl brauchen oder
            Ihre Schaltung einstellen möchten – Sie sprechen mit jemandem, der sich mit Fahrrädern auskennt. Wir beraten Sie auf
            Deutsch und auf Englisch.
          </p>
          <h2>So erreichen Sie uns</h2>
          <ul>
            <li>
              <strong>Telefon:</strong> +44 161 496 0420 – Montag bis Freitag 10 bis 18:30 Uhr, Samstag 11 bis 17 Uhr (deutsche
              Zeit)
            </li>
            <li><strong>E-Mail:</strong> kundenservice@cadencecycles.de – wir antworten innerhalb eines Werktags</li>
            <li><strong>Live-Chat:</strong> über die Chat-Schaltfläche unten auf jeder Seite während unserer Servicezeiten</li>
          </ul>
          <h2>Bevor Sie uns schreiben</h2>
          <p>
            Viele Fragen beantworten bereits unsere <a href="/faq/">häufigen Fragen</a>. Geht es um eine Bestellung, halten Sie
            bitte Ihre Bestellnummer bereit – Sie finden sie in Ihrer Bestellbestätigung und unter
            <a href="/my-account/orders/">Meine Bestellungen</a>.
          </p>
          <h2>Unsere Geschäfte</h2>
          <p>
            Persönlich beraten wir Sie in unseren Geschäften in London und Manchester, jeweils mit Werkstatt, Bikefitting und
            Probefahrrädern. Adressen und Öffnungszeiten finden Sie auf unserer
            <a href="/stores/collection-screen/">Filialseite</a>.
          </p>
        `,
      },
      {
        type: 'image',
        src: IMG.cityStreet,
        alt: 'Die Ladenfront von Cadence Cycles mit einem davor geparkten Stadtrad',
      },
    ],
  },
  {
    identifier: 'faq',
    title: 'Häufige Fragen',
    metaTitle: 'Häufige Fragen (FAQ) | Cadence Cycles',
    metaDescription:
      'Antworten auf häufige Fragen zu Bestellung, Rahmengröße, Lieferung und Zoll, Rückgabe, Garantie und Bezahlung bei Cadence Cycles.',
    metaKeywords: 'FAQ, häufige Fragen, Rahmengröße, Lieferzeit, Zoll, Garantie, Zahlungsarten, Cadence Cycles',
    blocks: [
      {
        type: 'rich-text',
        html: html`
          <h2>Bestellung</h2>
          <h3>Kann ich mehrere Fahrräder auf einmal bestellen?</h3>
          <p>
            Damit jedes Rad pünktlich aufgebaut und geliefert werden kann, ist pro Bestellung ein Fahrrad möglich. Teile, Zubehör
            und Bekleidung können Sie gern dazulegen; für ein zweites Rad geben Sie bitte eine separate Bestellung auf.
          </p>
          <h3>Brauche ich ein Kundenkonto?</h3>
          <p>
            Ja. Um Ihre Bestellung abzuschließen, melden Sie sich bitte an oder legen ein Kundenkonto an. Darüber verfolgen Sie
            Ihre Bestellungen, veranlassen Rücksendungen und verwalten Ihre Lieferadressen.
          </p>
          <h3>Kann ich die Ausstattung nach der Bestellung noch ändern?</h3>
          <p>
            Meistens ja – solange Ihr Rad noch nicht in der Montage ist. <a href="/contact/">Melden Sie sich</a> möglichst schnell
            bei uns, wir tun unser Bestes.
          </p>
          <h2>Größe und Passform</h2>
          <h3>Wie finde ich die richtige Rahmengröße?</h3>
          <p>
            Auf jeder Produktseite finden Sie eine Größentabelle und die vollständigen Geometriedaten. Messen Sie Körpergröße und
            Schrittlänge und vergleichen Sie die Werte mit der Tabelle. Liegen Sie zwischen zwei Größen, berät unser Team Sie
            gern.
          </p>
          <h2>Lieferung und Rückgabe</h2>
          <h3>Wann kommt mein Fahrrad?</h3>
          <p>
            Das voraussichtliche Versanddatum steht auf der Produktseite und im Warenkorb. Wie lange die Zustellung danach dauert,
            lesen Sie auf unserer Seite zur <a href="/delivery/">Lieferung</a>.
          </p>
          <h3>Muss ich bei der Zustellung Zoll bezahlen?</h3>
          <p>
            Nein. Zölle und Einfuhrumsatzsteuer werden bereits im Checkout berechnet und bezahlt. Bei der Zustellung kommen keine
            weiteren Kosten auf Sie zu.
          </p>
          <h3>Was ist, wenn mir ein Artikel nicht gefällt?</h3>
          <p>
            Die meisten unbenutzten Artikel können Sie innerhalb von 30 Tagen nach Erhalt zurückgeben. Alle Details finden Sie
            unter <a href="/returns/">Rücksendungen</a>.
          </p>
          <h2>Garantie</h2>
          <h3>Welche Garantie gibt es auf Cadence-Räder?</h3>
          <p>
            Auf Rahmen und Gabeln von Cadence gewähren wir dem Erstbesitzer fünf Jahre Garantie auf Material- und
            Verarbeitungsfehler. Für Komponenten gelten die Garantien der jeweiligen Hersteller. Ihre gesetzlichen
            Gewährleistungsrechte bleiben davon unberührt.
          </p>
          <h2>Bezahlung</h2>
          <h3>Wie kann ich bezahlen?</h3>
          <p>
            Im Checkout stehen Ihnen Kredit- und Debitkarte, PayPal, Apple Pay und Google Pay sowie je nach Lieferland weitere
            lokale Zahlungsarten zur Verfügung.
          </p>
          <h3>Kann ich in Raten zahlen?</h3>
          <p>
            Eine Finanzierung bieten wir derzeit nur für Lieferungen in das Vereinigte Königreich an. Mehr dazu auf unserer Seite
            zur <a href="/finance/">Finanzierung</a>.
          </p>
          <h3>Was ist „Cycle to Work“?</h3>
          <p>
            Cycle to Work ist ein britisches Dienstrad-Programm: Beschäftigte beziehen ein Rad über ihren Arbeitgeber und zahlen
            es aus dem Bruttogehalt ab. Es steht nur Beschäftigten britischer Arbeitgeber offen. Ein Angebot können Sie
            <a href="/cycletowork/quote/">hier anfordern</a>.
          </p>
          <h3>Wie löse ich einen Gutscheincode ein?</h3>
          <p>Geben Sie den Code vor dem Checkout im Warenkorb ein. Pro Bestellung kann ein Code eingelöst werden.</p>
        `,
      },
      {
        type: 'banner',
        text: 'Keine Antwort gefunden? Unser Team aus Radfahrern und Mechanikern hilft Ihnen gern weiter.',
        linkLabel: 'Kontakt',
        linkUrl: '/contact/',
        tone: 'info',
      },
    ],
  },
  {
    identifier: 'terms-and-conditions',
    title: 'Allgemeine Geschäftsbedingungen',
    metaTitle: 'AGB | Cadence Cycles',
    metaDescription:
      'Die Allgemeinen Geschäftsbedingungen der Cadence Cycles Ltd für den Kauf von Fahrrädern, Teilen, Zubehör und Bekleidung in unserem Onlineshop.',
    metaKeywords: 'AGB, Allgemeine Geschäftsbedingungen, Widerrufsrecht, Gewährleistung, Cadence Cycles',
    blocks: [
      {
        type: 'rich-text',
        html: html`
          <h2>1. Geltungsbereich</h2>
          <p>
            Diese Allgemeinen Geschäftsbedingungen gelten für alle Bestellungen, die Sie in unserem deutschsprachigen Onlineshop
            bei der Cadence Cycles Ltd („wir“, „uns“), einer in England und Wales eingetragenen Gesellschaft, aufgeben.
          </p>
          <h2>2. Kundenkonto und Vertragsschluss</h2>
          <ul>
            <li>
              Für den Checkout melden Sie sich an oder legen ein Kundenkonto an. Bestellungen können nur volljährige Personen
              aufgeben.
            </li>
            <li>Pro Bestellung ist ein Fahrrad möglich, damit wir jedes Rad pünktlich aufbauen und liefern können.</li>
            <li>
              Die Darstellung der Produkte im Shop ist kein bindendes Angebot. Mit dem Absenden der Bestellung geben Sie ein
              verbindliches Angebot ab; der Vertrag kommt zustande, wenn wir Ihre Bestellung per E-Mail annehmen.
            </li>
            <li>
              Wir können eine Bestellung ablehnen, etwa wenn ein Artikel nicht mehr lieferbar ist oder die Zahlung nicht bestätigt
              werden kann. Bereits gezahlte Beträge erstatten wir dann umgehend.
            </li>
          </ul>
          <h2>3. Preise und Zahlung</h2>
          <p>
            Die Preise werden in der Währung Ihres Lieferlands angezeigt und enthalten die gesetzliche Umsatzsteuer. Zölle und
            Einfuhrabgaben berechnet unser Partner für internationale Bestellungen im Checkout; sie sind im angezeigten
            Gesamtbetrag enthalten. Die Zahlung ist bei Aufgabe der Bestellung fällig.
          </p>
          <h2>4. Lieferung</h2>
          <p>
            Die im Shop angegebenen Versanddaten sind voraussichtliche Termine. Einzelheiten zu Lieferwegen und -zeiten finden Sie
            auf unserer Seite zur <a href="/delivery/">Lieferung</a>. Die Gefahr geht mit der Übergabe der Ware an Sie über.
          </p>
          <h2>5. Widerrufsrecht</h2>
          <p>
            Als Verbraucher haben Sie das Recht, binnen 14 Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Frist
            beginnt an dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Ware in Besitz
            genommen haben. Um Ihr Widerrufsrecht auszuüben, teilen Sie uns Ihren Entschluss mit einer eindeutigen Erklärung mit,
            zum Beispiel per E-Mail an kundenservice@cadencecycles.de.
          </p>
          <p>
            Das Widerrufsrecht besteht nicht bei Waren, die nach Ihren individuellen Vorgaben angefertigt werden, etwa bei Rädern
            mit individueller Lackierung. Zusätzlich gewähren wir eine freiwillige 30-Tage-Rückgabegarantie, die auf unserer Seite
            zu <a href="/returns/">Rücksendungen</a> beschrieben ist.
          </p>
          <h2>6. Gewährleistung und Garantie</h2>
          <p>
            Es gelten die gesetzlichen Mängelhaftungsrechte. Auf Cadence-Rahmen und -Gabeln gewähren wir dem Erstbesitzer außerdem
            eine Garantie von fünf Jahren auf Material- und Verarbeitungsfehler; Ihre gesetzlichen Rechte werden dadurch nicht
            eingeschränkt.
          </p>
          <h2>7. Sicherheit</h2>
          <p>
            Bitte beachten Sie die beiliegende Montageanleitung. Wenn Sie sich bei Montage oder Einstellung unsicher sind, lassen
            Sie Ihr Rad vor der ersten Fahrt in einer Fachwerkstatt prüfen.
          </p>
          <h2>8. Haftung</h2>
          <p>
            Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens, des
            Körpers oder der Gesundheit. Im Übrigen haften wir nur für vorhersehbare Schäden aus der Verletzung wesentlicher
            Vertragspflichten.
          </p>
          <h2>9. Anwendbares Recht</h2>
          <p>
            Es gilt das Recht von England und Wales. Als Verbraucher behalten Sie jedoch den Schutz der zwingenden Bestimmungen
            des Rechts des Staates, in dem Sie Ihren gewöhnlichen Aufenthalt haben.
          </p>
          <h2>10. Kontakt</h2>
          <p>Bei Fragen zu diesen Bedingungen <a href="/contact/">kontaktieren Sie uns</a> gern.</p>
        `,
      },
    ],
  },
  {
    identifier: 'privacy-policy',
    title: 'Datenschutzerklärung',
    metaTitle: 'Datenschutzerklärung | Cadence Cycles',
    metaDescription:
      'Wie Cadence Cycles Ihre personenbezogenen Daten erhebt, nutzt und schützt, an wen wir sie weitergeben und wie Sie Ihre Rechte nach der DSGVO wahrnehmen.',
    metaKeywords: 'Datenschutz, Datenschutzerklärung, DSGVO, personenbezogene Daten, Betroffenenrechte, Cadence Cycles',
    blocks: [
      {
        type: 'rich-text',
        html: html`
          <p>
            Verantwortlich für die Verarbeitung Ihrer personenbezogenen Daten ist die Cadence Cycles Ltd mit Sitz im Vereinigten
            Königreich. Wir verarbeiten Ihre Daten nach der Datenschutz-Grundverordnung (DSGVO) und dem britischen
            Datenschutzrecht.
          </p>
          <h2>Welche Daten wir erheben</h2>
          <ul>
            <li>
              <strong>Kontakt- und Kontodaten</strong> – Name, E-Mail-Adresse, Telefonnummer, Liefer- und Rechnungsadressen sowie
              Ihr Passwort (verschlüsselt gespeichert).
            </li>
            <li>
              <strong>Bestelldaten</strong> – gekaufte Artikel, gespeicherte Rad-Konfigurationen, Rücksendungen und Garantiefälle.
            </li>
            <li>
              <strong>Zahlungsdaten</strong> – diese verarbeiten unsere Zahlungsdienstleister; Ihre vollständige Kartennummer
              sehen und speichern wir nicht.
            </li>
            <li>
              <strong>Technische Daten</strong> – IP-Adresse, Geräte- und Browsertyp sowie Nutzungsdaten, die wir mithilfe von
              Cookies erheben, wie in unserer <a href="/cookie-policy/">Cookie-Richtlinie</a> beschrieben.
            </li>
            <li><strong>Kommunikation</strong> – Nachrichten, Anrufe und Chats mit unserem Kundenservice.</li>
          </ul>
          <h2>Zwecke und Rechtsgrundlagen</h2>
          <ul>
            <li>
              Abwicklung, Aufbau und Lieferung Ihrer Bestellung sowie Rücksendungen – zur Vertragserfüllung (Art. 6 Abs. 1 lit. b
              DSGVO).
            </li>
            <li>Führung Ihres Kundenkontos und Kundenservice – zur Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO).</li>
            <li>
              Newsletter und Angebote – nur mit Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit in
              <a href="/my-account/newsletter/">Ihrem Kundenkonto</a> widerrufen können.
            </li>
            <li>
              Betrugsprävention und IT-Sicherheit – auf Grundlage unserer berechtigten Interessen (Art. 6 Abs. 1 lit. f DSGVO).
            </li>
            <li>
              Aufbewahrung von Buchhaltungs- und Steuerunterlagen – zur Erfüllung gesetzlicher Pflichten (Art. 6 Abs. 1 lit. c
              DSGVO).
            </li>
          </ul>
          <h2>Empfänger</h2>
          <p>
            Wir geben Ihre Daten nur weiter, soweit das erforderlich ist: an Paketdienste, Zahlungsdienstleister, unseren Partner
            für internationale Bestellungen sowie an IT- und Hosting-Dienstleister, die in unserem Auftrag tätig sind. Analyse-
            und Marketingpartner erhalten Daten nur mit Ihrer Einwilligung. Wir verkaufen Ihre Daten niemals.
          </p>
          <h2>Übermittlung in Drittländer</h2>
          <p>
            Ihre Daten werden im Vereinigten Königreich verarbeitet. Übermittlungen dorthin und in andere Drittländer erfolgen nur
            auf Grundlage eines Angemessenheitsbeschlusses der EU-Kommission oder geeigneter Garantien wie der
            EU-Standardvertragsklauseln.
          </p>
          <h2>Speicherdauer</h2>
          <p>
            Bestelldaten bewahren wir bis zum Ablauf der gesetzlichen Aufbewahrungsfristen auf. Kontodaten speichern wir, bis Sie
            Ihr Konto schließen, Newsletter-Daten bis zu Ihrer Abmeldung.
          </p>
          <h2>Ihre Rechte</h2>
          <p>
            Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung sowie auf
            Datenübertragbarkeit. Sie können der Verarbeitung widersprechen und erteilte Einwilligungen jederzeit widerrufen.
            Schreiben Sie uns dazu an datenschutz@cadencecycles.de. Außerdem können Sie sich bei einer
            Datenschutz-Aufsichtsbehörde beschweren, insbesondere in dem Mitgliedstaat Ihres gewöhnlichen Aufenthalts.
          </p>
        `,
      },
    ],
  },
  {
    identifier: 'cookie-policy',
    title: 'Cookie-Richtlinie',
    metaTitle: 'Cookie-Richtlinie | Cadence Cycles',
    metaDescription:
      'Welche Cookies Cadence Cycles verwendet, wofür sie dienen und wie Sie Ihre Cookie-Einstellungen jederzeit ändern können.',
    metaKeywords: 'Cookies, Cookie-Richtlinie, Einwilligung, Analyse-Cookies, Marketing-Cookies, Cadence Cycles',
    blocks: [
      {
        type: 'rich-text',
        html: html`
          <p>
            Cookies sind kleine Textdateien, die beim Besuch einer Website auf Ihrem Gerät gespeichert werden. Wir setzen sie ein,
            damit unser Shop funktioniert und Ihre Einstellungen erhalten bleiben – und, sofern Sie einwilligen, um die Nutzung
            unserer Website auszuwerten und Ihnen passende Angebote zu zeigen.
          </p>
          <h2>Technisch notwendige Cookies</h2>
          <p>
            Diese Cookies sind für den Betrieb der Website unbedingt erforderlich (§ 25 Abs. 2 TDDDG) und lassen sich nicht
            deaktivieren. Dazu gehören:
          </p>
          <ul>
            <li><strong>Warenkorb</strong> – speichert Ihren Warenkorb für sieben Tage.</li>
            <li><strong>Anmeldung</strong> – hält Sie sicher in Ihrem Kundenkonto angemeldet.</li>
            <li><strong>Lieferland und Währung</strong> – merkt sich Ihr Lieferland, damit wir die richtigen Preise anzeigen.</li>
            <li><strong>Sprache</strong> – speichert Ihre Spracheinstellung für ein Jahr.</li>
            <li><strong>Einwilligung</strong> – speichert Ihre Cookie-Einstellungen.</li>
          </ul>
          <h2>Analyse-Cookies</h2>
          <p>
            Mit Ihrer Einwilligung zeigen uns diese Cookies, wie Besucher unsere Website nutzen – etwa welche Seiten am häufigsten
            aufgerufen werden –, damit wir sie verbessern können. Die Auswertung erfolgt zusammengefasst.
          </p>
          <h2>Marketing-Cookies</h2>
          <p>
            Mit Ihrer Einwilligung setzen wir und unsere Werbepartner diese Cookies, um Ihnen auf unserer Website und anderswo
            relevante Inhalte und Angebote zu zeigen. Kommen Sie über einen unserer Affiliate-Partner zu uns, speichert ein Cookie
            diese Empfehlung bis zu einem Jahr.
          </p>
          <h2>Ihre Einstellungen verwalten</h2>
          <p>
            Bei Ihrem ersten Besuch fragen wir nach Ihrer Einwilligung, bevor wir nicht notwendige Cookies setzen. Ihre Auswahl
            können Sie jederzeit über den Link „Cookie-Einstellungen“ am Ende jeder Seite ändern. Sie können Cookies auch in Ihren
            Browsereinstellungen blockieren oder löschen; einige Funktionen wie der Warenkorb stehen dann allerdings nicht mehr
            zur Verfügung.
          </p>
          <p>Weitere Informationen finden Sie in unserer <a href="/privacy-policy/">Datenschutzerklärung</a>.</p>
        `,
      },
    ],
  },
  {
    identifier: 'careers',
    title: 'Karriere',
    metaTitle: 'Karriere | Cadence Cycles',
    metaDescription:
      'Arbeiten bei Cadence Cycles: Stellen für Fahrradmechaniker, Verkaufsberater, Kundenservice und Zentrale – mit Mitarbeiterrabatt und bezahlter Weiterbildung.',
    metaKeywords: 'Jobs, Karriere, Fahrradmechaniker, Kundenservice, Fahrradbranche, Cadence Cycles',
    blocks: [
      {
        type: 'image',
        src: IMG.workshop,
        alt: 'Ein Rennrad im Montageständer vor der Werkzeugwand in der Cadence-Cycles-Werkstatt',
      },
      {
        type: 'rich-text',
        html: html`
          <h2>Arbeiten bei Cadence Cycles</h2>
          <p>
            Wir sind ein wachsendes Team von Radfahrern, denen Details wichtig sind – vom Anzugsmoment einer Vorbauschraube bis
            zur Antwort auf eine Kundenmail. Wenn Sie das genauso sehen, freuen wir uns auf Ihre Bewerbung.
          </p>
          <h2>Unsere Bereiche</h2>
          <ul>
            <li><strong>Werkstatt</strong> – Fahrradmonteure, Laufradbauer und Qualitätsprüfer</li>
            <li><strong>Geschäfte in London und Manchester</strong> – Verkaufsberater, Bikefitter und Werkstattmechaniker</li>
            <li><strong>Zentrale</strong> – Kundenservice, Produktentwicklung, Digital und Marketing</li>
          </ul>
          <p>
            Für unseren Kundenservice suchen wir regelmäßig Kolleginnen und Kollegen mit sehr guten Deutschkenntnissen. Einige
            dieser Stellen lassen sich auch im Homeoffice von Deutschland aus besetzen.
          </p>
          <h2>Was wir bieten</h2>
          <ul>
            <li>Großzügige Mitarbeiterrabatte auf Räder, Teile und Bekleidung</li>
            <li>Sichere Fahrradstellplätze und Duschen an allen Standorten</li>
            <li>Bezahlte Weiterbildung, für Mechaniker einschließlich Cytech-Qualifikationen</li>
            <li>25 Urlaubstage zuzüglich Feiertagen – und an Ihrem Geburtstag haben Sie frei</li>
            <li>Wöchentliche Teamausfahrten und Unterstützung bei Startgeldern</li>
          </ul>
          <h2>So bewerben Sie sich</h2>
          <p>
            Offene Stellen veröffentlichen wir hier und auf unseren Social-Media-Kanälen. Ist die passende Stelle nicht dabei,
            schicken Sie Ihren Lebenslauf und ein paar Zeilen über sich und Ihr Radfahren an careers@cadencecycles.co.uk. Wir
            freuen uns über Bewerbungen aller Menschen – unabhängig von Herkunft, Geschlecht, Alter, Religion, Behinderung oder
            sexueller Identität.
          </p>
        `,
      },
      {
        type: 'banner',
        text: 'Wie entstehen unsere Räder? Geschichten aus unserer Werkstatt lesen Sie im Blog.',
        linkLabel: 'Zum Blog',
        linkUrl: '/blog/',
        tone: 'info',
      },
    ],
  },
  {
    identifier: 'finance',
    title: 'Finanzierung',
    metaTitle: 'Finanzierung & Zahlungsarten | Cadence Cycles',
    metaDescription:
      'Ratenzahlung für Ihr neues Rad: Finanzierung ist für Lieferungen ins Vereinigte Königreich verfügbar. Alle Zahlungsarten für Bestellungen aus Deutschland im Überblick.',
    metaKeywords: 'Finanzierung, Ratenzahlung, Zahlungsarten, Fahrrad finanzieren, Cadence Cycles',
    blocks: [
      {
        type: 'rich-text',
        html: html`
          <p>
            Kundinnen und Kunden im Vereinigten Königreich können ihr neues Rad über unseren britischen Shop in monatlichen Raten
            bezahlen. Für Lieferungen nach Deutschland und in andere Länder können wir derzeit leider keine Finanzierung anbieten.
          </p>
          <h2>Zahlungsarten für Bestellungen aus Deutschland</h2>
          <p>
            Im Checkout stehen Ihnen Kredit- und Debitkarte, PayPal, Apple Pay und Google Pay zur Verfügung; je nach Lieferland
            bietet unser Partner für internationale Bestellungen weitere lokale Zahlungsarten an. Welche davon für Ihre Bestellung
            infrage kommen, sehen Sie vor dem Bezahlen.
          </p>
          <h2>So funktioniert die Finanzierung in Großbritannien</h2>
          <ol>
            <li>Mit dem Finanzierungsrechner auf der Produktseite vergleichen Sie Laufzeiten und Anzahlungen.</li>
            <li>Im Checkout wählen Sie die Finanzierung als Zahlungsart.</li>
            <li>
              Sie füllen einen kurzen Antrag bei unserem Finanzierungspartner aus und erhalten meist innerhalb weniger Minuten
              eine Entscheidung.
            </li>
            <li>Nach Ihrer Online-Unterschrift beginnen wir mit dem Aufbau Ihres Rads.</li>
          </ol>
          <p>
            Die Anzahlung wählen Sie frei zwischen 0 und 50 % des Barpreises. Voraussetzung sind ein Wohnsitz im Vereinigten
            Königreich, ein britisches Bankkonto und ein Mindestalter von 18 Jahren. Die Kreditvergabe erfolgt vorbehaltlich einer
            Bonitätsprüfung.
          </p>
        `,
      },
      {
        type: 'banner',
        text: 'Sie haben Fragen zur Bezahlung? Unser Kundenservice hilft Ihnen gern weiter.',
        linkLabel: 'Kontakt',
        linkUrl: '/contact/',
        tone: 'info',
      },
    ],
  },
];

export const cmsPageSeed: Localised<CmsPageSeed[]> = { 'en-GB': en, 'de-DE': de };
