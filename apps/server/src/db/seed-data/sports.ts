import type { SeedTenant } from './types.js';

/** Sports publication: football, basketball, tennis, athletics, cycling and motorsport. */
export const sports: SeedTenant = {
  slug: 'sports',
  name: 'sports',
  display_name: 'Touchline Daily',
  description:
    'Results, reaction and the stories behind them, from the football terraces to the finish line.',
  tagline: 'Results, reaction and the stories behind them.',
  industry: 'sports',
  branding: {
    primary_color: '#b91c1c',
    secondary_color: '#ef4444',
    background_color: '#ffffff',
    text_color: '#111827',
  },
  settings: { articles_per_page: 10, enable_comments: true, rss_enabled: true },
  categories: [
    {
      slug: 'football',
      name: 'Football',
      description: 'Match reports, transfers and the business of the beautiful game.',
    },
    {
      slug: 'basketball',
      name: 'Basketball',
      description: 'Courtside coverage of the pro leagues, trades and rising stars.',
    },
    {
      slug: 'tennis',
      name: 'Tennis',
      description: 'Tour results, Grand Slam runs and the changing rules of the game.',
    },
    {
      slug: 'athletics',
      name: 'Athletics',
      description: 'Track, field and road running, from records to comebacks.',
    },
    {
      slug: 'cycling',
      name: 'Cycling',
      description: 'Grand tours, one-day classics and life in the peloton.',
    },
    {
      slug: 'motorsport',
      name: 'Motorsport',
      description: 'Grand prix weekends, title fights and the tech behind the speed.',
    },
  ],
  stories: [
    {
      category: 'football',
      title: 'Harbor City snatch a stoppage-time winner to go top of the league',
      summary:
        'Substitute Theo Marsh headed in deep into added time as Harbor City beat Northfield Wanderers 2-1 and moved a point clear at the summit.',
      body_html:
        '<p>Harbor City moved to the top of the league on Saturday night after substitute Theo Marsh scored a dramatic stoppage-time winner to beat Northfield Wanderers 2-1 in front of a sold-out crowd.</p>' +
        '<p>The visitors had led through a first-half penalty from captain Sam Okafor-Lane, awarded after a lengthy video review for handball. Harbor City pressed for much of the second half but struggled to create clear chances against a deep Northfield defence.</p>' +
        '<p>The equaliser finally came in the 71st minute when winger Jordi Alcaraz cut inside and curled a shot into the far corner. Marsh, introduced with ten minutes left, then rose highest to meet a corner in the fourth minute of added time.</p>' +
        '<blockquote>"We kept believing. The lads never stopped running, and the crowd carried us at the end," Harbor City manager Gareth Pryce said afterwards.</blockquote>' +
        '<p>The result leaves Harbor City one point ahead of Redmoor United, who have a game in hand. Northfield remain sixth.</p>',
      author: 'Callum Reid',
      image: '/seed/sports/pitch.svg',
      hours_ago: 4,
    },
    {
      category: 'football',
      title: 'Redmoor United appoint former academy chief as head coach',
      summary:
        "Lucas Brandt, who spent eight years running the club's youth system, has been handed a three-year contract after the departure of his predecessor last month.",
      body_html:
        '<p>Redmoor United have appointed Lucas Brandt as head coach on a three-year deal, promoting the former academy director who oversaw the development of several current first-team regulars.</p>' +
        '<p>Brandt, 44, had been in interim charge for the past five matches, winning four and drawing one, after the previous coach left by mutual consent following a run of poor results.</p>' +
        '<p>The club\'s sporting director said Brandt\'s knowledge of the squad and commitment to an attacking style made him the outstanding candidate. "He knows our players, he knows our identity, and he has earned this," the director said.</p>' +
        "<p>Brandt's first task will be to maintain the club's title challenge. Redmoor sit top of the table, two points clear of Harbor City, and have a game in hand.</p>" +
        '<p>He confirmed that his coaching staff would remain in place and said he had no plans for significant changes in the January transfer window. "The group is strong. We need focus, not new faces," he said.</p>',
      author: 'Ines Duarte',
      image: '/seed/sports/stadium.svg',
      hours_ago: 30,
    },
    {
      category: 'football',
      title: "Ashvale Town's cup run ends in penalty shootout heartbreak",
      summary:
        'The third-tier side held top-flight Kingsbridge Athletic to a 1-1 draw over 120 minutes before losing 4-3 on penalties in the quarter-finals.',
      body_html:
        "<p>Ashvale Town's remarkable cup adventure came to an end on Sunday as the third-tier club lost a penalty shootout to top-flight Kingsbridge Athletic after a 1-1 draw.</p>" +
        '<p>Ashvale, who had already knocked out two higher-ranked opponents, took a shock lead in the 38th minute through striker Danny Fenwick, a part-time electrician until two seasons ago.</p>' +
        '<p>Kingsbridge equalised midway through the second half, and the favourites dominated extra time, hitting the woodwork twice. Ashvale goalkeeper Ryan Cole made a string of saves to keep the tie level.</p>' +
        '<p>In the shootout, Cole saved the opening Kingsbridge kick, but Ashvale missed two of their own, and Kingsbridge defender Tomas Riedel converted the decisive penalty.</p>' +
        "<p>The club's share of gate receipts and broadcast fees from the run is expected to exceed its annual playing budget. Ashvale's chairman said the money would go toward upgrading the training ground and the women's team.</p>",
      author: 'Kwame Asante',
      image: '/seed/sports/pitch.svg',
      hours_ago: 90,
    },
    {
      category: 'football',
      title: 'Kingsbridge Athletic unveil plans for a 42,000-seat riverside stadium',
      summary:
        'The club wants to move from its 19th-century home to a new ground on former industrial land, with construction starting within two years if approved.',
      body_html:
        '<p>Kingsbridge Athletic have unveiled plans for a new 42,000-seat stadium on a former industrial site beside the river, almost doubling the capacity of their current ground.</p>' +
        '<p>The club has played at its existing home since 1894, but says the stadium is no longer fit for purpose. Limited capacity has left more than 15,000 supporters on the season ticket waiting list.</p>' +
        '<p>The proposed design features a steep single-tier stand behind one goal, a translucent roof, and a public plaza that would remain open on non-matchdays. The scheme also includes housing, a hotel and a riverside walkway.</p>' +
        '<p>Club officials estimate the cost at about $620 million, funded largely through a long-term loan and the sale of the current site for redevelopment.</p>' +
        '<p>A public consultation begins next month. Some residents have raised concerns about traffic and matchday crowds, and the club says it is working with local authorities on a transport plan that includes a new rail stop.</p>',
      author: 'Mateo Ferreira',
      image: '/seed/sports/stadium.svg',
      hours_ago: 200,
    },
    {
      category: 'football',
      title: 'League confirms semi-automated offside technology for next season',
      summary:
        "Cameras tracking players' limbs will help officials make offside decisions faster, with animated replays shown to fans in stadiums and on television.",
      body_html:
        '<p>The league has confirmed it will introduce semi-automated offside technology at the start of next season, aiming to speed up video reviews that have frustrated supporters.</p>' +
        "<p>The system uses a dozen cameras mounted under stadium roofs to track up to 29 points on each player's body, combined with a sensor inside the ball that detects the exact moment it is played.</p>" +
        '<p>When a potential offside is detected, the system sends an alert to video officials, who then confirm the decision. League officials say it should cut the average time for offside checks from around 70 seconds to under 25.</p>' +
        '<p>Fans will see a 3D animation of the decision on stadium screens and in broadcasts. The technology was tested in several cup matches this season, where officials said it performed well.</p>' +
        "<p>Referees' representatives welcomed the change but said subjective decisions, such as whether a player is interfering with play, would still need human judgement.</p>",
      author: 'Hannah Olsen',
      image: null,
      hours_ago: 500,
    },
    {
      category: 'basketball',
      title: "Riverside Comets extend winning streak to 11 behind Okoro's 38 points",
      summary:
        'Forward Dayo Okoro scored 16 in the fourth quarter as the Comets came from 14 points down to beat the Bayview Titans 112-105.',
      body_html:
        '<p>The Riverside Comets extended their winning streak to 11 games on Friday night, overturning a 14-point deficit to beat the Bayview Titans 112-105 behind a season-high 38 points from Dayo Okoro.</p>' +
        "<p>The Titans controlled the first three quarters, shooting 54% from the field and leading 86-72 entering the final period. But the Comets switched to a zone defence that disrupted Bayview's rhythm, holding them to 19 fourth-quarter points.</p>" +
        '<p>Okoro took over at the other end, scoring 16 points in the quarter, including back-to-back three-pointers that gave Riverside their first lead with 2:41 remaining.</p>' +
        '<blockquote>"When he gets going like that, you just give him the ball and get out of the way," Comets guard Marcus Bell said.</blockquote>' +
        '<p>The streak is the longest in franchise history and keeps Riverside atop the conference standings. The Titans have lost four of their last six.</p>',
      author: 'Fiona McAllister',
      image: '/seed/sports/hoop.svg',
      hours_ago: 8,
    },
    {
      category: 'basketball',
      title: 'Bayview Titans trade veteran guard Lowell in three-team deal',
      summary:
        'The Titans sent 33-year-old Andre Lowell to the Summit Stags in exchange for two young players and a future first-round draft pick.',
      body_html:
        '<p>The Bayview Titans have traded veteran guard Andre Lowell in a three-team deal that signals a shift toward rebuilding around younger players.</p>' +
        "<p>Lowell, 33, joins the Summit Stags, who are seeking experience for a playoff push. Bayview receive forward Jalen Pryor and centre Nikolai Sorensen, both 22, along with a first-round pick in two years' time from a third team involved in the trade.</p>" +
        '<p>Lowell averaged 17.4 points and 6.1 assists this season and was a fan favourite during his six years with the Titans. He thanked supporters in a social media post, calling Bayview "the place that made me".</p>' +
        '<p>Titans general manager Renee Holloway said the deal was difficult but necessary. "We have to build for where we want to be in three years, not just this season," she said.</p>' +
        "<p>The Stags, who currently sit seventh in the conference, believe Lowell's shooting and leadership can lift them into a top-six finish.</p>",
      author: 'Yuki Tanabe',
      image: '/seed/sports/hoop.svg',
      hours_ago: 75,
    },
    {
      category: 'basketball',
      title: 'Summit Stags rookie Ellis named conference player of the month',
      summary:
        'Twenty-year-old guard Kendrick Ellis averaged 24 points as the Stags won nine of 12 games, becoming the youngest player to win the award.',
      body_html:
        '<p>Summit Stags rookie Kendrick Ellis has been named conference player of the month after an outstanding run in which he averaged 24.1 points, 5.8 rebounds and 7.2 assists.</p>' +
        '<p>At 20 years and 114 days, Ellis is the youngest player to receive the award. The Stags won nine of their 12 games during the month, climbing from 11th to seventh in the standings.</p>' +
        "<p>Ellis, the third overall pick in last summer's draft, has become the focal point of the Stags' offence. He scored a career-high 41 points against the Riverside Comets and recorded his first triple-double a week later.</p>" +
        '<p>Stags coach Patrick Doyle praised his composure. "He plays like someone who has been in the league for ten years. Nothing rattles him," Doyle said.</p>' +
        '<p>Ellis is now the clear favourite for rookie of the year, and some analysts have suggested he could be a contender for a place in the mid-season all-star game.</p>',
      author: 'Dev Kapoor',
      image: '/seed/sports/hoop.svg',
      hours_ago: 260,
    },
    {
      category: 'basketball',
      title: "Women's league announces two expansion franchises",
      summary:
        "The professional women's basketball league will grow to 14 teams in two years, with new franchises in two fast-growing cities.",
      body_html:
        "<p>The women's professional basketball league will expand to 14 teams, adding two new franchises that will begin play in two seasons' time.</p>" +
        '<p>The league commissioner said the expansion reflected record growth in attendance, television audiences and sponsorship. Average attendance rose 28% last season, and several teams sold out their arenas for the first time.</p>' +
        "<p>The ownership groups paid expansion fees reported to be around $85 million each, a record for women's professional sport. Both groups have committed to building dedicated training facilities.</p>" +
        '<p>An expansion draft will allow the new teams to select players from existing rosters, with each current franchise able to protect six players.</p>' +
        "<p>Players' union representatives welcomed the news but said expansion must be accompanied by improvements to travel arrangements and salaries. Negotiations on a new collective bargaining agreement are expected to begin later this year.</p>",
      author: 'Hannah Olsen',
      image: null,
      hours_ago: 430,
    },
    {
      category: 'basketball',
      title: 'Comets sign Okoro to a five-year contract extension',
      summary:
        'Riverside have tied their star forward to the franchise until the end of the decade, ending weeks of speculation about his future.',
      body_html:
        '<p>The Riverside Comets have signed forward Dayo Okoro to a five-year contract extension, securing the future of the player they hope will lead them back to the playoffs.</p>' +
        '<p>The deal, reported to be worth around $210 million, is the largest in franchise history. Okoro, 26, had been eligible for free agency at the end of next season and had attracted interest from several rival teams.</p>' +
        '<p>Okoro is averaging 26.3 points and 8.9 rebounds this season, both career highs, and was selected for the mid-season all-star game for the first time last year.</p>' +
        '<blockquote>"This city believed in me when I was a second-round pick nobody had heard of. I wanted to repay that," Okoro said at a press conference.</blockquote>' +
        "<p>Head coach Danielle Ortega said the signing sent a clear message about the franchise's ambitions. The Comets missed the playoffs last season but have started this campaign strongly, winning six of their first eight games.</p>",
      author: 'Fiona McAllister',
      image: '/seed/sports/hoop.svg',
      hours_ago: 760,
    },
    {
      category: 'tennis',
      title: 'Castellan saves three match points to reach first major semi-final',
      summary:
        'The 23-year-old recovered from a set and a break down to beat the fifth seed in a four-hour quarter-final that finished after midnight.',
      body_html:
        '<p>Mira Castellan reached the first Grand Slam semi-final of her career in the early hours of Thursday, saving three match points before beating fifth seed Hana Lindqvist-Roe 4-6, 7-6(9), 7-5.</p>' +
        '<p>The 23-year-old, ranked 31st, trailed by a set and a break and faced match point three times at 5-6 in the second set tie-break. She saved the first with a service winner and the next two with aggressive forehands down the line.</p>' +
        '<p>The match finished at 12:48 a.m. after four hours and three minutes, the longest of the tournament so far.</p>' +
        '<blockquote>"I honestly don\'t remember the last few points. I just told myself to keep swinging," Castellan said in her on-court interview.</blockquote>' +
        "<p>She will face either the second seed or an unseeded qualifier in the semi-finals. Castellan's run is expected to lift her into the top 20 for the first time.</p>",
      author: 'Callum Reid',
      image: '/seed/sports/court.svg',
      hours_ago: 12,
    },
    {
      category: 'tennis',
      title: 'Eklund withdraws from the clay swing with a wrist injury',
      summary:
        'The world number six will miss at least six weeks after scans revealed inflammation in his right wrist, putting his participation in the next major in doubt.',
      body_html:
        '<p>Jonas Eklund has withdrawn from the upcoming clay-court tournaments after scans revealed inflammation in his right wrist, his management team confirmed on Tuesday.</p>' +
        '<p>The 26-year-old, ranked sixth in the world, first felt discomfort during his semi-final defeat last week. He has been advised to rest for at least six weeks, which rules him out of three events.</p>' +
        '<p>Eklund said in a statement that he was "really disappointed" but that he needed to "think about the long term". He suffered a similar injury to his left wrist three years ago and missed four months.</p>' +
        '<p>His absence is a blow to the clay season. Eklund reached the final of the major clay championship last year and was considered one of the favourites this season.</p>' +
        '<p>His team said a decision on whether he will compete at the next Grand Slam will be made closer to the event, depending on his recovery.</p>',
      author: 'Yuki Tanabe',
      image: '/seed/sports/tennis-ball.svg',
      hours_ago: 60,
    },
    {
      category: 'tennis',
      title: 'Teenager Petrenko stuns the top seed in straight sets',
      summary:
        'Seventeen-year-old qualifier Nadia Petrenko beat the world number one 6-4, 6-3 for the biggest win of her young career.',
      body_html:
        '<p>Seventeen-year-old qualifier Nadia Petrenko produced the shock of the tournament on Monday, beating the top seed 6-4, 6-3 in the second round.</p>' +
        '<p>Petrenko, ranked 164th, played with remarkable composure, breaking serve three times and hitting 24 winners to just 11 unforced errors. She did not face a break point in the second set.</p>' +
        '<p>The teenager turned professional only last year after a successful junior career that included two junior Grand Slam titles. She had to come through three qualifying matches to reach the main draw.</p>' +
        '<p>The defeated top seed, who had won her previous two tournaments, acknowledged she had been outplayed. "She was better today. She served big, and she didn\'t give me anything easy," she said.</p>' +
        '<p>Petrenko will face a fellow qualifier in the third round. Her coach said the focus would remain on development rather than results. "She is 17. This is one match in a long career," he said.</p>',
      author: 'Yuki Tanabe',
      image: '/seed/sports/court.svg',
      hours_ago: 170,
    },
    {
      category: 'tennis',
      title: 'Tour trials a stricter serve clock and on-court coaching rules',
      summary:
        'A pilot programme at six tournaments will cut the time between points and allow coaches to give brief instructions from the stands.',
      body_html:
        '<p>The professional tennis tour will trial a series of rule changes at six tournaments over the next two months, aiming to make matches shorter and more engaging for spectators.</p>' +
        '<p>The most notable change is a stricter serve clock. Players will have 20 seconds between points, down from 25, with the clock starting as soon as the umpire announces the score.</p>' +
        '<ul><li>Coaches may give short verbal instructions from the player box when the player is at the same end of the court.</li><li>Players may use one towel break per set outside the changeover.</li><li>Warm-ups before matches will be limited to four minutes.</li></ul>' +
        '<p>Tour officials said surveys showed younger audiences wanted faster-paced matches. The changes will be evaluated at the end of the trial before any permanent adoption.</p>' +
        "<p>Several players expressed reservations, particularly about the serve clock in hot conditions. The players' council said it would submit feedback after the trial period.</p>",
      author: 'Ines Duarte',
      image: '/seed/sports/tennis-ball.svg',
      hours_ago: 390,
    },
    {
      category: 'tennis',
      title: 'Valcour and Ibarra win doubles title in a match tie-break thriller',
      summary:
        'The unseeded pairing saved two championship points before clinching the title 16-14 in the deciding tie-break.',
      body_html:
        "<p>Unseeded pair Adrien Valcour and Diego Ibarra won the men's doubles title on Sunday, saving two championship points before claiming a deciding match tie-break 16-14 against the second seeds.</p>" +
        '<p>The final lasted nearly two and a half hours. Valcour and Ibarra won the first set 7-5 before losing the second 6-7 on a tie-break, forcing a first-to-ten deciding tie-break that swung repeatedly.</p>' +
        '<p>Trailing 8-9 and then 12-13, the pair held their nerve, with Ibarra hitting a reflex volley winner on the second championship point against them.</p>' +
        '<p>It is their first title together. The two began playing as a team only three months ago after both of their previous partners retired.</p>' +
        '<blockquote>"We didn\'t even know if we would qualify for this event. Now we are champions. It\'s crazy," Valcour said.</blockquote>' +
        '<p>The win lifts both players into the top 30 of the doubles rankings.</p>',
      author: 'Kwame Asante',
      image: '/seed/sports/court.svg',
      hours_ago: 620,
    },
    {
      category: 'athletics',
      title: 'Oduya breaks the national 400m record at the indoor championships',
      summary:
        'Amara Oduya clocked 50.21 seconds to win her third indoor title and take two-tenths off a record that had stood for 14 years.',
      body_html:
        '<p>Amara Oduya broke the national indoor 400m record on Saturday, winning her third consecutive title in 50.21 seconds at the indoor championships.</p>' +
        '<p>The 24-year-old took two-tenths of a second off the previous record, which had stood for 14 years. She went out aggressively, reaching the bell in 23.9 seconds, and held off a strong challenge on the final bend.</p>' +
        '<p>Oduya has been steadily improving since switching coaches last year. She said she had focused on strength work over the winter and felt "the best I\'ve ever felt" coming into the season.</p>' +
        '<blockquote>"I knew the record was there if I ran my race. I just didn\'t expect it today," she said.</blockquote>' +
        '<p>The performance makes her one of the favourites for the world indoor championships next month. Oduya said she would also target the outdoor 400m hurdles later in the year.</p>',
      author: 'Hannah Olsen',
      image: '/seed/sports/track.svg',
      hours_ago: 18,
    },
    {
      category: 'athletics',
      title: 'City marathon field announced with four men under 2:06',
      summary:
        'Organisers have assembled their strongest elite field in a decade, with the course record of 2:05:41 under threat if conditions allow.',
      body_html:
        '<p>Organisers of the city marathon have announced their strongest elite field in a decade, including four men who have run faster than two hours and six minutes.</p>' +
        '<p>The headline entry is Samuel Kiprono-Wells, the defending champion, who set a personal best of 2:04:58 last autumn. He will be challenged by three other sub-2:06 runners and two marathon debutants with strong track pedigrees.</p>' +
        '<p>The women\'s race includes the current course record holder and a former world half-marathon medallist, setting up what organisers described as "a genuine head-to-head".</p>' +
        "<p>The men's course record of 2:05:41 could fall if conditions are favourable. Race director Helen Abbott said pacemakers would be asked to target halfway in 62:30.</p>" +
        "<p>More than 48,000 mass-participation runners are expected to start, a record for the event. Organisers have added extra water stations after last year's race was run in unseasonably warm weather.</p>",
      author: 'Mateo Ferreira',
      image: '/seed/sports/track.svg',
      hours_ago: 110,
    },
    {
      category: 'athletics',
      title: 'Mensah-Hart edges a photo finish to claim the 100m title',
      summary:
        'Kofi Mensah-Hart won the national 100m title by three-thousandths of a second, securing his place at the summer championships.',
      body_html:
        '<p>Kofi Mensah-Hart won the national 100m title on Sunday by the smallest of margins, edging out defending champion Lewis Grant in a photo finish.</p>' +
        '<p>Both men were given a time of 10.02 seconds, but the photo finish showed Mensah-Hart ahead by three-thousandths of a second. It took officials nearly two minutes to confirm the result.</p>' +
        '<p>The 22-year-old had a poor start, reacting slowest in the field, but built strong momentum through the middle of the race and dipped at the line to take the win.</p>' +
        '<p>The victory secures Mensah-Hart an automatic place on the team for the summer championships. Grant also qualifies as runner-up, while the third spot will be decided by selectors.</p>' +
        '<p>"I saw the replay and still didn\'t know. When my name came up I just fell on the track," Mensah-Hart said. He will now race the 200m later this week.</p>',
      author: 'Kwame Asante',
      image: '/seed/sports/podium.svg',
      hours_ago: 280,
    },
    {
      category: 'athletics',
      title: 'Federation overhauls anti-doping testing with more out-of-competition checks',
      summary:
        'The national athletics federation will double the number of unannounced tests and store samples for up to ten years for future reanalysis.',
      body_html:
        '<p>The national athletics federation has announced a major overhaul of its anti-doping programme, doubling the number of out-of-competition tests and extending how long samples are stored.</p>' +
        '<p>Under the new system, elite athletes will face an average of eight unannounced tests a year, up from four. Samples will be kept for up to ten years, allowing retesting as detection methods improve.</p>' +
        '<p>The federation will also introduce a biological passport programme for middle and long-distance runners, monitoring blood markers over time to detect signs of manipulation.</p>' +
        '<p>The changes will cost an estimated $4 million a year, funded partly by a new levy on major events and partly by increased government grants.</p>' +
        '<p>Athlete representatives broadly welcomed the move but asked for better support for those living in remote areas, who can find it difficult to comply with whereabouts requirements.</p>',
      author: 'Dev Kapoor',
      image: null,
      hours_ago: 460,
    },
    {
      category: 'athletics',
      title: 'Brennan completes a remarkable comeback with 1500m gold',
      summary:
        'Eighteen months after a career-threatening foot injury, Isla Brennan kicked clear on the final bend to win the continental title.',
      body_html:
        '<p>Isla Brennan capped a remarkable comeback on Friday night by winning the continental 1500m title, eighteen months after a stress fracture that many feared would end her career.</p>' +
        '<p>The 28-year-old sat in fourth place for most of the race before launching a sustained kick with 250 metres remaining. She crossed the line in 4:01.37, more than a second clear of the field.</p>' +
        '<p>Brennan underwent surgery on her foot and spent six months unable to run. She rebuilt her fitness through cycling and pool running before returning to competition last spring.</p>' +
        '<blockquote>"There were days when I thought I would never race again. To stand on top of the podium here means more than any medal I\'ve won," she said.</blockquote>' +
        "<p>Brennan's time is her fastest in three years and places her among the top ten in the world this season.</p>",
      author: 'Hannah Olsen',
      image: '/seed/sports/podium.svg',
      hours_ago: 700,
    },
    {
      category: 'cycling',
      title: "Kjellberg seizes the leader's jersey on a brutal summit finish",
      summary:
        'Anders Kjellberg attacked with three kilometres remaining on a 13% gradient to win the stage and take the overall lead by 38 seconds.',
      body_html:
        '<p>Anders Kjellberg took control of the race on Wednesday, winning the first summit finish and moving into the overall lead with a decisive attack on the steepest section of the final climb.</p>' +
        '<p>The 27-year-old waited until three kilometres from the finish, where the gradient reaches 13%, before accelerating away from a small group of favourites. Only one rider could follow briefly, and Kjellberg soloed to the line.</p>' +
        '<p>He now leads the general classification by 38 seconds, with the previous leader dropping to fifth after struggling on the final ascent.</p>' +
        "<p>Kjellberg's team worked for much of the stage to control a dangerous breakaway, catching the last escapee with seven kilometres left.</p>" +
        '<blockquote>"The team was perfect today. I just had to finish the job," Kjellberg said after the stage. "But there are still two weeks to go, and much can happen."</blockquote>' +
        "<p>Thursday's stage is a flat run suited to the sprinters before the race returns to the mountains at the weekend.</p>",
      author: 'Mateo Ferreira',
      image: '/seed/sports/wheels.svg',
      hours_ago: 24,
    },
    {
      category: 'cycling',
      title: "Team Solano's sprinter Vieira takes her third stage win of the tour",
      summary:
        'Beatriz Vieira timed her sprint perfectly to win the stage by half a wheel and strengthen her grip on the points classification.',
      body_html:
        "<p>Beatriz Vieira of Team Solano won her third stage of the women's tour on Tuesday, edging out her rivals in a tense bunch sprint.</p>" +
        '<p>Her team controlled the final ten kilometres, bringing back a late attack and delivering Vieira into position with 200 metres to go. She launched her sprint on the left side of the road and held off a fast-finishing rival by half a wheel.</p>' +
        "<p>The win extends Vieira's lead in the points classification to 62 points, making her the strong favourite to win the jersey in Saturday's finale.</p>" +
        '<p>The stage was briefly neutralised after a crash involving around 15 riders with 40 kilometres remaining. Two riders abandoned, but the race leader was not affected.</p>' +
        '<p>Vieira, 25, has now won nine races this season. "I have the best lead-out in the peloton," she said. "Today I only had to do the last 200 metres."</p>',
      author: 'Ines Duarte',
      image: '/seed/sports/wheels.svg',
      hours_ago: 140,
    },
    {
      category: 'cycling',
      title: 'Crosswinds split the peloton as favourites lose two minutes',
      summary:
        'Echelons formed on an exposed coastal road, leaving several overall contenders stranded behind the leading group.',
      body_html:
        '<p>Strong crosswinds on an exposed coastal road blew the race apart on Friday, with several overall favourites losing more than two minutes on a day expected to be uneventful.</p>' +
        '<p>The split came with 55 kilometres remaining, when two teams accelerated into a section of road facing the wind. The peloton broke into echelons, and a front group of around 30 riders quickly opened a gap.</p>' +
        '<p>Race leader Tobias Laine was well positioned and finished in the lead group, extending his advantage. Three riders previously in the top ten were caught in the second group and lost two minutes and 14 seconds.</p>' +
        '<p>One team director described the stage as "chaos from start to finish" and said his team had been caught out by a sudden change in wind direction.</p>' +
        '<p>The stage was won in a reduced sprint by a rider from the breakaway group. The race moves into the high mountains on Sunday.</p>',
      author: 'Mateo Ferreira',
      image: '/seed/sports/wheels.svg',
      hours_ago: 310,
    },
    {
      category: 'cycling',
      title: 'Cobbled classic: breakaway survives by four seconds',
      summary:
        'A four-rider early move held off the chasing favourites to the line, with Joost Verbeke winning the sprint for victory.',
      body_html:
        '<p>The early breakaway defied the odds in the cobbled classic on Sunday, as four riders held off a chasing group of favourites by just four seconds at the finish.</p>' +
        '<p>The group escaped in the first hour and built a lead of more than six minutes. Behind, the favourites waited for the hardest cobbled sectors, where their attacks reduced the gap rapidly but not quite enough.</p>' +
        '<p>Joost Verbeke, a 29-year-old who has spent most of his career working for team leaders, won the four-way sprint on the velodrome finish for the biggest victory of his career.</p>' +
        "<p>The chasing group, including last year's winner, crossed the line moments later. Several riders were left frustrated after a series of punctures on the final cobbled sectors disrupted the chase.</p>" +
        '<p>Verbeke was in tears after the race. "I have always been the one who works for others. Today it was my day," he said.</p>',
      author: 'Callum Reid',
      image: '/seed/sports/podium.svg',
      hours_ago: 580,
    },
    {
      category: 'cycling',
      title: "Organisers unveil a mountain-heavy route for next year's grand tour",
      summary:
        'The three-week race will feature seven summit finishes and only one individual time trial, favouring climbers over all-rounders.',
      body_html:
        "<p>Organisers of the grand tour have presented a route for next year's race that is among the most mountainous in recent history, with seven summit finishes and just 32 kilometres of individual time trialling.</p>" +
        '<p>The race will start with three stages abroad before heading into the mountains in the first week. The final week includes three consecutive mountain stages, one of which crosses five categorised climbs.</p>' +
        '<p>The race director said the design aimed to keep the overall battle open until the final weekend. "We want attacks, we want surprises, and we want the race decided on the road," he said.</p>' +
        '<p>Climbers are expected to welcome the route, while strong time triallists may struggle to build an advantage. Several teams said they would reconsider their leadership plans.</p>' +
        '<p>The race will finish with a traditional processional stage in the capital, where a sprint finish is expected.</p>',
      author: 'Ines Duarte',
      image: '/seed/sports/wheels.svg',
      hours_ago: 830,
    },
    {
      category: 'motorsport',
      title: 'Castell wins a rain-soaked grand prix from 14th on the grid',
      summary:
        'Ravi Castell made a perfectly timed switch to intermediate tyres and carved through the field to claim a stunning first victory of the season.',
      body_html:
        '<p>Ravi Castell produced one of the drives of the season on Sunday, climbing from 14th on the grid to win a rain-affected grand prix after a bold strategy call.</p>' +
        "<p>Light rain began falling on lap 22, and while most frontrunners stayed out on slick tyres, Castell's team called him in for intermediates two laps earlier than rivals. When the rain intensified, he gained more than ten places in three laps.</p>" +
        '<p>A safety car period after a crash in the final chicane bunched the field, but Castell handled the restart well and pulled away to win by 6.4 seconds.</p>' +
        '<p>Championship leader Sebastien Moreau, who started ninth after a grid penalty, finished fourth after a slow pit stop, allowing Castell to close the gap to 11 points.</p>' +
        '<blockquote>"I\'ve waited a long time for a race like this. The team made the right call at the right moment, and the car was unbelievable in the wet," Castell said.</blockquote>' +
        '<p>The series moves to a high-speed circuit in two weeks.</p>',
      author: 'Dev Kapoor',
      image: '/seed/sports/circuit.svg',
      hours_ago: 1,
    },
    {
      category: 'motorsport',
      title: 'Vortex Racing confirm a new power unit partner from 2027',
      summary:
        'The team has signed a multi-year deal with an engine maker entering the championship for the first time under the new technical rules.',
      body_html:
        '<p>Vortex Racing has confirmed a long-term engine partnership with a manufacturer entering the championship for the first time when new technical regulations take effect in 2027.</p>' +
        '<p>The deal ends Vortex\'s current supply arrangement with a rival engine maker, with whom it has won three races in the past two seasons. The team said the new partnership would give it "works status" and greater influence over the design of the power unit.</p>' +
        '<p>The new regulations will significantly increase the share of power delivered by electrical systems and require the use of fully sustainable fuels.</p>' +
        '<p>Vortex team principal Greta Hollis said the partnership was the most important commercial decision in the team\'s history. "For the first time, we will be at the table shaping the package rather than receiving it," she said.</p>' +
        '<p>The manufacturer is already building a test facility and plans to run its first engine on the dyno later this year.</p>',
      author: 'Fiona McAllister',
      image: '/seed/sports/circuit.svg',
      hours_ago: 44,
    },
    {
      category: 'motorsport',
      title: "Aldridge GP's Moreau handed a five-place grid penalty",
      summary:
        "The championship leader will start Sunday's race from the middle of the grid after his team exceeded its allocation of gearbox components.",
      body_html:
        "<p>Championship leader Sebastien Moreau will serve a five-place grid penalty at this weekend's grand prix after Aldridge GP fitted a new gearbox ahead of the permitted schedule.</p>" +
        "<p>The team replaced the component after data showed a potential problem following Moreau's crash in practice two weeks ago. Regulations require gearboxes to be used for a minimum number of consecutive events.</p>" +
        '<p>Aldridge said it had chosen to take the penalty rather than risk a retirement. "We would rather lose a few places on Saturday than lose everything on Sunday," the team\'s technical director said.</p>' +
        '<p>Moreau leads the standings by 24 points. The penalty means that even if he qualifies on pole, he will start no higher than sixth.</p>' +
        '<p>Overtaking is typically difficult at this circuit, and rivals see the weekend as a chance to narrow the gap in the title fight.</p>',
      author: 'Yuki Tanabe',
      image: '/seed/sports/circuit.svg',
      hours_ago: 120,
    },
    {
      category: 'motorsport',
      title: 'Moreau stretches his championship lead as Castell crashes out',
      summary:
        'Sebastien Moreau won from pole for the third time this season while his closest rival retired on the opening lap, leaving the Aldridge GP driver 31 points clear.',
      body_html:
        "<p>Sebastien Moreau tightened his grip on the drivers' championship on Sunday, winning from pole position as his nearest challenger Ravi Castell crashed out on the opening lap.</p>" +
        '<p>Castell was squeezed between two cars on the run to the first corner and clipped the barrier, damaging his front suspension. He walked away unhurt but was visibly frustrated as he returned to the pits.</p>' +
        '<p>Moreau controlled the race from the front, managing his tyres through a long middle stint and crossing the line 8.2 seconds ahead of his team-mate to complete a one-two finish for Aldridge GP.</p>' +
        "<p>The result extends Moreau's lead in the standings to 31 points with seven rounds remaining, the largest margin at this stage of the season for four years.</p>" +
        '<blockquote>"You never want to win like this, with your rival out of the race, but we did our job and the car was perfect," Moreau said. Castell insisted the title fight was "far from over".</blockquote>',
      author: 'Callum Reid',
      image: null,
      hours_ago: 340,
    },
    {
      category: 'motorsport',
      title: 'Night race returns to the calendar after a three-year absence',
      summary:
        'The floodlit street circuit event will be the season finale next year following upgrades to the track surface and lighting system.',
      body_html:
        "<p>The championship's night race will return to the calendar next year after a three-year absence, organisers confirmed on Thursday, and it will serve as the season finale.</p>" +
        '<p>The event was removed after a dispute over hosting fees and concerns about the condition of the track. The city has since invested in resurfacing the entire 5.1-kilometre layout and installing an upgraded LED lighting system.</p>' +
        '<p>The new lights use about 40% less energy than the previous system and have been designed to reduce glare for drivers at high speed.</p>' +
        '<p>The circuit has also been slightly modified, with a new tighter final corner that organisers hope will create more overtaking opportunities.</p>' +
        '<p>Ticket sales will open next month. Organisers expect the race to attract more than 250,000 spectators over the three-day weekend.</p>',
      author: 'Kwame Asante',
      image: '/seed/sports/circuit.svg',
      hours_ago: 670,
    },
  ],
};
