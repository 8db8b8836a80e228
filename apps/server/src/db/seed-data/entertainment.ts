import type { SeedTenant } from './types.js';

/** Entertainment & culture publication: film, television, music, gaming, books and stage. */
export const entertainment: SeedTenant = {
  slug: 'entertainment',
  name: 'entertainment',
  display_name: 'Marquee Weekly',
  description:
    'Film, television, music, games, books and the stage: news, reviews and the stories behind the culture everyone is talking about.',
  tagline: 'Film, television, music, games, books and the stage.',
  industry: 'entertainment',
  branding: {
    primary_color: '#ad1457',
    secondary_color: '#ec407a',
    background_color: '#fff8fb',
    text_color: '#1f1320',
  },
  settings: { articles_per_page: 12, enable_comments: true, rss_enabled: true },
  categories: [
    {
      slug: 'film',
      name: 'Film',
      description: 'Box office, festivals, studio deals and the people behind the camera.',
    },
    {
      slug: 'television',
      name: 'Television',
      description: 'Streaming, broadcast and the series worth your evenings.',
    },
    {
      slug: 'music',
      name: 'Music',
      description: 'New releases, tours, festivals and the business of sound.',
    },
    {
      slug: 'gaming',
      name: 'Gaming',
      description: 'Video game launches, studios, hardware and competitive play.',
    },
    {
      slug: 'books',
      name: 'Books',
      description: 'Literary prizes, bestsellers, publishing and the readers who keep it alive.',
    },
    {
      slug: 'stage',
      name: 'Stage',
      description: 'Theater, musicals and dance, from the big houses to the village hall.',
    },
  ],
  stories: [
    // ----------------------------------------------------------------- film
    {
      category: 'film',
      title: "'The Saltmarsh Letters' Takes the Golden Heron at Calderon Film Festival",
      summary:
        "Director Annika Brandvold's quiet coastal drama beat a crowded competition slate, giving independent distributor Orchid Lane Films its first major festival prize.",
      body_html:
        "<p>The Calderon Film Festival closed on Saturday night with a surprise: the Golden Heron, its top award, went to <em>The Saltmarsh Letters</em>, a slow-burning drama about two estranged sisters settling their late father's affairs in a fading harbor town.</p>" +
        '<p>Director Annika Brandvold, accepting the prize alongside her lead actors, thanked the fishing families who let the production film on their boats during the off-season. "We had nineteen days and one working generator," she told the audience. "Everything you see on screen was borrowed, begged or repaired."</p>' +
        "<p>The jury, chaired by cinematographer Lucien Okoro, praised the film's restraint and its use of natural light. Runner-up honors went to <em>Static Bloom</em>, a kinetic debut about a pirate radio station, while the audience award went to the family comedy <em>Second Helpings</em>.</p>" +
        '<p>Orchid Lane Films acquired North American rights to the film before the festival opened and is now planning a limited theatrical run in late autumn, followed by a wider expansion if early box office holds. Industry watchers expect the win to raise its profile heading into awards season.</p>',
      author: 'Delphine Okafor',
      image: '/seed/entertainment/film-reel.svg',
      hours_ago: 3,
    },
    {
      category: 'film',
      title: "Actors' Guild and Studios Reach Tentative Deal on Digital Likeness Rules",
      summary:
        "The agreement would require explicit consent and separate payment whenever a performer's digital replica is used, ending months of tense negotiations.",
      body_html:
        '<p>Negotiators for the Screen Performers Alliance and a coalition of major studios announced a tentative agreement late Tuesday on rules governing digital replicas of actors, one of the most contentious issues in the industry this year.</p>' +
        "<p>Under the proposed terms, studios would need a performer's explicit, written consent before creating or reusing a digital likeness, and would pay separately for each production in which a replica appears. Background performers, who had raised concerns about being scanned once and reused indefinitely, would receive the same protections.</p>" +
        '<p>"This is not everything we asked for, but it draws a clear line," said alliance president Gloria Fennimore. A spokesperson for the studio coalition called the deal "a fair framework that lets the industry keep innovating responsibly."</p>' +
        '<p>Members will vote on ratification over the next three weeks. If approved, the rules would take effect at the start of next year and apply to all new productions.</p>',
      author: 'Marcus Velasquez',
      image: '/seed/entertainment/cinema-screen.svg',
      hours_ago: 27,
    },
    {
      category: 'film',
      title: "Bluecrest Studios Bets Big on Original Sci-Fi With $180 Million 'Halcyon Drift'",
      summary:
        "The studio's most expensive non-franchise film in a decade starts shooting next spring, with director Soren Achebe-Lowell promising practical effects and a largely unknown cast.",
      body_html:
        "<p>Bluecrest Studios has greenlit <em>Halcyon Drift</em>, an original science-fiction epic with a reported budget of $180 million, making it the studio's costliest film without an existing franchise behind it in more than ten years.</p>" +
        '<p>The story follows the crew of a salvage vessel who discover a derelict colony ship drifting beyond a dying star. Director Soren Achebe-Lowell, whose previous feature was a modestly budgeted heist thriller, said he intends to build most of the ship interiors as physical sets. "Actors give you something different when the walls are real," he said in a statement released by the studio.</p>' +
        '<p>Casting is still underway, but Bluecrest executives confirmed that the lead roles will go to relatively new performers rather than established stars, a decision that analysts describe as risky for a production of this scale.</p>' +
        '<p>Principal photography is scheduled to begin next spring on soundstages outside Vancouver, with a theatrical release targeted for the summer after next. The studio has not ruled out premium large-format screenings.</p>',
      author: 'Marcus Velasquez',
      image: '/seed/entertainment/cinema-screen.svg',
      hours_ago: 60,
    },
    {
      category: 'film',
      title: "Box Office: 'Pip and the Paper Moon' Holds the Top Spot for a Third Weekend",
      summary:
        'The animated family film added an estimated $31 million domestically, fending off two new wide releases and pushing its global total past $400 million.',
      body_html:
        "<p>Northwind Animation's <em>Pip and the Paper Moon</em> remained the most-watched film in cinemas for a third straight weekend, earning an estimated $31 million in domestic ticket sales, a drop of just 28 percent from the previous frame.</p>" +
        "<p>The gentle adventure about a mouse who builds a ladder to the moon out of discarded newspaper has benefited from strong word of mouth among parents. Exit polling shared by the studio showed nearly half of this weekend's audience was seeing the film for the second time.</p>" +
        '<p>The new action thriller <em>Deadline Run</em> opened in second place with $22 million, below tracking estimates of $28 million, while the horror sequel <em>Hollow Creek II</em> debuted in third with $14 million.</p>' +
        '<p>Overall, the weekend box office was up 11 percent on the same period last year. Analysts at Reelcount said the steady performance of mid-budget releases suggests audiences are returning to theaters more regularly, not only for the largest event films.</p>',
      author: 'Delphine Okafor',
      image: '/seed/entertainment/film-reel.svg',
      hours_ago: 214,
    },
    {
      category: 'film',
      title: "Restored Print of Lost 1962 Musical 'Carousel Street' to Tour Independent Cinemas",
      summary:
        'Archivists spent four years rebuilding the film from a damaged nitrate negative found in a private collection. A 40-city tour begins next month.',
      body_html:
        '<p>A musical that film historians believed was lost for good will return to screens next month. <em>Carousel Street</em>, a 1962 production shot in vivid three-strip color and pulled from distribution after a rights dispute, has been restored by the Harlow Film Archive.</p>' +
        "<p>The only surviving negative was discovered in the basement of a retired projectionist's home. Roughly a fifth of the reels were badly shrunken, and technicians used a combination of wet-gate scanning and frame-by-frame digital repair to recover the images.</p>" +
        '<blockquote><p>"Some sequences we rebuilt one frame at a time. There were weeks where we finished eight seconds of footage." - Mirela Haskins, restoration lead</p></blockquote>' +
        '<p>The restored film will tour 40 independent cinemas, each screening accompanied by a short documentary on the restoration process. The archive says a home release is planned for next year, once the tour ends.</p>',
      author: 'Delphine Okafor',
      image: null,
      hours_ago: 480,
    },

    // ----------------------------------------------------------- television
    {
      category: 'television',
      title: "'The Lighthouse Keepers' Finale Draws Streamvale's Biggest Audience Ever",
      summary:
        "The mystery drama's final episode was watched by an estimated 24 million households in its first three days, the platform says, beating its previous record by a wide margin.",
      body_html:
        "<p>Streamvale says the series finale of <em>The Lighthouse Keepers</em> reached an estimated 24 million households within 72 hours of release, the largest audience for any single episode in the platform's history.</p>" +
        '<p>The four-season drama, which follows a family of keepers on a remote island as they investigate a string of disappearances, built its audience slowly. Its first season drew modest numbers before strong reviews and social media discussion turned it into a word-of-mouth hit.</p>' +
        '<p>The finale resolved the show\'s central mystery but left the fate of one major character ambiguous, prompting lively debate online. Creator Hollis Radcliffe addressed the ending in a post on Sunday. "I wanted viewers to argue about it over breakfast," Radcliffe wrote. "That seems to be working."</p>' +
        '<p>Streamvale has not announced a spin-off, though executives have said they are "in conversation" with Radcliffe about future projects. All four seasons remain available on the service.</p>',
      author: 'Naomi Sato-Brennan',
      image: '/seed/entertainment/tv-set.svg',
      hours_ago: 1,
    },
    {
      category: 'television',
      title: "First Look: Period Drama 'Crowns of Ash' Reveals Its Cast and Premiere Date",
      summary:
        'The eight-episode historical epic from Bluecrest Television will premiere in March, with stage veteran Eleanor Vasquez-Reid leading an ensemble of more than 40 speaking roles.',
      body_html:
        '<p>Bluecrest Television has released the first images from <em>Crowns of Ash</em>, its long-anticipated historical drama, and confirmed a premiere date in early March.</p>' +
        "<p>The eight-episode series imagines a succession crisis in a fictional medieval kingdom after a queen dies without naming an heir. Stage actor Eleanor Vasquez-Reid, best known for her celebrated run in the revival of <em>The Winter Regent</em>, plays the queen's sister, who must hold the court together as rival factions circle.</p>" +
        '<p>The production filmed for seven months across castles and purpose-built sets, with more than 40 speaking roles and 2,000 costumes made by hand. Costume designer Ravi Castellanos said many of the garments were dyed using historical techniques. "We wanted the fabrics to age the way real ones would," he said.</p>' +
        "<p>The first two episodes will premiere together, followed by weekly releases. A companion podcast hosted by the show's historical consultant will launch on the same day.</p>",
      author: 'Naomi Sato-Brennan',
      image: '/seed/entertainment/streaming-tiles.svg',
      hours_ago: 46,
    },
    {
      category: 'television',
      title: 'Parallax+ to Raise Subscription Prices and Add an Ad-Supported Tier',
      summary:
        'The streamer will charge $2 more for its standard plan from next month, while launching a cheaper option with about four minutes of advertising per hour.',
      body_html:
        '<p>Parallax+ will raise the monthly price of its standard plan by $2 starting next month, the company announced Thursday, while introducing a lower-cost tier supported by advertising.</p>' +
        '<p>The new tier will cost about a third less than the standard plan and carry an average of four minutes of ads per hour of programming, which the company says is among the lightest ad loads in the industry. Some licensed films and series will not be available on the cheaper plan because of contract restrictions.</p>' +
        '<h2>Why now</h2>' +
        '<p>Chief executive Dana Whitfield-Cho told investors that rising production costs and a crowded market had made the change necessary. "Subscribers want choice, and advertisers want premium audiences," she said. "This does both."</p>' +
        '<p>Media analysts expect other mid-sized platforms to follow. Subscribers on annual plans will keep their current price until their renewal date, according to an email sent to customers this week.</p>',
      author: 'Marcus Velasquez',
      image: '/seed/entertainment/streaming-tiles.svg',
      hours_ago: 94,
    },
    {
      category: 'television',
      title: "Diner Sitcom 'Corner Table' Renewed for Two More Seasons After Ratings Surge",
      summary:
        'The workplace comedy set in a family-run diner has grown its audience for three straight years, defying the broader decline of network television.',
      body_html:
        '<p>Broadcaster Channel Seven has renewed <em>Corner Table</em> for two additional seasons, securing the future of one of the few traditional sitcoms still growing its audience.</p>' +
        '<p>The comedy, set in a family-run diner where three generations argue over the menu, averaged 7.2 million viewers this season once delayed viewing was included. That is up 14 percent from a year earlier, at a time when most broadcast comedies are losing viewers.</p>' +
        '<p>Showrunner Patrice Delacroix-Moore credited the ensemble cast and the decision to keep filming on a traditional studio stage in front of a live audience. "People can feel the laughter is real," she said. "That matters more than we sometimes admit."</p>' +
        '<p>The renewal takes the show through its eighth season. Channel Seven also confirmed that a holiday special, filmed partly on location, will air in December.</p>',
      author: 'Naomi Sato-Brennan',
      image: '/seed/entertainment/tv-set.svg',
      hours_ago: 140,
    },
    {
      category: 'television',
      title: "Documentary Series on Vanishing Night Markets Earns a Rare Perfect Critics' Score",
      summary:
        "'After Dark Kitchens,' a six-part series visiting street food markets across four continents, has become an unexpected favorite with critics and viewers alike.",
      body_html:
        '<p>A six-part documentary about night markets has become one of the best-reviewed series of the year. <em>After Dark Kitchens</em>, produced by independent company Fernwood Docs, currently holds a perfect score on the review aggregator ScreenTally.</p>' +
        '<p>Each episode follows a single market over the course of one night, from setup at dusk to the last customer before dawn. The series visits markets in cities on four continents, focusing on vendors who have run the same stall for decades and the rising rents that threaten many of them.</p>' +
        '<p>Director Amara Nwosu-Grant said the crew deliberately avoided narration. "The vendors tell their own stories," she said. "Our job was to stay out of the way and keep the cameras warm."</p>' +
        "<p>The series has also found an audience beyond critics: it entered the platform's top ten list in its second week, climbing steadily as viewers recommended it to friends.</p>",
      author: 'Rafael Quintero',
      image: null,
      hours_ago: 333,
    },

    // ---------------------------------------------------------------- music
    {
      category: 'music',
      title: "Juniper Vale Announces Surprise Album 'Lowlight', Out at Midnight",
      summary:
        'The singer-songwriter revealed her fourth studio album just 18 hours before release, describing it as a stripped-back record made in a converted farmhouse.',
      body_html:
        "<p>Singer-songwriter Juniper Vale surprised fans on Thursday by announcing <em>Lowlight</em>, her fourth studio album, with less than a day's notice. The 11-track record will be released on all major platforms at midnight.</p>" +
        '<p>In a short video posted to her channels, Vale said the album was recorded over three weeks in a converted farmhouse with a small group of musicians and almost no overdubs. "I wanted it to sound like the room," she said. "You can hear the floorboards on half these songs."</p>' +
        '<p>The announcement comes two years after her breakthrough album <em>Glasshouse</em>, which produced three top-ten singles and a sold-out international tour. Early listeners who attended a private playback described the new material as quieter and more personal, built largely around piano and cello.</p>' +
        "<p>Vale's label, Meadowlark Records, said vinyl and CD editions will follow in six weeks. No tour dates have been announced, though Vale hinted at a run of small venue shows later this year.</p>",
      author: 'Priya Raman-Holt',
      image: '/seed/entertainment/vinyl-record.svg',
      hours_ago: 6,
    },
    {
      category: 'music',
      title: 'Seventeen-Year-Old Cellist Wins the Marlow International Music Competition',
      summary:
        "Tobias Eklund-Mensah became the youngest winner in the competition's 60-year history with a final-round performance the jury called fearless and deeply musical.",
      body_html:
        '<p>Tobias Eklund-Mensah, a 17-year-old cellist who began lessons at a community music school, has won the Marlow International Music Competition, becoming the youngest winner in its 60-year history.</p>' +
        '<p>His final-round performance of a demanding cello concerto with the Marlow Philharmonic drew a standing ovation and an unusually swift decision from the jury. Jury chair Helena Voskuijlen described it as "fearless and deeply musical, with none of the caution you would expect at that age."</p>' +
        '<p>Eklund-Mensah, who practices around five hours a day alongside his final year of school, said he had not expected to reach the final. "I came to learn from the other players," he said. "I\'m still a bit in shock."</p>' +
        '<p>The prize includes a cash award, a recording contract and a two-year concert schedule with orchestras across Europe and Asia. He plans to finish school before beginning the tour next autumn.</p>',
      author: 'Priya Raman-Holt',
      image: '/seed/entertainment/soundwave.svg',
      hours_ago: 19,
    },
    {
      category: 'music',
      title: 'Ember Coast Festival Sells Out in 40 Minutes as Its Lineup Leans Into New Acts',
      summary:
        "Organizers say more than half of this summer's performers are playing the festival for the first time, with electronic duo Night Cartography and rapper Saint Oriel headlining.",
      body_html:
        '<p>All 65,000 weekend passes for the Ember Coast Festival sold out within 40 minutes of going on sale, organizers said on Wednesday, despite a lineup that relies more heavily on emerging artists than in previous years.</p>' +
        '<p>Electronic duo Night Cartography and rapper Saint Oriel will headline the three-day event, joined by indie rock band The Hollow Orchards. More than half of the 120 acts on the bill have never played the festival before.</p>' +
        '<p>"We\'re not booking for the past," said festival director Kofi Marchetti. "The audience trusts us to show them who they\'ll be talking about next year, and they keep proving it."</p>' +
        '<p>Organizers have introduced a new resale platform that caps prices at face value after complaints about scalping last year. A limited number of returned passes will be released through the platform in the weeks before the festival.</p>',
      author: 'Rafael Quintero',
      image: '/seed/entertainment/soundwave.svg',
      hours_ago: 75,
    },
    {
      category: 'music',
      title: 'Vinyl Sales Climb for an Eleventh Straight Year as Pressing Plants Struggle',
      summary:
        'Record sales rose 9 percent last year, but independent labels say waits of up to six months at pressing plants are forcing them to delay releases.',
      body_html:
        '<p>Sales of vinyl records rose for the eleventh year in a row, according to new figures from the Recorded Music Council, climbing 9 percent to their highest level in more than three decades.</p>' +
        '<p>The growth has been driven by younger buyers, with listeners under 30 now accounting for nearly 40 percent of purchases. Reissues of classic albums remain strong sellers, but new releases by contemporary artists made up a growing share of the market.</p>' +
        '<p>The boom has created a bottleneck. Independent labels say pressing plants are quoting lead times of four to six months, compared with six weeks a few years ago. "We\'re planning vinyl releases before the album is even mixed," said Tamsin Rourke, who runs the label Low Tide Records.</p>' +
        '<p>Several new plants are scheduled to open over the next 18 months, which the council expects to ease delays. For now, many labels are releasing albums digitally first and shipping vinyl editions months later.</p>',
      author: 'Priya Raman-Holt',
      image: '/seed/entertainment/vinyl-record.svg',
      hours_ago: 268,
    },
    {
      category: 'music',
      title: 'The Hollow Orchards Cancel Remaining Tour Dates, Citing Vocal Strain',
      summary:
        'The indie rock band has called off 14 shows after singer Callum Ashdown was advised to rest his voice for at least two months. Ticket holders will be refunded.',
      body_html:
        '<p>Indie rock band The Hollow Orchards have canceled the remaining 14 dates of their spring tour after lead singer Callum Ashdown was told by doctors to rest his voice for at least eight weeks.</p>' +
        '<p>In a statement, the band said Ashdown had been struggling through recent performances and that continuing would risk long-term damage. "We have never canceled a show in twelve years, and this was not an easy call," the statement read. "But we want to be doing this for another twelve."</p>' +
        '<p>Refunds will be issued automatically to the original payment method within 14 days. The band said it intends to reschedule as many shows as possible for the autumn, and that current ticket holders will get first access to the new dates.</p>' +
        "<p>The tour was in support of the band's fifth album, <em>Paper Weather</em>, which debuted at number three on the album chart last month.</p>",
      author: 'Rafael Quintero',
      image: null,
      hours_ago: 570,
    },

    // --------------------------------------------------------------- gaming
    {
      category: 'gaming',
      title: "'Tidewalker' Sells Three Million Copies in Its First Week, a Record for Ironbloom",
      summary:
        "The open-world ocean adventure from independent studio Ironbloom Interactive has become the fastest-selling game in the company's history.",
      body_html:
        "<p>Ironbloom Interactive says its open-world adventure <em>Tidewalker</em> sold more than three million copies in its first seven days, far exceeding the studio's internal forecast and making it the fastest-selling game in the company's 15-year history.</p>" +
        '<p>Players take the role of a cartographer mapping a flooded archipelago by boat, diving into sunken towns to recover lost records. Reviewers have praised its relaxed pace, detailed water physics and a soundtrack composed by Marisol Fairweather.</p>' +
        '<p>The success is notable for a studio of around 90 people. Creative director Yusuf Albrecht said the team spent nearly two years on the sailing mechanics alone. "If steering the boat wasn\'t fun on its own, nothing else would matter," he said.</p>' +
        '<p>Ironbloom has confirmed that a free update adding a photo mode and new islands will arrive next month. The studio also plans to release the game on additional platforms later this year.</p>',
      author: 'Theo Lindqvist',
      image: '/seed/entertainment/game-controller.svg',
      hours_ago: 11,
    },
    {
      category: 'gaming',
      title: "Retro Handheld 'Pocket Arcadia' Sells Out in Hours as Preorders Crash Retailers",
      summary:
        'Demand for a small handheld that plays cartridges from four classic systems overwhelmed online stores on Monday, with the first production run gone within hours.',
      body_html:
        '<p>Preorders for <em>Pocket Arcadia</em>, a handheld console designed to play original cartridges from four classic home systems, opened on Monday and sold out within hours, briefly taking several retailer websites offline.</p>' +
        '<p>The device, made by hardware startup Brightpixel Labs, features a backlit screen sized to match the resolution of older games and a swappable adapter on the back for different cartridge formats. It retails for $149.</p>' +
        '<p>Brightpixel co-founder Desmond Achterberg apologized to customers who were unable to complete orders. "We planned for strong demand, and it was still three times what we expected," he said. The company says a second production run will open for orders next month.</p>' +
        '<p>The launch reflects a broader appetite for older games. Collectors say prices for vintage cartridges have risen sharply in recent years, as players who grew up with them look for ways to play on modern hardware.</p>',
      author: 'Theo Lindqvist',
      image: '/seed/entertainment/game-controller.svg',
      hours_ago: 38,
    },
    {
      category: 'gaming',
      title: "Kestrel Forge Delays 'Cinder Protocol' to Next Year to Avoid Crunch",
      summary:
        'The studio says the extra months will let developers finish the sci-fi shooter without mandatory overtime, a decision praised by industry labor advocates.',
      body_html:
        '<p>Kestrel Forge Games has pushed the release of its science-fiction shooter <em>Cinder Protocol</em> back by seven months, saying it would rather miss its original date than ask staff to work extended overtime.</p>' +
        '<p>In a letter to players, studio head Ingrid Solheim-Baptiste wrote that the game was "playable and fun, but not finished," and that the team needed more time to complete its story campaign and fix performance issues on older hardware.</p>' +
        '<blockquote><p>"We could hit the date if we asked everyone to work weekends for four months. We are not going to do that." - Ingrid Solheim-Baptiste</p></blockquote>' +
        "<p>The delay was welcomed by the Game Workers Guild, which has campaigned against long periods of mandatory overtime near launch, often called crunch. Investors reacted less warmly: shares of the studio's parent company fell 6 percent on the news.</p>" +
        '<p>Pre-orders will remain open, and players who wish to cancel can request a full refund.</p>',
      author: 'Rafael Quintero',
      image: '/seed/entertainment/game-controller.svg',
      hours_ago: 118,
    },
    {
      category: 'gaming',
      title: "Competitive Puzzle Game 'Lumen Grid' Gets Its First Professional League",
      summary:
        'Twelve teams will compete for a $1.5 million prize pool in the inaugural season, a sign of how far the small indie hit has come since its launch two years ago.',
      body_html:
        '<p>The puzzle game <em>Lumen Grid</em>, which began as a small indie release two years ago, will get its own professional league this autumn, with twelve teams competing for a combined prize pool of $1.5 million.</p>' +
        '<p>In the game, two players race to redirect beams of light across a shifting board, and matches rarely last longer than five minutes. Its short format and easy-to-follow visuals have made it a favorite of streamers and a surprisingly strong draw for online audiences.</p>' +
        '<p>Developer Prism Owl Studio, which has just 22 employees, is partnering with tournament organizer Apex Arena to run the league. "We never designed it as an esport," said co-founder Lena Hargrove. "The community did that for us."</p>' +
        '<p>Matches will be played in person at a studio arena and streamed for free. Team rosters will be announced over the summer, with qualifying tournaments open to amateur players.</p>',
      author: 'Theo Lindqvist',
      image: '/seed/entertainment/game-controller.svg',
      hours_ago: 300,
    },
    {
      category: 'gaming',
      title: "Indie Mystery 'The Quiet Archive' Leads the Golden Pixel Awards Nominations",
      summary:
        "A narrative game about a librarian uncovering a town's hidden history earned nine nominations, more than any big-budget release this year.",
      body_html:
        "<p>A small narrative game about a librarian who uncovers a town's hidden past has led the nominations for this year's Golden Pixel Awards. <em>The Quiet Archive</em>, developed by a team of seven, earned nine nominations, including game of the year.</p>" +
        "<p>It is the first time an independent title has topped the nominations list since the awards began. The game's closest rivals were the fantasy epic <em>Sunforge Saga</em> and the racing game <em>Overdrive Horizon</em>, which each received seven.</p>" +
        '<p>Developer Wren and Lantern Games said the team was stunned by the recognition. "We made this in a shared office above a bakery," said lead writer Odalys Brennan. "Honestly, we are still figuring out what to wear."</p>' +
        "<p>Winners will be announced at a ceremony in December, streamed live across several platforms. A public vote for the players' choice category opens next week.</p>",
      author: 'Theo Lindqvist',
      image: '/seed/entertainment/game-controller.svg',
      hours_ago: 745,
    },

    // ---------------------------------------------------------------- books
    {
      category: 'books',
      title: 'Independent Bookstores Report Their Strongest Year in Over a Decade',
      summary:
        'Figures from the Booksellers Guild show 180 new independent shops opened last year, helped by events, cafes and a loyal community of readers.',
      body_html:
        '<p>Independent bookstores had their best year in more than a decade, according to the annual report from the Booksellers Guild, with 180 new shops opening and total sales up 7 percent.</p>' +
        '<p>Owners credit a mix of community events, author readings and in-store cafes, along with a younger generation of readers who discover books through online recommendations and then seek them out in person. Several stores reported long waiting lists for their book clubs.</p>' +
        '<p>"People want a place to linger," said Harriet Okonjo, who opened Marigold Books in a former bank building two years ago. "We sell coffee, we host poetry nights, and somehow we also sell a lot of novels."</p>' +
        '<p>The guild cautioned that rising rents and thin profit margins remain a challenge, particularly in city centers. It is calling on local governments to offer reduced business taxes for independent retailers.</p>',
      author: 'Jonah Whitcombe',
      image: '/seed/entertainment/open-book.svg',
      hours_ago: 52,
    },
    {
      category: 'books',
      title: "Ines Marlowe-Adair's 'The Glass Orchard' Wins the Halvorsen Prize for Fiction",
      summary:
        "The novel, which follows three generations of a family of glassblowers, was chosen unanimously from a shortlist of six by this year's judging panel.",
      body_html:
        '<p>Ines Marlowe-Adair has won the Halvorsen Prize for Fiction for <em>The Glass Orchard</em>, a sweeping family saga about three generations of glassblowers in a river town.</p>' +
        '<p>The judges chose the novel unanimously from a shortlist of six. Chair of judges Beatrix Oyelaran praised its "extraordinary patience" and its portrait of a craft passed down, and sometimes refused, between parents and children. "It is a book about what we inherit and what we choose to keep," she said.</p>' +
        '<p>Marlowe-Adair, a former schoolteacher, spent nine years writing the book, including a year apprenticed in a working glass studio. In her acceptance speech, she thanked the glassblowers who "let a clumsy novelist near the furnace and only laughed a little."</p>' +
        '<p>The prize carries a cash award and typically brings a significant rise in sales. Publisher Hawthorne and Pike said it had ordered an immediate reprint of 100,000 copies.</p>',
      author: 'Jonah Whitcombe',
      image: '/seed/entertainment/open-book.svg',
      hours_ago: 165,
    },
    {
      category: 'books',
      title: 'Debut Memoir About Growing Up in a Traveling Circus Tops Bestseller Lists',
      summary:
        "Rosa Delacourt's 'Sawdust and Sequins' has spent four weeks at number one, with readers drawn to its unsentimental portrait of life on the road.",
      body_html:
        "<p>A debut memoir about childhood in a traveling circus has climbed to the top of the nonfiction bestseller lists and stayed there. Rosa Delacourt's <em>Sawdust and Sequins</em> has now held the number one spot for four consecutive weeks.</p>" +
        '<p>Delacourt grew up as the daughter of two trapeze artists, attending eleven schools in eight years as the circus moved between towns. The book describes both the wonder and the hardship of that life, from learning to walk a low wire at six to long winters spent in rented fields.</p>' +
        '<p>"I didn\'t want to write a fairy tale," Delacourt said in an interview with <em>Marquee Weekly</em>. "It was hard work, and it was also magic. Both things are true."</p>' +
        '<p>Film rights have already been acquired by Lantern Hill Pictures, and the publisher reports that translation rights have been sold in 16 countries.</p>',
      author: 'Camille Arceneaux',
      image: '/seed/entertainment/open-book.svg',
      hours_ago: 402,
    },
    {
      category: 'books',
      title: 'Audiobook Listening Overtakes E-Books for the First Time, Survey Finds',
      summary:
        'A new industry survey finds more readers now listen to books than read them on screens, with mysteries and memoirs leading the growth.',
      body_html:
        '<p>Audiobooks have overtaken e-books in total consumption for the first time, according to a survey of 12,000 readers commissioned by the Publishers Forum.</p>' +
        '<p>The survey found that 41 percent of respondents had listened to at least one audiobook in the past year, compared with 37 percent who had read an e-book. Print remains by far the most popular format, with 78 percent of readers saying they had bought a physical book.</p>' +
        '<p>Mysteries, thrillers and memoirs were the fastest-growing audiobook genres. Many listeners said they use audiobooks while commuting, exercising or doing chores, adding reading time rather than replacing print.</p>' +
        '<p>Publishers have responded by investing in full-cast productions and well-known narrators. "The performance has become part of the product," said Forum director Elliot Vance-Mwangi. "Readers now ask who is narrating before they ask who wrote it."</p>',
      author: 'Jonah Whitcombe',
      image: '/seed/entertainment/open-book.svg',
      hours_ago: 620,
    },
    {
      category: 'books',
      title: "Fantasy Finale 'The Thornwake Crown' Arrives After a Five-Year Wait",
      summary:
        "Delia Ravensworth's long-delayed conclusion to her bestselling fantasy trilogy sold 500,000 copies on its first day, according to her publisher.",
      body_html:
        "<p>Fans of Delia Ravensworth's fantasy series have finally reached the end of the road. <em>The Thornwake Crown</em>, the final book in her Ember Throne trilogy, was published on Tuesday, five years after the second volume.</p>" +
        "<p>Her publisher, Silverbirch Books, said the novel sold more than 500,000 copies across all formats on its first day, making it the fastest-selling fantasy release in the company's history. Some bookstores opened at midnight to meet demand.</p>" +
        '<p>Ravensworth has been open about the book\'s difficult path, telling readers in a blog post last year that she had rewritten the final third twice. "I owed it to the characters to get it right, even if that meant testing everyone\'s patience, including my own," she wrote.</p>' +
        "<p>Early reviews have been largely positive, with critics praising the book's emotional resolution. A television adaptation of the trilogy is in development at Streamvale.</p>",
      author: 'Camille Arceneaux',
      image: '/seed/entertainment/open-book.svg',
      hours_ago: 812,
    },

    // ---------------------------------------------------------------- stage
    {
      category: 'stage',
      title: "Stripped-Back 'Hamlet' at the Lindenfield Stage Sharply Divides the Critics",
      summary:
        "Director Clara Montague-Finch sets Shakespeare's tragedy in an empty rehearsal room, with the whole cast remaining on stage for all three hours.",
      body_html:
        "<p>Director Clara Montague-Finch's new production of <em>Hamlet</em> at the Lindenfield Stage has opened to sharply divided reviews, with critics split over its stripped-back staging.</p>" +
        '<p>The production takes place in what looks like an empty rehearsal room, with folding chairs, bare lights and the full cast remaining visible for the entire performance. Actors not in a scene sit at the edges, watching. Elias Ferris-Oduya plays the prince in his first major classical role.</p>' +
        '<p>Several reviewers praised Ferris-Oduya\'s performance as raw and unusually funny, and one called the production "the most alive Shakespeare in years." Others found the concept distracting, arguing that the constant presence of the ensemble drained tension from the play\'s key moments.</p>' +
        '<p>Despite the mixed notices, ticket sales have been strong, and the theater has added extra matinee performances through the end of the run. A live cinema broadcast is scheduled for next month.</p>',
      author: 'Camille Arceneaux',
      image: '/seed/entertainment/theater-curtain.svg',
      hours_ago: 33,
    },
    {
      category: 'stage',
      title: "Musical 'Paper Lanterns' Breaks the Meridian Theatre's Advance Sales Record",
      summary:
        "The new musical has taken more than $20 million in advance bookings ahead of its first preview, the largest sum in the historic venue's 110-year history.",
      body_html:
        '<p>The new musical <em>Paper Lanterns</em> has set an advance ticket sales record at the Meridian Theatre, taking more than $20 million in bookings before its first preview performance.</p>' +
        '<p>The show tells the story of a family who run a lantern-making workshop in a port city and the festival night that changes their lives. Its score, by songwriting partners Idris Amari and Grace Holloway-Hale, blends folk melodies with contemporary pop.</p>' +
        '<p>Producers added 12 weeks of performances to the initial run after the first batch of tickets sold out in a single morning. A daily lottery will offer a limited number of front-row seats at reduced prices.</p>' +
        '<p>"We hoped people would come," said director Samuel Okwuosa. "We did not dare hope they would come this quickly." The production opens officially next month after four weeks of previews.</p>',
      author: 'Camille Arceneaux',
      image: '/seed/entertainment/theater-curtain.svg',
      hours_ago: 240,
    },
    {
      category: 'stage',
      title: 'Rosewater Playhouse Saved From Closure After Community Fundraising Drive',
      summary:
        'More than 9,000 donors raised the $2.4 million needed to buy the 1920s theater building, which had been put up for sale by its owners last year.',
      body_html:
        '<p>The Rosewater Playhouse, a 1920s theater that has hosted community and touring productions for nearly a century, has been saved from closure after a fundraising campaign raised $2.4 million to buy the building.</p>' +
        '<p>The playhouse was put up for sale last year by its private owners, and a property developer had expressed interest in converting it into apartments. Local residents formed a trust and launched a campaign that attracted more than 9,000 donors, many giving less than $50.</p>' +
        '<p>"Half the town learned to act, sing or build sets in this building," said trust chair Margaret Osei-Lambert. "Letting it go was never an option."</p>' +
        '<p>The trust now plans a phased renovation, starting with the roof and heating system, and hopes to reopen the main stage for a full season next year. Smaller performances will continue in the studio space while the work is carried out.</p>',
      author: 'Jonah Whitcombe',
      image: null,
      hours_ago: 365,
    },
    {
      category: 'stage',
      title: 'Touring Dance Company Brings a Free Outdoor Show to 30 Town Squares',
      summary:
        "Company Vireo's open-air performance, built to be staged on any flat surface, will visit small towns that rarely host professional dance.",
      body_html:
        '<p>Contemporary dance troupe Company Vireo will take its new work <em>Open Field</em> on a free tour of 30 town squares this summer, visiting communities that rarely see professional dance.</p>' +
        '<p>The 50-minute piece was designed to be performed on any flat surface without a stage, lighting rig or sound system beyond a portable speaker. Eight dancers perform in everyday clothes, and the choreography invites audience members to join in during the final section.</p>' +
        '<p>Artistic director Sabine Kowalczyk-Reyes said the company wanted to remove every barrier to attendance. "No tickets, no dress code, no need to know anything about dance," she said. "If you are walking past with your shopping, you are welcome."</p>' +
        '<p>The tour is funded by a national arts grant and the host towns. Each visit will also include a free workshop for schoolchildren earlier in the day, led by members of the company.</p>',
      author: 'Naomi Sato-Brennan',
      image: '/seed/entertainment/theater-curtain.svg',
      hours_ago: 440,
    },
    {
      category: 'stage',
      title: 'Lyric Circle Awards Shortlist Celebrates New Writing as Revivals Take a Back Seat',
      summary:
        "Original plays dominate this year's nominations, with first-time playwright Anouk Verhaegen's hospital drama 'Small Hours' earning six nods.",
      body_html:
        "<p>New plays have dominated the shortlist for this year's Lyric Circle Awards, with revivals earning fewer nominations than at any point in the past decade.</p>" +
        '<p>Leading the field is <em>Small Hours</em>, a debut by playwright Anouk Verhaegen about three night-shift nurses, which received six nominations including best new play and best director. The comedy <em>Borrowed Weather</em> and the musical <em>Glass Harbor</em> each earned five.</p>' +
        '<p>Verhaegen, who worked as a hospital administrator before turning to writing, said she was still adjusting to the attention. "I wrote it in the parking lot on my lunch breaks," she said. "I did not think anyone would stage it, let alone this."</p>' +
        '<p>Awards organizers said the shift reflects a wave of new writing supported by smaller venues in recent years. Winners will be announced at a ceremony in the spring.</p>',
      author: 'Delphine Okafor',
      image: '/seed/entertainment/theater-curtain.svg',
      hours_ago: 680,
    },
  ],
};
