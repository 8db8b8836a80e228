import type { SeedTenant } from './types.js';

export const technology: SeedTenant = {
  slug: 'technology',
  name: 'technology',
  display_name: 'Circuit Ledger',
  description:
    'Sharp, independent coverage of artificial intelligence, security, gadgets, software, startups and the policy fights that shape the tech industry.',
  tagline: 'Sharp, independent coverage of the technology industry.',
  industry: 'technology',
  branding: {
    primary_color: '#6d28d9',
    secondary_color: '#c026d3',
    background_color: '#faf8ff',
    text_color: '#1c1530',
  },
  settings: { articles_per_page: 12, enable_comments: true, rss_enabled: true },
  categories: [
    {
      slug: 'ai',
      name: 'AI',
      description:
        'Machine learning models, the chips that run them and how they are changing work.',
    },
    {
      slug: 'security',
      name: 'Security',
      description: 'Breaches, vulnerabilities, ransomware and the people defending networks.',
    },
    {
      slug: 'gadgets',
      name: 'Gadgets',
      description: 'Phones, laptops, wearables and the hardware we carry every day.',
    },
    {
      slug: 'software',
      name: 'Software',
      description: 'Developer tools, open source, cloud platforms and the code behind everything.',
    },
    {
      slug: 'startups',
      name: 'Startups',
      description:
        'Founders, funding rounds and the young companies trying to build what comes next.',
    },
    {
      slug: 'policy',
      name: 'Policy',
      description:
        'Regulation, privacy, competition and the laws being written for the digital world.',
    },
  ],
  stories: [
    {
      category: 'ai',
      title: 'University Consortium Releases Open-Weight Model That Rivals Coding Assistants',
      summary:
        'A group of eleven universities has published a mid-sized language model with open weights and training data documentation, posting strong results on programming benchmarks.',
      body_html:
        '<p>A consortium of eleven universities has released an open-weight language model that scores within a few points of leading commercial coding assistants on several widely used programming benchmarks, while being small enough to run on a single high-end workstation.</p>' +
        '<p>Unlike many releases, the group has also published detailed documentation of its training data, including the licences of the code repositories used and the filters applied to remove personal information. The project says this transparency is intended to make independent auditing possible.</p>' +
        '<blockquote><p>Academic labs cannot outspend industry, but we can out-document it. If people are going to build on this, they deserve to know what went into it, said project coordinator Dr. Henrik Aalto.</p></blockquote>' +
        '<p>Independent testers cautioned that benchmark scores do not always reflect real-world usefulness, and early users reported that the model struggles with very large codebases and less common languages. Still, researchers say a capable open model lowers the barrier for studying how such systems behave.</p>' +
        '<p>The consortium plans quarterly updates and has invited outside groups to contribute evaluation suites.</p>',
      author: 'Keiko Marsh',
      image: '/seed/technology/neural-network.svg',
      hours_ago: 2,
    },
    {
      category: 'ai',
      title: 'Insurers Quietly Adopt AI Claims Triage, Raising Questions About Appeals',
      summary:
        'Several mid-sized insurers now use machine learning to sort incoming claims, and consumer advocates want clearer rules on how customers can challenge automated decisions.',
      body_html:
        '<p>A growing number of mid-sized insurers are using machine learning systems to sort incoming claims into fast-track payouts, manual review and potential fraud investigations, according to a report from the Consumer Finance Observatory, a non-profit research group.</p>' +
        '<p>Insurers say the tools speed up straightforward claims, with some simple home and travel claims now paid within hours. The report found that most companies keep a human in the loop for denials, but practices vary widely and few explain to customers how their claim was routed.</p>' +
        '<h2>A push for transparency</h2>' +
        '<p>Consumer advocates argue that customers flagged for extra scrutiny often face longer waits without knowing why. The report recommends that insurers disclose when automated tools are used, publish error rates and give customers a simple route to request a human review.</p>' +
        '<p>Report author Sabine Rourke said the technology itself was not the problem. Faster payouts are good for everyone. The question is what happens to the person the model gets wrong, she said. An industry trade body said members were developing a voluntary code of practice.</p>',
      author: 'Nadia Farouk',
      image: '/seed/technology/chip-lattice.svg',
      hours_ago: 76,
    },
    {
      category: 'ai',
      title: 'Chipmakers Race to Build Low-Power Accelerators for On-Device AI',
      summary:
        'A new generation of laptop and phone processors dedicates more silicon to neural network tasks, promising AI features that work without a cloud connection.',
      body_html:
        '<p>Chip designers are devoting a growing share of each processor to dedicated neural accelerators, betting that customers will want AI features such as transcription, photo editing and translation to run locally rather than in the cloud.</p>' +
        '<p>Running models on the device can reduce latency, cut server costs and keep personal data off remote servers. The challenge is power: large models can drain a phone battery quickly, so designers are focusing on low-precision arithmetic and memory layouts that minimise data movement, which consumes more energy than the calculations themselves.</p>' +
        '<p>Analyst Tobias Ferreira of the research firm Meridian Silicon said marketing claims around AI performance were becoming hard to compare. Every vendor quotes a different peak figure under different conditions. What matters is sustained performance on real tasks at a realistic power budget, he said.</p>' +
        '<p>Software support remains a bottleneck. Developers often need to convert models into vendor-specific formats, and tools for doing so are uneven. Several chipmakers have begun contributing to shared open-source runtimes in an effort to make on-device AI easier to build.</p>',
      author: 'Victor Osei',
      image: '/seed/technology/chip-lattice.svg',
      hours_ago: 190,
    },
    {
      category: 'ai',
      title: 'Newsrooms Test AI Transcription Tools but Keep Humans on Final Edits',
      summary:
        'Local news organisations say automated transcription and summarisation save hours each week, while editors insist on human checks before anything is published.',
      body_html:
        '<p>Local newsrooms are increasingly using AI tools to transcribe council meetings, court hearings and interviews, according to a survey of 150 regional publishers by a journalism training foundation. Most said the tools save reporters several hours a week.</p>' +
        '<p>The most common uses were transcription and search across long recordings, followed by drafting summaries of public documents for internal use. Far fewer publishers allowed AI-generated text to appear in published stories, and those that did required an editor to check every sentence.</p>' +
        '<p>Editors reported that transcription errors tended to cluster around local place names, accents and technical jargon, which can change the meaning of a quote. Several newsrooms have built custom vocabulary lists to reduce mistakes.</p>' +
        '<blockquote><p>The tool gives me back an afternoon a week. It does not give me judgement, and it does not pick up the phone to check a fact, said Hollis Grant, editor of a regional weekly.</p></blockquote>' +
        '<p>The foundation is developing guidance on disclosure, recommending that publishers tell readers when AI tools played a meaningful role in producing a story.</p>',
      author: 'Leah Sorensen',
      image: null,
      hours_ago: 405,
    },
    {
      category: 'ai',
      title: 'Researchers Find Image Models Can Memorise Rare Training Photos',
      summary:
        'A study shows that image generators can reproduce near-copies of unusual pictures from their training data, raising privacy and copyright concerns.',
      body_html:
        '<p>Image generation models can sometimes reproduce near-identical copies of rare or heavily duplicated pictures from their training data, according to a study by computer scientists at the Calder Institute of Technology.</p>' +
        '<p>The researchers generated hundreds of thousands of images using prompts derived from captions in publicly available training sets, then searched for outputs that closely matched originals. A small fraction were near-duplicates, including product photos, artwork and, in a few cases, pictures of identifiable people.</p>' +
        '<p>Memorisation was far more likely for images that appeared many times in the training data or were highly distinctive. The authors say this suggests that careful deduplication of training sets could significantly reduce the risk.</p>' +
        '<h2>Implications for developers</h2>' +
        '<p>The findings add to a growing debate over how AI developers handle personal and copyrighted material. Lead author Dr. Mireille Santos said the rate was low but not zero. At the scale these systems are used, low is not the same as negligible, she said. The team has released its detection tools so that model developers can audit their own systems.</p>',
      author: 'Elliot Brandt',
      image: '/seed/technology/neural-network.svg',
      hours_ago: 620,
    },
    {
      category: 'security',
      title: 'Ransomware Group Targets Regional Water Utilities With Phishing Wave',
      summary:
        'Security researchers say a ransomware crew has sent tailored phishing emails to dozens of small water utilities, exploiting thin IT staffing.',
      body_html:
        '<p>A ransomware group has targeted dozens of small and mid-sized water utilities with tailored phishing emails over the past month, according to an advisory from a sector information-sharing centre. At least three utilities had office systems encrypted, though none reported disruption to water treatment.</p>' +
        '<p>The emails impersonated equipment suppliers and regulators, often referencing real maintenance schedules gleaned from public tender documents. Attachments installed remote access tools that attackers used to move through networks before deploying ransomware.</p>' +
        '<p>Small utilities often rely on a handful of IT staff, or on external contractors, to manage both business systems and the industrial controls that run pumps and treatment processes. Analysts warn that weak separation between the two can allow an intrusion in email to reach operational equipment.</p>' +
        '<blockquote><p>These are organisations with a small budget and a critical job. Attackers know they cannot afford long outages, and that is precisely why they are being targeted, said Priya Holloway, director of the information-sharing centre.</p></blockquote>' +
        '<p>The advisory recommends multi-factor authentication, offline backups and strict network segmentation, and the centre is offering free incident response support to affected members.</p>',
      author: 'Rafael Quintero',
      image: '/seed/technology/padlock-grid.svg',
      hours_ago: 6,
    },
    {
      category: 'security',
      title: 'Mid-Size Banks Report Passkey Sign-Ins Now Outnumber Passwords',
      summary:
        'A year after adopting passkeys, a group of regional banks says most customer logins no longer involve a password, and account takeover fraud has dropped.',
      body_html:
        '<p>Passkeys now account for more than half of customer sign-ins at a group of regional banks that introduced them last year, according to figures shared at a payments security conference. The banks also reported a sharp fall in account takeover fraud.</p>' +
        "<p>Passkeys replace passwords with cryptographic keys stored on a customer's phone or computer and unlocked with a fingerprint, face scan or device PIN. Because there is no shared secret to type in, they cannot be captured by fake login pages, which are the basis of most phishing attacks.</p>" +
        '<p>Adoption was slower among older customers and those using shared family devices. The banks kept password sign-in as a fallback and used in-app prompts, rather than forced migration, to encourage customers to switch.</p>' +
        '<p>Security lead Conrad Mbeki said account recovery remains the hardest problem. If a customer loses every device at once, you still need a safe way to get them back in, and that path becomes the new target for attackers, he said.</p>' +
        '<p>The banks are sharing their support scripts and design research with other institutions through an industry working group.</p>',
      author: 'Marcus Delacroix-Webb',
      image: '/seed/technology/padlock-grid.svg',
      hours_ago: 98,
    },
    {
      category: 'security',
      title: 'Flaw in Smart Lock Firmware Let Attackers Replay Unlock Codes',
      summary:
        'Researchers showed that a popular line of budget smart locks could be opened by recording and replaying wireless signals. A firmware fix is now available.',
      body_html:
        '<p>Security researchers have disclosed a vulnerability in the firmware of a budget smart lock line sold under several brand names that allowed an attacker within radio range to record an unlock signal and replay it later to open the door.</p>' +
        '<p>The researchers, from the independent lab Northgate Security Research, found that the locks did not properly use rolling codes, a technique that ensures each unlock message is valid only once. They demonstrated the attack using inexpensive radio hardware.</p>' +
        '<p>The manufacturer released a firmware update after a ninety-day coordinated disclosure period. However, the locks update only when paired with the companion app, and researchers estimate that many installed units may never receive the fix.</p>' +
        '<h2>A wider pattern</h2>' +
        '<p>The case highlights long-standing concerns about security in low-cost connected devices, where tight margins can limit investment in security engineering and long-term updates. Researcher Anika Dobrev said buyers have little way to judge security at the point of sale. Several countries are now developing labelling schemes to show how long a device will receive security updates.</p>',
      author: 'Imogen Tate',
      image: '/seed/technology/padlock-grid.svg',
      hours_ago: 240,
    },
    {
      category: 'security',
      title: 'Open-Source Maintainers Get Funding Boost to Audit Critical Libraries',
      summary:
        'A foundation-backed fund will pay for security audits and maintainer time on widely used open-source libraries that underpin much of the internet.',
      body_html:
        '<p>A new fund backed by a coalition of technology companies and a non-profit foundation will pay for professional security audits and maintainer time on dozens of open-source libraries identified as critical infrastructure.</p>' +
        '<p>Many widely used libraries, such as those for data compression, date handling and cryptography, are maintained by a small number of volunteers. Past incidents have shown how a single flaw or a compromised maintainer account in such a project can ripple across thousands of products.</p>' +
        '<p>The fund will prioritise projects based on how widely they are used and how much security review they have received. Maintainers can apply for grants to cover paid time for fixing issues, improving tests and adopting safer release practices such as signed builds.</p>' +
        '<blockquote><p>Money will not fix everything, but it turns security work from something people squeeze into weekends into something they can actually plan, said Dario Lunde, who maintains a popular parsing library.</p></blockquote>' +
        '<p>The first round of audits is due to begin next month, with results published once issues are fixed.</p>',
      author: 'Nadia Farouk',
      image: '/seed/technology/padlock-grid.svg',
      hours_ago: 333,
    },
    {
      category: 'security',
      title: 'Hospital Network Restores Core Systems Two Weeks After Cyberattack',
      summary:
        'A regional hospital group has brought its patient records and scheduling systems back online after a ransomware attack forced a return to paper.',
      body_html:
        '<p>A regional hospital network has restored its electronic patient records and appointment scheduling systems two weeks after a ransomware attack forced staff to switch to paper records and divert some ambulances to neighbouring hospitals.</p>' +
        '<p>The network said it had rebuilt affected servers from clean backups rather than paying a ransom. Outpatient clinics are now operating near normal capacity, although a backlog of postponed procedures will take several weeks to clear.</p>' +
        '<p>Investigators believe the attackers gained access through a compromised remote access account belonging to a third-party supplier. The network has since required multi-factor authentication for all external connections and is reviewing supplier access arrangements.</p>' +
        '<p>Chief information officer Lorraine Abadi praised staff who adapted to paper processes overnight. Our clinicians kept patients safe with pens and whiteboards. That resilience is something we will build into future planning rather than hope for, she said.</p>' +
        '<p>Regulators have opened an inquiry into whether any patient data was taken, and the network has set up a helpline for concerned patients.</p>',
      author: 'Rafael Quintero',
      image: '/seed/technology/padlock-grid.svg',
      hours_ago: 760,
    },
    {
      category: 'gadgets',
      title: 'Foldable Phones Get Cheaper as Hinge Designs Mature',
      summary:
        'New foldables from several manufacturers are arriving at mid-range prices, helped by simpler hinges and more durable screen protectors.',
      body_html:
        '<p>Foldable smartphones, long a premium niche, are moving into the mid-range as manufacturers release models priced well below earlier flagships. Analysts say simpler hinge mechanisms and improved screen materials have brought down both production costs and repair rates.</p>' +
        '<p>Early foldables were criticised for visible creases, fragile screens and hinges that collected dust. The latest designs use a teardrop-shaped fold that reduces stress on the display, and tougher ultra-thin glass layers that resist scratches better.</p>' +
        '<p>Market researcher Allegra Voss of the firm Signalpoint said buyers were responding. The price gap was the biggest objection in our surveys. Once it narrows, the question becomes whether people actually want a bigger screen in their pocket, and many do, she said.</p>' +
        '<p>Challenges remain. Foldables are typically heavier and thicker when closed than standard phones, and battery capacity is constrained by the split design. Repair costs for the inner screen can still be high, and reviewers recommend checking warranty terms carefully before buying.</p>',
      author: 'Keiko Marsh',
      image: '/seed/technology/smartphone-waves.svg',
      hours_ago: 26,
    },
    {
      category: 'gadgets',
      title: 'Repairable Laptop Maker Ships Modular Mainboard Upgrade',
      summary:
        'Owners of a modular laptop can now swap in a newer mainboard, extending the life of the chassis, screen and keyboard they already own.',
      body_html:
        '<p>Brightwork Computing, a small company that builds laptops designed to be repaired and upgraded, has begun shipping a new mainboard that slots into existing machines, giving owners a faster processor without replacing the rest of the computer.</p>' +
        "<p>The company's laptops use standard screws and clearly labelled parts, and owners can replace components such as the battery, keyboard and ports themselves. The mainboard upgrade is the most ambitious swap yet, allowing a three-year-old chassis to run the latest chips.</p>" +
        '<h2>Less waste, more tinkering</h2>' +
        "<p>Environmental groups have praised the approach, noting that much of a laptop's environmental footprint comes from manufacturing. Keeping the chassis, screen and other components in use can significantly reduce waste.</p>" +
        '<p>Reviewers found the swap straightforward, taking under an hour with the included screwdriver. However, the upgrade is not cheap, and some buyers may find a new budget laptop better value. Company co-founder Ines Margulies said the market was growing steadily. People like owning something they can understand and fix, she said.</p>',
      author: 'Victor Osei',
      image: '/seed/technology/smartphone-waves.svg',
      hours_ago: 148,
    },
    {
      category: 'gadgets',
      title: 'Smart Rings Move Beyond Sleep Tracking With Contactless Payments',
      summary:
        'The latest smart rings add payment chips and longer battery life, as makers try to turn a niche health gadget into an everyday accessory.',
      body_html:
        '<p>Smart rings, which have mostly been sold as discreet sleep and activity trackers, are gaining contactless payment features as manufacturers look for reasons to wear them around the clock.</p>' +
        '<p>Several new models include a secure payment chip that works at standard card terminals, along with improved batteries that last up to a week. Makers say the small size is an advantage for people who find smartwatches bulky or distracting.</p>' +
        '<p>Reviewers have generally praised comfort but noted limitations. Sizing matters more than for watches, and several companies now send a sizing kit before shipping the ring. Health readings such as heart rate and skin temperature are estimates and vary in accuracy between devices.</p>' +
        '<blockquote><p>A ring has to earn its place on your finger every single day. Payments are a clever hook because they give you a reason to put it back on after charging, said wearables analyst Jonah Whitfield.</p></blockquote>' +
        '<p>Subscription fees for health insights remain a point of friction, with some buyers unhappy at paying monthly on top of the hardware price.</p>',
      author: 'Leah Sorensen',
      image: '/seed/technology/wearable-ring.svg',
      hours_ago: 300,
    },
    {
      category: 'gadgets',
      title: 'E-Ink Tablets Find an Audience Among Note-Taking Professionals',
      summary:
        'Paper-like tablets with stylus support are selling steadily to lawyers, engineers and students who want distraction-free reading and writing.',
      body_html:
        '<p>E-ink tablets designed for handwriting and document reading are building a loyal following among professionals who spend their days annotating contracts, drawings and research papers, according to retailers and industry analysts.</p>' +
        '<p>The devices use the same display technology as e-readers, which reflects ambient light rather than shining it at the user, and can run for weeks on a charge. Stylus latency has improved to the point where writing feels close to pen on paper.</p>' +
        '<p>Many buyers cite the lack of notifications as a selling point. Without apps for social media or email, the tablets are deliberately limited, which users say helps them focus on a single document.</p>' +
        '<p>Prices remain high for a device with a monochrome screen, and colour e-ink displays are still slow and muted. Structural engineer Margot Lindahl said she had replaced several notebooks with one tablet. I carry every drawing for a site visit and I can mark them up in the rain under a hood, she said.</p>' +
        '<p>Manufacturers are now adding handwriting search and cloud sync to appeal to teams.</p>',
      author: 'Elliot Brandt',
      image: null,
      hours_ago: 525,
    },
    {
      category: 'gadgets',
      title: 'Battery Swap Stations for E-Scooters Expand to Twelve Cities',
      summary:
        'A network of automated battery swap cabinets aims to keep shared and privately owned e-scooters running without long charging stops.',
      body_html:
        '<p>Voltbay, a startup operating automated battery swap cabinets for electric scooters and mopeds, says its network now covers twelve cities after expanding into four new markets this quarter.</p>' +
        '<p>Riders insert a depleted battery into a cabinet and take a charged one in under a minute, paying per swap or through a monthly subscription. The cabinets are installed at petrol stations, convenience stores and transit hubs, and are monitored remotely for temperature and battery health.</p>' +
        '<p>The company says swapping addresses a key problem for delivery riders, who can lose hours each day waiting for batteries to recharge. Standardised battery packs are compatible with several scooter brands, though many popular models still use proprietary batteries.</p>' +
        '<p>Fire safety officials have welcomed centralised charging, arguing that it reduces the number of batteries being charged in homes and stairwells. City officials in two markets said they were considering standards to make battery packs interchangeable across brands.</p>',
      author: 'Marcus Delacroix-Webb',
      image: '/seed/technology/smartphone-waves.svg',
      hours_ago: 690,
    },
    {
      category: 'software',
      title: 'Popular Web Framework Drops Legacy Browser Support in Major Release',
      summary:
        'The latest major version of a widely used open-source web framework removes workarounds for old browsers, shrinking bundle sizes by up to a fifth.',
      body_html:
        '<p>The maintainers of Lattice, a widely used open-source framework for building web interfaces, have released a new major version that drops support for browsers more than three years old, removing thousands of lines of compatibility code.</p>' +
        '<p>The team says typical application bundles are between ten and twenty percent smaller as a result, improving load times on slower mobile connections. The release also adopts modern browser features for animations and form handling that previously required extra libraries.</p>' +
        "<p>Enterprise users with customers on older systems expressed concern on the project's discussion forums. The maintainers have committed to providing security fixes for the previous major version for eighteen months, giving organisations time to plan upgrades.</p>" +
        '<blockquote><p>Every workaround we carried for an old browser was a tax on every user of a new one. At some point you have to stop charging that tax, said core maintainer Sofia Lindqvist-Arce.</p></blockquote>' +
        '<p>An automated migration tool handles most of the breaking changes, though projects that rely heavily on third-party plugins may need additional work.</p>',
      author: 'Imogen Tate',
      image: '/seed/technology/code-windows.svg',
      hours_ago: 11,
    },
    {
      category: 'software',
      title: 'Cloud Outage Traced to Misconfigured DNS Change During Routine Update',
      summary:
        'A four-hour outage at a cloud hosting provider was caused by a faulty configuration change that spread faster than engineers could roll it back.',
      body_html:
        '<p>A four-hour outage that took down thousands of websites and apps hosted by Stratus Harbour, a mid-sized cloud provider, was caused by a misconfigured DNS change pushed during routine maintenance, the company said in a detailed incident report.</p>' +
        "<p>According to the report, an automated deployment tool applied the change to all regions at once instead of rolling it out gradually, because a safety check had been disabled during an earlier migration and never re-enabled. Customers' domain names stopped resolving, making services unreachable even though servers were running normally.</p>" +
        '<h2>Why recovery took hours</h2>' +
        '<p>Engineers identified the faulty change within twenty minutes, but rolling it back was slowed because internal tools also depended on the affected DNS system. Staff had to use emergency access procedures to reach key servers.</p>' +
        '<p>The company has apologised, offered service credits and promised changes, including mandatory staged rollouts and independent DNS for internal tools. Reliability engineers praised the transparency of the report, noting that similar circular dependencies have caused outages across the industry.</p>',
      author: 'Rafael Quintero',
      image: '/seed/technology/cloud-stack.svg',
      hours_ago: 52,
    },
    {
      category: 'software',
      title: 'Developers Embrace Memory-Safe Languages for New Systems Projects',
      summary:
        'A survey of 3,000 developers finds a sharp rise in the use of memory-safe languages for low-level code, driven by security concerns.',
      body_html:
        '<p>More than half of developers starting new systems-level projects now choose a memory-safe programming language, according to an annual survey of 3,000 professional developers by the research firm Codewright Analytics.</p>' +
        '<p>Memory safety bugs, such as buffer overflows and use-after-free errors, have long been among the most common causes of serious security vulnerabilities in software written in older languages like C and C++. Languages that prevent these errors by design have gained backing from security agencies and large software vendors.</p>' +
        '<p>The survey found that developers cited security as the main reason for switching, followed by better tooling and package management. However, most respondents said they continued to maintain large amounts of existing code in older languages, and full rewrites remain rare.</p>' +
        '<p>Survey lead Tamsin Okafor said the shift was gradual rather than dramatic. Nobody is rewriting forty years of infrastructure overnight. But new components, especially ones that parse untrusted input, are increasingly being written differently, she said.</p>' +
        '<p>Respondents highlighted a steep learning curve and limited hiring pools as the main obstacles.</p>',
      author: 'Nadia Farouk',
      image: '/seed/technology/code-windows.svg',
      hours_ago: 212,
    },
    {
      category: 'software',
      title: 'Open-Source Database Project Forks After Licence Change Dispute',
      summary:
        'Contributors to a popular database have launched a community fork after the company behind it moved to a more restrictive licence.',
      body_html:
        '<p>Longtime contributors to Quarry, a popular open-source database, have launched a community-led fork after the company that sponsors the project switched future releases to a source-available licence that restricts offering the software as a hosted service.</p>' +
        '<p>The company said the change was necessary to stop large cloud providers from selling managed versions of the database without contributing back. Critics argue the new licence no longer meets the widely accepted definition of open source and leaves users uncertain about future terms.</p>' +
        '<p>The fork, called Bedrock, is being hosted by a non-profit foundation and has already attracted contributors from several companies. Its organisers say it will remain under the original permissive licence and be governed by an elected technical committee.</p>' +
        '<blockquote><p>Nobody wanted a fork. But people built businesses on a promise, and when the promise changed they needed somewhere stable to stand, said Bedrock steering member Ravi Castellanos.</p></blockquote>' +
        '<p>Similar licence changes have split other infrastructure projects in recent years, and analysts say the outcome often depends on which side retains the most active maintainers.</p>',
      author: 'Leah Sorensen',
      image: '/seed/technology/cloud-stack.svg',
      hours_ago: 380,
    },
    {
      category: 'software',
      title: 'Browser Makers Converge on Shared Rules for Sleeping Background Tabs',
      summary:
        'A draft web standard would let sites know when a tab is being suspended to save memory, reducing lost form data and broken sessions.',
      body_html:
        '<p>Engineers from several browser projects have published a draft web standard describing how browsers should suspend background tabs to save memory and battery, and how websites are notified before and after it happens.</p>' +
        '<p>Browsers have increasingly frozen or discarded tabs that have not been used for a while, but each does so differently. Web developers complain that users can lose unsaved form data or find chat sessions disconnected when they return to a tab.</p>' +
        '<p>Under the proposal, browsers would send a consistent set of events to a page before freezing it and after resuming, giving sites a chance to save state. Pages could also signal that they are doing important background work, such as an active upload, though browsers would still have the final say.</p>' +
        '<p>Web performance consultant Ottilie Brandt said the draft was overdue. Users do not care which browser is clever about memory. They care that the thing they typed is still there, she said.</p>' +
        '<p>The draft is open for public comment, and experimental implementations are expected in developer builds later this year.</p>',
      author: 'Keiko Marsh',
      image: '/seed/technology/code-windows.svg',
      hours_ago: 832,
    },
    {
      category: 'startups',
      title: 'Climate Software Startup Raises Series B to Model Grid Congestion',
      summary:
        'Gridwise, which forecasts where electricity networks will run out of capacity, has raised new funding as utilities scramble to connect solar farms and heat pumps.',
      body_html:
        '<p>Gridwise, a startup that builds software to forecast congestion on electricity networks, has raised a Series B funding round led by a climate-focused investment fund, the company announced. It did not disclose the amount.</p>' +
        '<p>Utilities face a surge of requests to connect solar farms, batteries, electric vehicle chargers and heat pumps, and many have waiting lists stretching years. Gridwise combines network data with weather and demand forecasts to show where capacity is available and where upgrades would deliver the most benefit.</p>' +
        "<p>Chief executive Lena Hoffmann said the company's customers used the tool to approve connections that would previously have been rejected out of caution. Grids are often fuller on paper than they are in reality. Better data lets you use the headroom you already have, she said.</p>" +
        '<p>The company plans to use the funding to expand into two new markets and to hire engineers with power systems experience. Investors say grid software is attracting more interest as governments set ambitious electrification targets but physical network upgrades take years to build.</p>',
      author: 'Elliot Brandt',
      image: '/seed/technology/rocket-growth.svg',
      hours_ago: 18,
    },
    {
      category: 'startups',
      title: 'Seed Funding Rebounds for Developer Tools After a Quiet Year',
      summary:
        'Early-stage investment in startups building tools for software developers has picked up again, according to new data from a venture research firm.',
      body_html:
        '<p>Seed-stage funding for developer tool startups rose by nearly 40 percent in the last quarter compared with the same period a year earlier, according to data compiled by the venture research firm Foundry Metrics.</p>' +
        '<p>The rebound follows a sharp slowdown in which many investors focused on a small number of AI companies. Developer tools that help teams test, deploy and monitor software, especially those incorporating AI assistance, accounted for much of the renewed activity.</p>' +
        '<h2>Smaller rounds, more scrutiny</h2>' +
        '<p>While the number of deals increased, average round sizes remained below their peak, and investors say they are asking for clearer evidence of paying customers earlier. Founders report that due diligence now routinely includes questions about how products will hold up against features bundled into larger platforms.</p>' +
        '<p>Investor Abena Kourouma of Kiln Ventures said the strongest pitches focused on narrow, painful problems. The winners are not trying to replace the whole toolchain. They fix one thing developers hate doing, and they fix it properly, she said.</p>',
      author: 'Marcus Delacroix-Webb',
      image: null,
      hours_ago: 124,
    },
    {
      category: 'startups',
      title: 'Robotics Startup Pivots From Warehouses to Hospital Logistics',
      summary:
        'After struggling to compete in warehouse automation, Carrydeck has retooled its delivery robots to move medicines and samples around hospitals.',
      body_html:
        '<p>Carrydeck, a robotics startup that originally built autonomous carts for warehouses, has pivoted to hospital logistics after its robots found an unexpected fit moving medicines, lab samples and linen between wards.</p>' +
        '<p>The company said it struggled to win warehouse contracts against larger competitors, but a pilot at a teaching hospital revealed strong demand. Porters and nurses at the hospital were spending hours each day walking supplies between departments.</p>' +
        '<p>The robots use lifts independently, lock their compartments with staff badge access and navigate busy corridors at walking pace. Carrydeck says its fleet at the pilot hospital now makes more than 400 trips a day.</p>' +
        '<blockquote><p>We did not set out to build a healthcare company. The hospital told us what they needed, and we listened, said co-founder Tariq Mendelsohn.</p></blockquote>' +
        '<p>Hospital staff said the robots had freed porters for patient-facing work, although early versions struggled with crowded lifts and occasionally stopped for long periods in busy corridors. The company has raised a small bridge round to fund deployments at three more hospitals.</p>',
      author: 'Victor Osei',
      image: '/seed/technology/rocket-growth.svg',
      hours_ago: 270,
    },
    {
      category: 'startups',
      title: 'Founders Turn to Revenue-Based Financing Over Traditional Venture Rounds',
      summary:
        'More software startups are borrowing against future revenue instead of selling equity, trading faster growth for greater control.',
      body_html:
        '<p>A growing number of software startups with steady subscription revenue are choosing revenue-based financing, in which lenders provide capital in exchange for a share of future monthly revenue until a set amount is repaid, rather than raising traditional venture capital.</p>' +
        '<p>Providers say demand has risen as founders seek to avoid dilution and the pressure for rapid growth that often comes with venture backing. Repayments rise and fall with revenue, which can ease pressure in slow months compared with a fixed loan.</p>' +
        '<p>Critics note that the effective cost of capital can be high, and the model only suits companies with predictable revenue. It is rarely available to pre-revenue startups or those building hardware.</p>' +
        '<p>Founder Clementine Achterberg, whose scheduling software company used the approach to fund a sales expansion, said it had suited her goals. We want to build a durable business, not necessarily the biggest one. This let us grow without handing over the steering wheel, she said.</p>' +
        '<p>Analysts expect the market to keep growing as more founders treat venture capital as one option among several.</p>',
      author: 'Imogen Tate',
      image: '/seed/technology/rocket-growth.svg',
      hours_ago: 455,
    },
    {
      category: 'startups',
      title: 'Accelerator Launches Programme for Hardware Founders Outside Major Hubs',
      summary:
        'A new accelerator will give hardware startups in smaller cities access to prototyping labs, manufacturing contacts and early funding.',
      body_html:
        '<p>A new accelerator programme aimed at hardware startups based outside major technology hubs has opened applications, offering access to prototyping labs, introductions to contract manufacturers and a small initial investment.</p>' +
        '<p>Hardware startups face higher upfront costs than software companies, needing money for tooling, certification and inventory before they can sell a single unit. Organisers say founders in smaller cities often lack access to the specialist suppliers and investors concentrated in a few large hubs.</p>' +
        '<p>The programme, run by a partnership of regional universities and manufacturing firms, will operate from workshops in four mid-sized cities. Each cohort of ten startups will receive six months of support, including help navigating safety certification and supply chain planning.</p>' +
        '<p>Programme director Beatriz Calloway said many strong ideas never leave the garage because founders cannot reach the right people. We want someone building a better irrigation sensor in a farming town to have the same access to a factory floor as someone in a big city, she said.</p>' +
        '<p>The first cohort is expected to begin in the autumn.</p>',
      author: 'Nadia Farouk',
      image: '/seed/technology/rocket-growth.svg',
      hours_ago: 580,
    },
    {
      category: 'policy',
      title: 'Lawmakers Advance Right-to-Repair Bill Covering Phones and Tractors',
      summary:
        'A bill requiring manufacturers to provide parts, tools and repair manuals to independent shops has cleared a key committee vote.',
      body_html:
        '<p>A right-to-repair bill that would require manufacturers to make spare parts, diagnostic tools and repair documentation available to independent repair shops and consumers has cleared a key legislative committee with cross-party support.</p>' +
        '<p>The bill covers consumer electronics such as phones and laptops, as well as agricultural equipment, where farmers have long complained that they must wait for authorised dealers to fix tractors during critical planting and harvest seasons.</p>' +
        '<p>Manufacturers argue that unrestricted access to repair tools could create safety and security risks, and that some components, such as those involved in emissions controls, should remain restricted. Amendments adopted in committee allow limited exceptions for security-critical functions.</p>' +
        '<blockquote><p>When a farmer has a twelve-hour weather window and a tractor stuck on an error code, the difference between a local mechanic and a dealer three counties away is the harvest, said committee member Representative Dana Whitcombe.</p></blockquote>' +
        '<p>The bill now heads to a full floor vote. Repair advocates say they will push to narrow the exceptions, while industry groups plan to continue lobbying for changes.</p>',
      author: 'Leah Sorensen',
      image: '/seed/technology/capitol-circuit.svg',
      hours_ago: 30,
    },
    {
      category: 'policy',
      title: 'Data Protection Regulator Fines Ad-Tech Firm Over Location Tracking',
      summary:
        'A regulator has fined an advertising technology company for collecting precise location data from apps without valid consent.',
      body_html:
        '<p>A national data protection regulator has fined Beaconfield Media, an advertising technology firm, for collecting and selling precise location data gathered through software embedded in dozens of mobile apps without obtaining valid consent from users.</p>' +
        "<p>According to the regulator's decision, the company's software collected location readings several times an hour and shared them with advertisers and data brokers. Consent screens shown to users were found to be misleading, describing the data as anonymous when it could be linked to individuals.</p>" +
        '<h2>Pressure on app developers</h2>' +
        '<p>The regulator also warned app developers that they are responsible for the third-party code they include. Several of the apps involved had removed the software after being contacted by investigators.</p>' +
        '<p>Privacy advocates welcomed the decision but said the fine was small relative to the value of the data market. Digital rights researcher Oksana Pellegrini said location data is uniquely revealing. It shows where you sleep, where you work, where you pray and which clinic you visit, she said. The company said it would appeal.</p>',
      author: 'Elliot Brandt',
      image: '/seed/technology/capitol-circuit.svg',
      hours_ago: 160,
    },
    {
      category: 'policy',
      title: 'Proposed AI Transparency Rules Would Require Labels on Synthetic Media',
      summary:
        'Draft regulations would oblige platforms and AI developers to label realistic images, audio and video generated by machines.',
      body_html:
        '<p>Draft regulations published for consultation would require companies that offer AI image, audio and video generators to attach machine-readable labels to their outputs, and would oblige large online platforms to display visible notices when content is identified as synthetic.</p>' +
        '<p>Officials said the rules are intended to help people distinguish genuine recordings from fabricated ones, particularly around elections and in cases of fraud where cloned voices are used to impersonate relatives or executives.</p>' +
        '<p>Technical experts noted that watermarks and metadata can be stripped or lost when files are edited, compressed or screenshotted. The draft acknowledges this, describing labelling as one layer of a broader approach that includes media literacy and detection tools.</p>' +
        '<p>Creative industry groups broadly support labelling but want exemptions for routine edits such as colour correction. Civil liberties organisations have asked for safeguards to ensure labelling requirements do not become a tool for restricting satire or political speech.</p>' +
        '<p>The consultation runs for twelve weeks, and final rules are expected next year.</p>',
      author: 'Marcus Delacroix-Webb',
      image: null,
      hours_ago: 352,
    },
    {
      category: 'policy',
      title: 'Spectrum Auction Opens Mid-Band Airwaves for Rural Broadband',
      summary:
        'Regulators will auction mid-band radio spectrum with coverage obligations designed to push fast wireless internet into underserved rural areas.',
      body_html:
        '<p>Telecommunications regulators have confirmed plans to auction a block of mid-band radio spectrum, with licence conditions requiring winning bidders to extend fast wireless broadband to a set share of rural households within five years.</p>' +
        '<p>Mid-band spectrum offers a balance between coverage and capacity, travelling further than the high-frequency bands used for the fastest urban 5G while carrying more data than low-band frequencies. Regulators say it is well suited to fixed wireless access, in which an antenna on a home connects to a nearby mast.</p>' +
        '<p>Rural advocacy groups welcomed the coverage obligations but said penalties for missing targets must be strong enough to matter. Past auctions have included similar commitments that were later softened or missed.</p>' +
        '<blockquote><p>Every auction promises rural coverage. This time we want the map audited by someone who actually drives the back roads, said Fenella Harcourt of a rural connectivity campaign.</p></blockquote>' +
        '<p>Mobile operators said the conditions were demanding but achievable. Bidding is expected to begin in the spring, and regulators will publish detailed coverage maps once licences are awarded.</p>',
      author: 'Keiko Marsh',
      image: '/seed/technology/capitol-circuit.svg',
      hours_ago: 480,
    },
    {
      category: 'policy',
      title: 'Cities Weigh Limits on Facial Recognition in Public Transit Hubs',
      summary:
        'Several city councils are debating rules on whether police and transit operators can use live facial recognition cameras in stations.',
      body_html:
        '<p>City councils in at least five metropolitan areas are debating proposals to restrict or ban the use of live facial recognition in train stations, bus terminals and other public transit hubs, according to a review by the Civic Technology Forum.</p>' +
        '<p>Supporters of the technology say it can help locate missing people and identify suspects in serious crimes. Opponents argue that scanning the faces of everyone who passes through a station amounts to mass surveillance, and point to studies showing that some systems are less accurate for certain demographic groups.</p>' +
        '<p>The proposals vary widely. Some would ban live facial recognition outright while allowing searches of recorded footage with a warrant. Others would permit live use only for specific serious offences, with independent audits and public reporting of every deployment.</p>' +
        '<p>Transit officials in one city said they had paused a planned trial pending the outcome of the debate. Council member Ifeoma Delgado, who is sponsoring a proposed moratorium, said the public deserved a say first. Once the cameras are up, they rarely come down, she said.</p>' +
        '<p>Votes are expected in several cities over the coming months.</p>',
      author: 'Imogen Tate',
      image: '/seed/technology/capitol-circuit.svg',
      hours_ago: 44,
    },
  ],
};
