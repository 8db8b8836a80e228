import type { SeedTenant } from './types.js';

export const helionews: SeedTenant = {
  slug: 'helionews',
  name: 'helionews',
  display_name: 'HelioNews',
  description:
    'Independent reporting on the world as it is: international affairs, politics, business, science, culture and the climate, with analysis and opinion from people who know the ground.',
  tagline: 'The world as it is, reported independently.',
  industry: 'general',
  branding: {
    primary_color: '#1976d2',
    secondary_color: '#dc004e',
    background_color: '#ffffff',
    text_color: '#000000',
  },
  settings: { articles_per_page: 10, enable_comments: true, rss_enabled: true },
  categories: [
    {
      slug: 'world',
      name: 'World',
      description:
        'International news, diplomacy and the stories shaping regions far from the headlines.',
    },
    {
      slug: 'politics',
      name: 'Politics',
      description: 'Elections, legislatures and the people and policies behind them.',
    },
    {
      slug: 'business',
      name: 'Business',
      description: 'Markets, companies, jobs and the economy that connects them.',
    },
    {
      slug: 'science',
      name: 'Science',
      description: 'Discoveries and research from laboratories, field sites and observatories.',
    },
    {
      slug: 'culture',
      name: 'Culture',
      description: 'Books, film, music, art and the institutions that keep them alive.',
    },
    {
      slug: 'climate',
      name: 'Climate',
      description: 'Energy, weather, adaptation and the transition to a lower-carbon world.',
    },
    {
      slug: 'opinion',
      name: 'Opinion',
      description: 'Columns and commentary from HelioNews writers and guest contributors.',
    },
  ],
  stories: [
    {
      category: 'world',
      title: 'Mediators Report Breakthrough on Prisoner Swap After Marathon Overnight Talks',
      summary:
        'Negotiators meeting in Geneva say both delegations have agreed in principle to exchange 140 detainees, the first concrete step after eight months of stalled talks.',
      body_html:
        '<p>After nineteen hours of closed-door negotiations, mediators announced early Thursday that the two delegations had agreed in principle on a prisoner exchange covering 140 detainees, including a dozen journalists and aid workers held since last spring.</p>' +
        '<p>"This is not peace, but it is the first thing both sides have signed in eight months," said Ingrid Halvorsen, the lead mediator, speaking to reporters outside the venue. She cautioned that the lists of names still had to be checked by independent monitors before any transfer could begin.</p>' +
        '<p>Diplomats familiar with the talks said the breakthrough came after mediators separated the humanitarian file from the disputed questions of territory and reparations, which will be taken up in a second round expected next month.</p>' +
        '<p>Families of detainees, many of whom had waited outside the conference hall through the night, greeted the news cautiously. Officials said the first transfers could take place within two weeks if verification proceeds smoothly.</p>',
      author: 'Maren Okafor',
      image: '/seed/helionews/globe.svg',
      hours_ago: 3,
    },
    {
      category: 'world',
      title: 'River Freight Slows to a Crawl as Record-Low Water Levels Strand Barges',
      summary:
        "Barges on one of Europe's busiest inland waterways are sailing at a third of capacity after weeks without meaningful rain, pushing up the cost of moving fuel, grain and chemicals.",
      body_html:
        '<p>Cargo barges on the Rhine are carrying as little as a third of their usual loads after water at a key chokepoint fell below 40 centimetres this week, according to shipping operators along the river.</p>' +
        '<p>The shallow water has forced companies to split shipments across more vessels and, in some cases, to shift freight onto rail and road networks that are already close to capacity. Operators say surcharges on river freight have tripled since the start of the month.</p>' +
        '<p>"Every centimetre matters," said Pieter van Dongen, who runs a fleet of eleven barges out of Duisburg. "At these levels we are sailing half-empty and paying full crews, and the customers know there is nowhere else to go."</p>' +
        '<p>Forecasters expect only light rain over the next ten days. Industry groups are urging governments to speed up long-planned dredging projects and to support the construction of shallower-draft vessels designed for drier summers.</p>',
      author: 'Tomas Lindqvist',
      image: '/seed/helionews/city-skyline.svg',
      hours_ago: 20,
    },
    {
      category: 'world',
      title: 'Pacific Island Nation Deploys Long-Range Drones to Guard Vast New Marine Reserve',
      summary:
        'Solar-powered drones and a small fleet of patrol boats will monitor a protected zone larger than France, as officials move to curb illegal fishing that costs the country millions each year.',
      body_html:
        '<p>A Pacific island nation of fewer than 200,000 people has begun patrolling one of the largest marine reserves on Earth with a fleet of long-range, solar-powered drones, officials said this week.</p>' +
        '<p>The reserve, declared two years ago, covers roughly 680,000 square kilometres of ocean. Until now, enforcement relied on a single patrol vessel and occasional surveillance flights lent by regional partners, leaving most of the area unwatched.</p>' +
        '<p>"We had drawn a line on the map. Now we can actually see it," said Fisheries Minister Losana Tavake. She said the drones can stay aloft for up to 30 hours and relay vessel positions to a control room in the capital.</p>' +
        '<p>Illegal, unreported fishing is estimated to cost the country tens of millions of dollars a year, a significant sum for an economy built on tuna licences and tourism. Conservation groups welcomed the move but said prosecutions, not just detection, would decide its success.</p>',
      author: 'Lucia Fernandez-Ortiz',
      image: '/seed/helionews/globe.svg',
      hours_ago: 61,
    },
    {
      category: 'world',
      title: 'Cross-Border Rail Link Reopens After a Decade, Cutting Journey Times in Half',
      summary:
        'Passenger trains are running again on a mountain line closed since a landslide ten years ago, reconnecting two regional capitals and reviving hopes for tourism in the valleys between them.',
      body_html:
        '<p>The first passenger train in a decade rolled across the restored viaduct on Monday morning, carrying officials, railway enthusiasts and several hundred residents who had queued since dawn for a free seat.</p>' +
        '<p>The line was severed by a landslide that destroyed a tunnel portal and part of the track bed. Rebuilding it took four years and required new drainage galleries drilled deep into the mountainside to stop a repeat.</p>' +
        '<p>With the link restored, the journey between the two regional capitals drops from more than five hours by road to about two and a half by rail. Operators plan eight return services a day, rising to twelve in summer.</p>' +
        '<blockquote>"My grandchildren have never taken this train. Today they did, with me," said Agnes Moretti, 81, who worked in a station cafe on the line before it closed.</blockquote>' +
        '<p>Local businesses hope the reopening will bring back hikers and skiers who had stopped visiting the remote valleys.</p>',
      author: 'Henry Nakamura-Price',
      image: '/seed/helionews/city-skyline.svg',
      hours_ago: 190,
    },
    {
      category: 'world',
      title: 'Aid Agencies Warn Funding Gap Threatens Winter Relief for Displaced Families',
      summary:
        'Humanitarian groups say they have received less than 40 percent of the money requested for winter assistance, forcing them to ration fuel, blankets and shelter repairs.',
      body_html:
        '<p>A coalition of humanitarian agencies warned on Tuesday that a sharp shortfall in donor funding could leave hundreds of thousands of displaced families without adequate heating and shelter this winter.</p>' +
        '<p>The groups said they had received just 38 percent of the money requested for their winter appeal, compared with roughly 60 percent at the same point last year. Several organisations have already cut planned distributions of stoves and insulation kits.</p>' +
        '<p>"We are choosing between fuel and food, and that is not a choice anyone should be making in November," said Rania Haddad, who coordinates the coalition\'s logistics. She said camps at higher altitudes would be hit first as temperatures fall.</p>' +
        '<p>Donor governments have cited competing crises and tighter domestic budgets. The agencies are urging them to release pledged funds early, arguing that delivering supplies before roads freeze costs far less than emergency airlifts later in the season.</p>',
      author: 'Maren Okafor',
      image: null,
      hours_ago: 430,
    },
    {
      category: 'politics',
      title: 'Parliament Passes Landmark Housing Bill After Late-Night Amendment Deal',
      summary:
        'Lawmakers approved a sweeping housing package shortly after midnight, following a compromise that eases zoning rules near transit lines while adding protections for existing tenants.',
      body_html:
        '<p>Parliament passed the most significant housing legislation in a generation early on Wednesday, after party leaders struck a last-minute deal on amendments that had threatened to sink the bill.</p>' +
        '<p>The law allows mid-rise apartment buildings to be built by right within 800 metres of major rail and bus stations, overriding local rules that had limited much of that land to detached homes. It also creates a fund to help councils upgrade water and sewer networks.</p>' +
        '<p>The breakthrough came when the government accepted an opposition amendment capping rent increases for tenants displaced by redevelopment and guaranteeing them first refusal on new units. The final vote was 214 to 171.</p>' +
        '<p>"This does not solve the housing crisis overnight, but it removes the excuses," Housing Minister Clara Beaumont said after the vote. Critics, including several rural members, argued the bill gives too little weight to local planning decisions.</p>',
      author: 'Daniel Whitcombe',
      image: '/seed/helionews/capitol-dome.svg',
      hours_ago: 1,
    },
    {
      category: 'politics',
      title: 'Voter Turnout Hits 20-Year High in Regional Elections Driven by Young Voters',
      summary:
        'Turnout reached 68 percent in regional elections, with the sharpest rise among voters under 30, according to preliminary figures from the electoral commission.',
      body_html:
        "<p>Voters turned out in numbers not seen in two decades in Sunday's regional elections, with preliminary figures putting participation at 68 percent, up eleven points from the last contest.</p>" +
        '<p>The electoral commission said the sharpest increase came among voters aged 18 to 29, whose turnout rose by an estimated 19 points. Analysts pointed to a campaign dominated by rents, public transport and the cost of childcare.</p>' +
        '<p>Several smaller parties made gains at the expense of established ones, leaving no single party with a majority in four of the seven regional assemblies. Coalition talks are expected to stretch into next month.</p>' +
        '<p>"Young people were told for years that they do not vote. This time they decided to prove everyone wrong," said political scientist Dr. Oliver Stenmark. He added that it remained unclear whether the surge would carry over into the next national election.</p>',
      author: 'Priya Raman-Hale',
      image: '/seed/helionews/ballot-box.svg',
      hours_ago: 30,
    },
    {
      category: 'politics',
      title: 'Senate Committee Opens Inquiry Into Emergency Medical Supply Contracts',
      summary:
        'A cross-party committee will examine how contracts worth 1.2 billion were awarded during a supply shortage, after auditors found gaps in the paperwork for dozens of deals.',
      body_html:
        '<p>A Senate committee voted unanimously on Friday to open a formal inquiry into how emergency contracts for masks, ventilators and testing kits were awarded during a period of acute shortage.</p>' +
        "<p>The decision follows an auditor's report that found incomplete documentation for 43 contracts with a combined value of about 1.2 billion. In several cases, the report said, suppliers were selected without any record of competing bids.</p>" +
        '<p>Committee chair Senator Ruth Okonjo said the inquiry was not intended to second-guess officials working under extreme pressure. "Speed was necessary. Secrecy was not," she said. "The public is entitled to know who was paid, for what, and why."</p>' +
        '<p>The committee will have the power to compel documents and testimony. Its first public hearings are scheduled for early next year, with a final report due before the summer recess.</p>',
      author: 'Daniel Whitcombe',
      image: '/seed/helionews/capitol-dome.svg',
      hours_ago: 118,
    },
    {
      category: 'politics',
      title: 'Governing Coalition Survives Confidence Vote by a Margin of Four',
      summary:
        "The prime minister's three-party coalition narrowly defeated a no-confidence motion, but defections from a junior partner exposed deep divisions over energy prices and defence spending.",
      body_html:
        '<p>The governing coalition survived a no-confidence vote on Thursday by just four votes, a margin that underlined how fragile its majority has become after months of infighting.</p>' +
        "<p>The motion, tabled by the main opposition party, drew support from six members of the smallest coalition partner, who broke ranks over the government's decision to phase out household energy subsidies earlier than promised.</p>" +
        '<h2>A warning shot</h2>' +
        '<p>Government whips said the result proved the coalition could still govern. But party insiders acknowledged that the rebels had made their point and that concessions on energy support were now likely in the spring budget.</p>' +
        '<p>"Today was not about bringing the government down. It was about being heard," said Markus Feld, one of the dissenting members. Opposition leaders said they would continue to press for early elections.</p>',
      author: 'Graham Achterberg',
      image: '/seed/helionews/capitol-dome.svg',
      hours_ago: 300,
    },
    {
      category: 'politics',
      title: 'Cities Trial Ranked-Choice Ballots in Municipal Races, With Mixed Reviews',
      summary:
        'Three mid-sized cities used ranked ballots for mayoral elections for the first time. Officials reported few technical problems, but results took days to finalise and some voters found the system confusing.',
      body_html:
        '<p>Three cities that adopted ranked-choice voting for their mayoral races this autumn have completed their first counts, offering an early test of a system that has drawn growing interest from reform advocates.</p>' +
        '<p>Election officials reported no major technical failures, and turnout was broadly in line with previous contests. But the final results in the largest of the three cities took five days to confirm, as ballots were redistributed over seven rounds.</p>' +
        '<p>Exit surveys suggested most voters understood how to rank candidates, though about one in eight said they found the ballot confusing. Older voters were more likely to mark only a first choice.</p>' +
        '<p>"Campaigns were noticeably less negative, because candidates wanted to be everyone\'s second choice," said Alma Reyes, who studies local elections. The city councils involved will review the trial before deciding whether to make it permanent.</p>',
      author: 'Priya Raman-Hale',
      image: '/seed/helionews/ballot-box.svg',
      hours_ago: 560,
    },
    {
      category: 'business',
      title: 'Central Bank Holds Rates Steady but Signals Cuts Could Come by Spring',
      summary:
        'Policymakers kept the benchmark rate at 4.25 percent for a fourth meeting, while noting that inflation is falling faster than expected and that easing may begin early next year.',
      body_html:
        '<p>The central bank left its benchmark interest rate unchanged at 4.25 percent on Wednesday, but its governor said for the first time that rate cuts could be appropriate "in the first half of next year" if inflation keeps easing.</p>' +
        '<p>Consumer price growth slowed to 2.8 percent last month, its lowest level in nearly three years, helped by lower energy costs and a cooling housing market. Wage growth, however, remains above the level policymakers consider consistent with their 2 percent target.</p>' +
        '<p>Seven of the nine members of the rate-setting committee voted to hold, while two favoured an immediate cut of a quarter point. Bond yields fell sharply after the announcement and the currency weakened against the dollar.</p>' +
        '<p>"The direction of travel is clear, even if the timing is not," said Hannah Lowry, chief economist at a large asset manager. Most analysts now expect a first cut in March or April.</p>',
      author: 'Graham Achterberg',
      image: '/seed/helionews/market-chart.svg',
      hours_ago: 8,
    },
    {
      category: 'business',
      title: 'Battery Maker to Build 4,000-Job Plant in Former Steel Town',
      summary:
        'Arclight Energy will invest 3.1 billion in a cell factory on the site of a shuttered steelworks, in one of the largest manufacturing commitments in the region for decades.',
      body_html:
        '<p>Arclight Energy, a fast-growing battery manufacturer, said on Monday it would build a 3.1 billion gigafactory on the site of a steelworks that closed seven years ago, creating an estimated 4,000 permanent jobs.</p>' +
        '<p>The plant will produce lithium iron phosphate cells for electric buses, delivery vans and grid storage. Construction is due to start next year, with the first production lines running by late 2027 and full output of 30 gigawatt-hours a year by 2029.</p>' +
        "<p>The company said access to a skilled industrial workforce, a deep-water port and a nearby wind farm capable of supplying most of the site's electricity had tipped the decision. Regional authorities have offered grants and tax credits worth about 400 million.</p>" +
        '<p>"This town knows how to make heavy, complicated things," said Arclight chief executive Soren Valk. Union leaders welcomed the announcement but said they would press for commitments on local hiring and training.</p>',
      author: 'Aisha Bello',
      image: '/seed/helionews/market-chart.svg',
      hours_ago: 44,
    },
    {
      category: 'business',
      title: 'Grocery Prices Ease for Third Straight Month as Supply Chains Normalise',
      summary:
        'Food inflation fell to its lowest level in two years, with cheaper dairy, cooking oil and fresh vegetables offsetting stubbornly high prices for coffee and chocolate.',
      body_html:
        '<p>Shoppers are finally seeing some relief at the checkout. Food inflation slowed for a third consecutive month in October, falling to 3.1 percent from a peak of more than 15 percent two years ago, according to official statistics.</p>' +
        '<p>Prices for dairy products, cooking oils and several fresh vegetables fell outright compared with a year earlier, reflecting lower fertiliser and transport costs and strong harvests across much of Europe and South America.</p>' +
        '<p>Not everything is getting cheaper. Coffee and chocolate prices remain near record highs after poor crops in key growing regions, and the cost of beef has continued to climb as herds shrink.</p>' +
        '<p>Retail analysts say intense competition between supermarket chains and discounters is also squeezing margins. "The big grocers are fighting for every basket," said Teresa Quinlan of a retail consultancy. "That is good news for households, less so for shareholders."</p>',
      author: 'Henry Nakamura-Price',
      image: '/seed/helionews/market-chart.svg',
      hours_ago: 150,
    },
    {
      category: 'business',
      title: 'Return-to-Office Push Stalls as Firms Struggle to Fill Downtown Towers',
      summary:
        'Office attendance has plateaued at around 60 percent of pre-pandemic levels, and landlords are converting older buildings into flats, labs and hotels rather than waiting for tenants to return.',
      body_html:
        '<p>Despite a wave of corporate mandates requiring staff to spend more days at their desks, office occupancy in major city centres has barely moved this year, hovering at around 60 percent of pre-pandemic levels.</p>' +
        '<p>Data from building access systems show that attendance peaks sharply on Tuesdays and Wednesdays and falls away on Fridays, leaving many firms paying for space they use only part of the week. Several large employers have responded by shrinking their footprints when leases expire.</p>' +
        '<p>The shift is hitting older, less efficient buildings hardest. Vacancy rates for towers built before 1990 have climbed above 20 percent in some cities, while newer buildings with good transport links and energy ratings remain in demand.</p>' +
        '<p>Landlords are increasingly turning to conversions. "The question is no longer whether people will come back, but what else these buildings can be," said property developer Julian Marsh, whose firm is turning two former bank headquarters into apartments.</p>',
      author: 'Aisha Bello',
      image: null,
      hours_ago: 380,
    },
    {
      category: 'business',
      title: 'Family-Owned Shipping Firm Agrees to 2.3 Billion Takeover by Logistics Rival',
      summary:
        'After 112 years of family control, Brandt Line has agreed to be acquired by Northway Logistics, creating one of the largest short-sea shipping operators in northern Europe.',
      body_html:
        '<p>Brandt Line, a short-sea shipping company founded in 1913 and still controlled by descendants of its founder, has agreed to be acquired by Northway Logistics in a deal valuing the business at 2.3 billion.</p>' +
        '<p>The combined company will operate about 140 vessels, mostly container feeders and roll-on roll-off ferries linking ports around the North Sea and the Baltic. Northway said it expected annual cost savings of around 90 million within three years.</p>' +
        '<p>Family members said the decision reflected the heavy investment needed to replace ageing ships with vessels capable of running on methanol or ammonia. "We could have done it alone, but more slowly and at greater risk," said chair Elisabeth Brandt.</p>' +
        '<p>The deal requires approval from competition authorities, which are expected to scrutinise overlapping routes in the Baltic. Shares in Northway rose 7 percent on the news.</p>',
      author: 'Graham Achterberg',
      image: '/seed/helionews/market-chart.svg',
      hours_ago: 690,
    },
    {
      category: 'science',
      title: 'Researchers Grow Mini-Livers That Filter Toxins in Laboratory Tests',
      summary:
        'Tiny clusters of liver tissue grown from stem cells were able to break down drugs and ammonia at rates close to those of adult organs, a step toward better drug testing and, eventually, transplants.',
      body_html:
        '<p>Scientists have grown miniature livers from human stem cells that can process toxins at rates approaching those of adult tissue, according to a study published this week.</p>' +
        "<p>The organoids, each about the size of a lentil, were grown on a scaffold that mimics the liver's branching blood vessels. That structure allowed nutrients and oxygen to reach cells deep inside the tissue, a problem that has limited earlier attempts.</p>" +
        '<p>In tests, the mini-livers broke down ammonia and several common medicines at 70 to 85 percent of the rate seen in donated adult liver tissue. They also produced albumin, a key blood protein, for more than six weeks.</p>' +
        '<p>"The immediate use is in drug safety testing, where animal models often miss liver damage that shows up in people," said lead author Dr. Mei-Lin Harrow. She cautioned that transplantable organs built this way remain at least a decade away.</p>',
      author: 'Priya Raman-Hale',
      image: '/seed/helionews/molecule.svg',
      hours_ago: 12,
    },
    {
      category: 'science',
      title: 'Ancient DNA Suggests Bronze Age Traders Crossed the Alps in Midwinter',
      summary:
        'Genetic and isotope analysis of remains found near a high mountain pass indicates that travellers were crossing the Alps in the depths of winter more than 3,500 years ago.',
      body_html:
        '<p>Bronze Age travellers may have routinely crossed the Alps in midwinter, according to researchers who analysed the remains of four people found near a high mountain pass after a glacier retreated.</p>' +
        "<p>Isotope signatures in the individuals' teeth and bones show that two grew up north of the mountains and two to the south. Pollen trapped in their clothing and in the stomach contents of one traveller came from plants that flower only in late winter.</p>" +
        '<p>Objects recovered nearby included amber beads from the Baltic coast and copper ingots with a chemical fingerprint matching mines hundreds of kilometres away, suggesting the group was carrying goods for trade.</p>' +
        '<p>"We tend to imagine the Alps as a barrier that closed every winter," said archaeologist Dr. Felix Amsel, a co-author. "These people show that, for those who knew the routes, the mountains were a corridor."</p>',
      author: 'Tomas Lindqvist',
      image: '/seed/helionews/molecule.svg',
      hours_ago: 96,
    },
    {
      category: 'science',
      title: 'New Antibiotic Compound Discovered in Soil Bacteria From City Parks',
      summary:
        'A molecule isolated from bacteria in urban park soil killed several drug-resistant pathogens in laboratory tests, though researchers warn it is years from use in patients.',
      body_html:
        '<p>A citizen science project that asked volunteers to collect soil from parks and gardens has led to the discovery of a new antibiotic compound that is effective against several drug-resistant bacteria in laboratory tests.</p>' +
        '<p>The molecule, provisionally named parvicidin, was produced by a previously undescribed soil bacterium found in a sample taken from beneath an old oak tree. It appears to attack bacterial cell walls in a way that differs from existing classes of antibiotics.</p>' +
        '<p>In dishes and in mice, the compound killed resistant strains of bacteria responsible for hard-to-treat hospital infections without harming human cells at therapeutic doses.</p>' +
        '<p>"Everyone assumes the easy antibiotics were found decades ago," said microbiologist Dr. Adaeze Norberg. "It turns out we were not looking closely enough at the ground under our feet." The team now needs to show the compound is safe and can be manufactured at scale.</p>',
      author: 'Priya Raman-Hale',
      image: '/seed/helionews/molecule.svg',
      hours_ago: 260,
    },
    {
      category: 'science',
      title: 'Physicists Tighten Limit on Neutrino Mass With Record-Precision Experiment',
      summary:
        'A decade-long experiment measuring the decay of tritium has narrowed the maximum possible mass of the neutrino, the lightest known particle of matter, to less than half its previous bound.',
      body_html:
        '<p>Physicists have set the tightest direct limit yet on the mass of the neutrino, a ghostly particle that passes through ordinary matter almost without a trace.</p>' +
        "<p>The experiment tracked the energy of electrons released when tritium, a radioactive form of hydrogen, decays. The neutrino carries away a tiny share of that energy, and careful measurement of the electrons' spectrum reveals how heavy it can be.</p>" +
        "<p>After analysing several years of data, the team concluded that the neutrino's mass cannot exceed 0.38 electronvolts, less than a millionth of the mass of an electron and well under half the previous direct limit.</p>" +
        '<p>Neutrino mass matters well beyond particle physics, because the particles are so abundant that even a tiny mass affects how galaxies cluster. "Every time we squeeze the number down, cosmologists have to adjust their models," said spokesperson Dr. Greta Holm.</p>',
      author: 'Henry Nakamura-Price',
      image: '/seed/helionews/molecule.svg',
      hours_ago: 620,
    },
    {
      category: 'culture',
      title: 'Restored Silent Film Found in a Farmhouse Attic Premieres to Sold-Out Crowd',
      summary:
        'A 1920s comedy long believed lost was screened for the first time in nearly a century, with a live orchestra performing a newly commissioned score.',
      body_html:
        '<p>A silent comedy that film historians had listed as lost for almost a century returned to the screen on Saturday night, playing to a sold-out audience of 900 with a live orchestra in the pit.</p>' +
        '<p>The film, a 70-minute farce about a hapless hotel porter, was discovered two years ago in a farmhouse attic, wound on rusted reels inside a biscuit tin. Archivists spent eighteen months cleaning and scanning the fragile nitrate frame by frame.</p>' +
        '<p>About six minutes of footage were too badly damaged to recover and have been replaced with still photographs and title cards describing the missing scenes. The restored version also reinstates colour tinting noted in surviving publicity material.</p>' +
        '<p>"Hearing an audience laugh at jokes written a hundred years ago is the best reward there is," said archivist Beatrix Lund. The film will tour regional cinemas next spring before being released online.</p>',
      author: 'Lucia Fernandez-Ortiz',
      image: '/seed/helionews/gallery-arches.svg',
      hours_ago: 17,
    },
    {
      category: 'culture',
      title: 'City Museum Returns 37 Artefacts to Their Communities of Origin',
      summary:
        "The ceremonial objects, acquired during the colonial era, were handed over at a ceremony attended by community elders, marking the largest single restitution in the museum's history.",
      body_html:
        '<p>A city museum formally returned 37 ceremonial objects to the communities they were taken from more than a century ago, in a ceremony attended by elders, officials and museum staff.</p>' +
        '<p>The items, including carved masks, staffs and a set of bronze plaques, were acquired during the colonial period through military expeditions and sales whose legitimacy the museum now says it cannot defend.</p>' +
        '<p>The return follows four years of research and consultation. Several objects will be displayed in a new community museum, while others will be used again in ceremonies for which they were originally made.</p>' +
        '<p>"We are not closing a chapter. We are opening a relationship," said museum director Ana Lindgren. Community representative Kofi Mensah-Boateng thanked the staff who had traced the objects\' histories, and said the museum would be welcome to borrow some of them for future exhibitions.</p>',
      author: 'Maren Okafor',
      image: '/seed/helionews/gallery-arches.svg',
      hours_ago: 80,
    },
    {
      category: 'culture',
      title: 'Debut Novel About Lighthouse Keepers Wins Major Fiction Prize',
      summary:
        "A first novel set on a remote rock lighthouse in the 1950s has won one of the year's most prestigious literary awards, beating a shortlist of established writers.",
      body_html:
        "<p>A debut novel about three lighthouse keepers stranded on an offshore rock during a winter storm has won this year's national fiction prize, a surprise result that judges described as unanimous.</p>" +
        '<p>The book, written by former ferry engineer Elowen Pascoe, unfolds over eleven days in 1953 as supplies run low and the relief boat fails to arrive. Judges praised its precise, unshowy prose and its portrait of friendship under pressure.</p>' +
        '<p>"It is a small book about a small place, and it contains everything," said the chair of the judging panel. The prize carries an award of 50,000 and usually brings a sharp rise in sales.</p>' +
        '<p>Pascoe, who wrote the novel in the early mornings before work over six years, said she had nearly abandoned it twice. "I kept going because I wanted to know whether they got off the rock," she said.</p>',
      author: 'Lucia Fernandez-Ortiz',
      image: '/seed/helionews/gallery-arches.svg',
      hours_ago: 215,
    },
    {
      category: 'culture',
      title: 'Neighbourhood Jazz Festival Marks 50 Years With Free Open-Air Concerts',
      summary:
        'What began as a handful of musicians playing on a church hall stage now draws 80,000 visitors, and organisers are celebrating the anniversary by keeping every show free.',
      body_html:
        '<p>Half a century after it started with five bands and a borrowed piano, a neighbourhood jazz festival is celebrating its anniversary with a weekend of free open-air concerts across eleven stages.</p>' +
        "<p>The festival was founded by a group of local musicians who wanted somewhere to play after the area's last jazz club closed. It now attracts around 80,000 visitors and has helped launch the careers of several internationally known performers.</p>" +
        "<p>This year's programme mixes veteran bandleaders with student ensembles from local schools, and includes a late-night session in the same church hall where the first concerts were held.</p>" +
        '<p>"We have been offered big sponsorship deals that would have meant charging for tickets," said festival director Marcus Adeyemi. "Every year we say no. The music belongs on the street."</p>',
      author: 'Tomas Lindqvist',
      image: null,
      hours_ago: 500,
    },
    {
      category: 'climate',
      title: 'Offshore Wind Farms Break National Output Record During Autumn Storm',
      summary:
        "Strong winds pushed offshore wind generation to a new peak, supplying more than half the country's electricity for several hours and briefly driving wholesale prices below zero.",
      body_html:
        '<p>Offshore wind farms generated a record amount of electricity on Tuesday evening as a deep Atlantic low swept across the coast, according to the grid operator.</p>' +
        "<p>For almost six hours, wind supplied more than 52 percent of the country's power, peaking at 21.4 gigawatts. Wholesale electricity prices briefly turned negative overnight as supply outstripped demand.</p>" +
        '<p>The record highlights both the progress and the limits of the energy transition. Grid managers had to pay some wind farms to switch off because transmission lines could not carry all of the power south to the cities that needed it.</p>' +
        '<p>"We are building turbines faster than we are building cables," said energy analyst Freya Mackintosh. The government has promised to fast-track approval for several new high-voltage lines and large battery installations, but many are not due to be completed until the end of the decade.</p>',
      author: 'Aisha Bello',
      image: '/seed/helionews/wind-turbines.svg',
      hours_ago: 5,
    },
    {
      category: 'climate',
      title: 'Alpine Glaciers Lost Three Percent of Their Volume This Year, Survey Finds',
      summary:
        'A hot summer and a thin winter snowpack led to one of the largest annual losses on record, according to a monitoring network that has measured the glaciers for more than a century.',
      body_html:
        '<p>Glaciers across the Alps lost about three percent of their remaining ice volume this year, one of the steepest annual declines since systematic measurements began, a long-running monitoring network reported.</p>' +
        '<p>Scientists said a winter with below-average snowfall left the ice exposed early, while repeated summer heatwaves and dust blown in from North Africa darkened the surface, causing it to absorb more sunlight and melt faster.</p>' +
        "<p>Several smaller glaciers have effectively ceased to exist as flowing ice and have been removed from the network's list of monitored sites. At higher elevations, researchers found melting at altitudes once considered safe year-round.</p>" +
        '<p>"At this rate, most glaciers below 3,000 metres will be gone within our children\'s lifetimes," said glaciologist Dr. Matthias Brunner. Communities downstream are already planning for changes in summer river flows used for hydropower, irrigation and drinking water.</p>',
      author: 'Tomas Lindqvist',
      image: '/seed/helionews/melting-glacier.svg',
      hours_ago: 53,
    },
    {
      category: 'climate',
      title: 'Farmers Turn to Drought-Tolerant Sorghum as Rainfall Patterns Shift',
      summary:
        'Across the southern plains, growers are replacing thirsty maize with sorghum, a hardy grain that needs up to a third less water, as dry springs become the norm.',
      body_html:
        "<p>For three generations, Ruth Calder's family has grown maize on the same 600 hectares. This year, for the first time, more than half of the farm is planted with sorghum.</p>" +
        '<p>"We had three dry springs in four years. You cannot argue with that," she said, walking between rows of the tall, reddish grain. Sorghum can tolerate heat and drought that would ruin a maize crop, and needs up to a third less water.</p>' +
        '<p>Agricultural extension services report that sorghum plantings in the region have doubled in five years. Demand has been helped by food companies using the grain in gluten-free products and by livestock feed mills seeking cheaper alternatives.</p>' +
        '<p>The switch is not without risks. Markets for sorghum remain thinner than for maize, and prices can swing sharply. Researchers are also developing new varieties with higher yields, but say farmers will need support to adapt machinery and storage.</p>',
      author: 'Henry Nakamura-Price',
      image: '/seed/helionews/wind-turbines.svg',
      hours_ago: 170,
    },
    {
      category: 'climate',
      title: 'Heat Pump Sales Overtake Gas Boilers for the First Time in Key Markets',
      summary:
        'Falling equipment prices, higher gas costs and new building rules have pushed heat pumps past gas boilers in annual sales in several northern European countries.',
      body_html:
        '<p>Heat pumps outsold gas boilers for the first time this year in several northern European markets, according to industry figures, marking a turning point for the way homes are heated.</p>' +
        '<p>Manufacturers say a combination of factors drove the shift: government grants that cover a large share of installation costs, rules restricting new gas connections in new-build homes, and gas prices that remain well above their historic average.</p>' +
        '<p>The price of the equipment itself has also fallen as factories scale up. A typical air-source heat pump now costs around 30 percent less to install than it did three years ago, though it remains more expensive upfront than a boiler.</p>' +
        '<p>Installers warn that a shortage of trained engineers could slow progress. "We have more enquiries than we can handle," said Lars Petersen, who runs a heating firm with twelve staff. Trade bodies are calling for more apprenticeships and faster certification.</p>',
      author: 'Aisha Bello',
      image: '/seed/helionews/wind-turbines.svg',
      hours_ago: 455,
    },
    {
      category: 'opinion',
      title: 'Opinion: Local Newspapers Are Public Infrastructure. Fund Them Like It',
      summary:
        'When a town loses its newspaper, borrowing costs rise, turnout falls and nobody sits through the planning committee. We should treat local reporting like roads and libraries.',
      body_html:
        '<p>When the last reporter leaves a town, nothing dramatic happens at first. The council still meets. The courts still sit. But nobody outside the room is watching, and over time that changes how decisions are made.</p>' +
        '<p>Research on communities that have lost their local papers points in a consistent direction: lower turnout in local elections, fewer candidates standing for office, and, in some studies, higher borrowing costs for councils as scrutiny of public finances fades.</p>' +
        '<p>We do not expect roads, libraries or fire stations to pay for themselves through advertising. Yet we have left the basic work of reporting on local government to a business model that collapsed two decades ago.</p>' +
        '<p>There are ways to support local journalism without handing politicians control over it: tax credits for newsroom salaries, independent grant bodies with fixed funding, and public notices placed in local outlets rather than on obscure websites.</p>' +
        '<p>None of this is radical. It is simply deciding that knowing what happens in our own towns is worth paying for.</p>',
      author: 'Graham Achterberg',
      image: '/seed/helionews/speech-bubbles.svg',
      hours_ago: 24,
    },
    {
      category: 'opinion',
      title: 'Opinion: The Four-Day Week Is Not a Perk. It Is a Productivity Strategy',
      summary:
        'Companies that cut hours without cutting pay are reporting steady output and far lower staff turnover. The debate should move on from whether it works to where it works best.',
      body_html:
        '<p>The four-day week is often discussed as if it were a gift to workers, a generous extra alongside free fruit and a gym discount. That framing misses what the trials are actually showing.</p>' +
        '<p>In pilot after pilot, companies that reduced hours without reducing pay have reported output holding steady or rising slightly, alongside sharp drops in sick days and resignations. Replacing an experienced employee can cost a large share of their annual salary. Keeping them is a business decision, not charity.</p>' +
        '<p>The compressed week also forces organisations to confront how much time disappears into unnecessary meetings, duplicated reporting and email chains nobody needs to be on. Cutting that waste is valuable whether or not the fifth day goes.</p>' +
        '<p>It will not suit every workplace. Hospitals, schools and shops face real constraints. But the question is no longer whether the idea can work. It is why more employers are not at least trying it.</p>',
      author: 'Maren Okafor',
      image: null,
      hours_ago: 140,
    },
    {
      category: 'opinion',
      title: 'Opinion: Our Cities Need Shade as Much as They Need Parking',
      summary:
        'Summers are getting hotter, yet many streets still offer nowhere to escape the sun. Trees, awnings and shaded bus stops should be treated as essential public health measures.',
      body_html:
        '<p>Walk down the main street of almost any city on a hot afternoon and you will see the same thing: people hugging the thin strip of shadow along building fronts, waiting for buses in full sun, and children crossing wide, blazing car parks.</p>' +
        '<p>Heat is now among the deadliest weather hazards in many countries, and it falls hardest on older people, outdoor workers and those in poorly insulated homes. Yet our streets are still designed around moving and storing cars, not protecting people from the sun.</p>' +
        '<p>Shade is cheap compared with the alternatives. A mature street tree can lower surface temperatures beneath it dramatically. Shaded bus shelters, awnings and pergolas over playgrounds cost a fraction of a new road junction.</p>' +
        '<p>Some cities already set targets for tree canopy cover. More should, and they should publish shade maps so residents can see which neighbourhoods are left exposed. A cooler city is not a luxury. It is a matter of health.</p>',
      author: 'Lucia Fernandez-Ortiz',
      image: '/seed/helionews/speech-bubbles.svg',
      hours_ago: 350,
    },
    {
      category: 'opinion',
      title: 'Opinion: Science Education Should Start With Uncertainty, Not Answers',
      summary:
        'Students learn science as a list of settled facts, then feel betrayed when experts revise their advice. Teaching how knowledge is built, doubt included, would make us all better citizens.',
      body_html:
        '<p>Most of us learned science as a catalogue of facts: the boiling point of water, the parts of a cell, the order of the planets. Memorise them, reproduce them in an exam, move on.</p>' +
        '<p>That approach leaves people poorly prepared for how science actually looks in the news, where early findings are tentative, studies disagree, and advice changes as evidence accumulates. To someone taught that science delivers certainty, every revision can look like incompetence or deceit.</p>' +
        '<p>A better approach would put uncertainty at the centre. Let students run experiments that produce messy results. Show them how scientists argue, check each other and change their minds. Teach the difference between a single study and a body of evidence.</p>' +
        '<p>This is not about making science seem less reliable. It is about explaining why it is reliable: not because scientists are never wrong, but because the method is designed to catch mistakes.</p>',
      author: 'Daniel Whitcombe',
      image: '/seed/helionews/speech-bubbles.svg',
      hours_ago: 780,
    },
  ],
};
