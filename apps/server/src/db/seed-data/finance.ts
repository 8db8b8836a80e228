import type { SeedTenant } from './types.js';

/** Finance & markets publication: markets, economy, banking, personal finance, crypto and companies. */
export const finance: SeedTenant = {
  slug: 'finance',
  name: 'finance',
  display_name: 'Copper Ledger',
  description:
    'Markets, money and the economy: sharp, plain-spoken coverage of stocks, rates, banks, companies, crypto and your personal finances.',
  tagline: 'Markets, money and the economy, explained.',
  industry: 'finance',
  branding: {
    primary_color: '#b45309',
    secondary_color: '#f59e0b',
    background_color: '#fffbf5',
    text_color: '#1c1917',
  },
  settings: { articles_per_page: 12, enable_comments: true, rss_enabled: true },
  categories: [
    {
      slug: 'markets',
      name: 'Markets',
      description: 'Stocks, bonds, commodities and currencies, and what is moving them.',
    },
    {
      slug: 'economy',
      name: 'Economy',
      description: 'Growth, inflation, jobs and trade, explained.',
    },
    {
      slug: 'banking',
      name: 'Banking',
      description: 'Central banks, lenders, regulation and the cost of credit.',
    },
    {
      slug: 'personal-finance',
      name: 'Personal Finance',
      description: 'Practical guidance on saving, borrowing, homes and retirement.',
    },
    {
      slug: 'crypto',
      name: 'Crypto',
      description: 'Digital assets, blockchains and the rules being written around them.',
    },
    {
      slug: 'companies',
      name: 'Companies',
      description: 'Earnings, deals, strategy and the people running business.',
    },
  ],
  stories: [
    {
      category: 'markets',
      title: 'Stocks close at a record high as chipmakers lead a broad afternoon rally',
      summary:
        'The benchmark index gained 1.4% to finish at an all-time high, with semiconductor shares rising more than 3% after upbeat guidance from a major supplier.',
      body_html:
        "<p>Equities ended the session at a record on Tuesday as a late surge in chipmakers lifted the broader market, reversing a cautious morning in which investors had shuffled into defensive sectors ahead of this week's inflation data.</p>" +
        '<p>The benchmark index rose 1.4%, its strongest day in six weeks, while the technology-heavy gauge climbed 2.1%. Semiconductor stocks jumped more than 3% as a group after Corvane Semiconductors lifted its full-year outlook, citing a backlog of orders from data-centre operators.</p>' +
        "<p>Breadth was healthy: roughly three in four listed companies finished higher, and trading volume ran about 15% above the 30-day average. Utilities and consumer staples, the morning's favourites, gave back early gains.</p>" +
        '<blockquote>"This is the market telling you it believes the earnings story more than it fears the rates story," said one equity strategist at a regional brokerage. "That can change quickly if Thursday\'s inflation print comes in hot."</blockquote>' +
        '<p>Government bond yields were little changed, and the dollar eased slightly against a basket of major currencies. Oil prices edged up 0.6%.</p>',
      author: 'Marcus Hale',
      image: '/seed/finance/candles.svg',
      hours_ago: 3,
    },
    {
      category: 'markets',
      title: 'Ten-year yield climbs to a four-month high ahead of the inflation report',
      summary:
        'Longer-dated government bond yields rose for a fourth straight session as traders scaled back bets on rapid interest-rate cuts this year.',
      body_html:
        '<p>The yield on the ten-year government bond climbed to its highest level in four months on Monday, as investors trimmed expectations for how quickly the central bank will lower borrowing costs.</p>' +
        '<p>The ten-year yield rose seven basis points to 4.46%, while the two-year yield, which is more sensitive to policy expectations, added five basis points. The gap between the two widened slightly, extending a gradual steepening of the curve that began in late spring.</p>' +
        '<p>Futures markets now price roughly two quarter-point cuts by the end of the year, down from three a month ago. Strategists said a run of firm labour-market data and sticky services inflation had made investors more cautious.</p>' +
        "<p>Thursday's consumer price report is now the focal point. A reading above expectations could push the ten-year yield toward 4.6%, a level that has previously triggered selling in rate-sensitive stocks such as homebuilders and real-estate trusts.</p>" +
        "<p>Demand at last week's auction of seven-year notes was described by dealers as adequate but unspectacular, with foreign buyers taking a smaller share than usual.</p>",
      author: 'Elena Voss',
      image: '/seed/finance/yield-curve.svg',
      hours_ago: 20,
    },
    {
      category: 'markets',
      title: 'Small-cap shares outperform for a fifth straight week as rate hopes build',
      summary:
        'Smaller companies, which tend to carry more floating-rate debt, have beaten large caps by nearly four percentage points since the start of the month.',
      body_html:
        '<p>Shares of smaller listed companies have outpaced their larger peers for five consecutive weeks, the longest such streak in more than two years, as investors position for lower borrowing costs later in the year.</p>' +
        '<p>The small-cap index is up 6.8% this month, compared with a 3.1% gain for the large-cap benchmark. Regional banks, industrial suppliers and biotech firms have led the advance.</p>' +
        '<p>Fund managers say the rotation reflects both valuation and financing. Small caps trade at a steep discount to large caps on a price-to-earnings basis, and many depend on bank loans whose interest costs would fall quickly if rates were cut.</p>' +
        '<p>Not everyone is convinced the move will last. Roughly a third of the companies in the small-cap index are unprofitable, and previous rallies have faded when economic data disappointed. "You are buying a rate call as much as a stock call," one portfolio manager noted.</p>' +
        '<p>Inflows into small-cap exchange-traded funds totalled more than $5 billion over the past four weeks, according to industry data.</p>',
      author: 'Jonah Whitfield',
      image: '/seed/finance/candles.svg',
      hours_ago: 96,
    },
    {
      category: 'markets',
      title: 'Oil slips below $70 as inventories swell and demand outlook softens',
      summary:
        'Crude prices fell for a third day after a larger-than-expected build in stockpiles and a downgrade to global demand forecasts.',
      body_html:
        '<p>Oil prices dropped below $70 a barrel for the first time in seven weeks on Wednesday, weighed down by rising inventories and a more cautious view of global demand.</p>' +
        '<p>The benchmark crude contract fell 2.3% to settle at $69.40. Weekly data showed commercial stockpiles rose by 4.1 million barrels, far above the 1.2 million analysts had forecast, while gasoline inventories also increased.</p>' +
        '<p>An industry forecasting body separately trimmed its estimate for demand growth next year by 150,000 barrels a day, pointing to slower industrial activity in several large economies and the continued spread of electric vehicles.</p>' +
        '<p>Energy shares were among the worst performers in the equity market, with exploration and production companies down more than 2%. Refiners held up better, helped by healthy margins.</p>' +
        "<p>Traders will watch next month's producer-group meeting closely. Several members have signalled a preference for keeping output steady, but analysts said further price weakness could revive talk of deeper supply cuts.</p>",
      author: 'Adaeze Okafor',
      image: null,
      hours_ago: 210,
    },
    {
      category: 'markets',
      title: 'Volatility gauge jumps as options traders brace for earnings season',
      summary:
        "The market's fear index rose to its highest level since March as investors paid up for protection ahead of a heavy week of corporate results.",
      body_html:
        '<p>A widely watched measure of expected stock-market volatility climbed 18% on Friday, reaching its highest level in nearly four months as investors sought insurance ahead of the busiest stretch of the earnings calendar.</p>' +
        '<p>Demand was concentrated in short-dated options expiring within the next two weeks, a pattern traders said reflected anxiety about specific results rather than a broad change in outlook. Put options on the largest technology companies were especially active.</p>' +
        '<p>Stocks themselves moved only modestly, with the benchmark index slipping 0.5%. Market participants noted that volatility often rises into earnings season and then falls back once results are released.</p>' +
        "<p>Still, strategists warned that expectations are high. Analysts expect earnings for the benchmark's constituents to grow about 9% from a year earlier, and several sectors are priced for results well above that pace.</p>" +
        '<p>Around 40% of companies in the index are scheduled to report over the next ten trading days.</p>',
      author: 'Marcus Hale',
      image: '/seed/finance/yield-curve.svg',
      hours_ago: 530,
    },
    {
      category: 'economy',
      title: 'Factory activity expands for the first time in eleven months',
      summary:
        'A closely watched survey of manufacturers rose above the 50 mark separating growth from contraction, led by a rebound in new orders.',
      body_html:
        "<p>Manufacturing activity grew last month for the first time in nearly a year, according to a purchasing managers' survey, offering the clearest sign yet that the industrial slowdown may have bottomed out.</p>" +
        "<p>The headline index rose to 50.9 from 48.7, beating economists' forecasts of 49.5. New orders, a forward-looking component, climbed to their highest level in 18 months, while export orders also improved.</p>" +
        '<p>Survey respondents reported shorter supplier delivery times and a modest rise in input prices, mainly for metals and packaging. Employment remained slightly below the 50 threshold, suggesting factories are still cautious about hiring.</p>' +
        '<h2>What it means</h2>' +
        '<p>Economists said the figures support the view that the economy is heading for a soft landing rather than a recession. "The manufacturing cycle turned down first and it looks like it is turning up first, too," said one economist at an independent research firm.</p>' +
        '<p>The services version of the survey, which covers a much larger share of the economy, is due on Wednesday.</p>',
      author: 'Sofia Marchetti',
      image: '/seed/finance/factory.svg',
      hours_ago: 9,
    },
    {
      category: 'economy',
      title: 'Inflation eases to 2.8% as energy and used-car prices fall',
      summary:
        'Annual consumer price growth slowed for a second month, though services inflation remained stubborn at just above 4%.',
      body_html:
        '<p>Consumer price inflation slowed to 2.8% last month from 3.1%, official figures showed, as cheaper fuel and a slide in used-car prices offset continued increases in rents and insurance premiums.</p>' +
        '<p>Core inflation, which strips out volatile food and energy costs, eased to 3.2% from 3.4%. On a monthly basis, core prices rose 0.2%, in line with forecasts.</p>' +
        '<p>Energy prices fell 1.9% over the month, while used-vehicle prices dropped for the fourth month running. Food inflation was steady at 2.1%.</p>' +
        '<p>Services remain the sticking point. Shelter costs rose 0.4% on the month and motor insurance premiums were up more than 14% from a year earlier, reflecting higher repair bills.</p>' +
        '<p>The report is likely to reassure policymakers that inflation is moving in the right direction, but economists said it was unlikely to be enough on its own to trigger an immediate rate cut. Markets nudged up the probability of a move at the meeting after next.</p>',
      author: 'Tomasz Wieczorek',
      image: '/seed/finance/factory.svg',
      hours_ago: 40,
    },
    {
      category: 'economy',
      title: 'Trade deficit narrows as machinery exports hit a record',
      summary:
        'The goods and services gap shrank by 9% last month, helped by strong overseas demand for industrial equipment and aircraft parts.',
      body_html:
        '<p>The trade deficit narrowed more than expected last month, as exports of capital goods reached their highest level on record and imports of consumer products softened.</p>' +
        '<p>The shortfall fell to $68.2 billion from $75.1 billion the previous month. Exports rose 2.4%, led by industrial machinery, aircraft components and medical equipment, while imports slipped 0.8%.</p>' +
        '<p>Imports of consumer goods such as clothing, toys and household appliances declined for a second month, which economists attributed to retailers running down stock built up earlier in the year.</p>' +
        '<p>A narrower trade gap adds to economic growth, and several forecasters raised their estimates for the current quarter after the release. One research house now expects annualised growth of 2.3%, up from 1.9%.</p>' +
        '<p>Analysts cautioned that monthly trade data can swing sharply, particularly around seasonal shipping peaks, and said the coming months would show whether the export strength is sustained.</p>',
      author: 'Priya Ramanathan',
      image: '/seed/finance/containers.svg',
      hours_ago: 150,
    },
    {
      category: 'economy',
      title: 'Jobless claims edge up, hinting at a cooling labour market',
      summary:
        'Initial applications for unemployment benefits rose to a three-month high, while continuing claims reached their highest level in two years.',
      body_html:
        '<p>The number of people filing new claims for unemployment benefits rose last week to its highest in three months, adding to signs that the labour market is gradually losing momentum.</p>' +
        '<p>Initial claims increased by 12,000 to 238,000, above the consensus forecast of 225,000. The four-week average, which smooths out volatility, rose to 229,500.</p>' +
        '<p>Continuing claims, a proxy for how long it takes jobless workers to find new positions, climbed to 1.89 million, the highest reading in two years.</p>' +
        '<p>Economists stressed that claims remain low by historical standards and that layoffs have been concentrated in technology, media and some parts of manufacturing. Hiring, however, has clearly slowed, with job openings down about 15% from a year ago.</p>' +
        '<blockquote>"This is a labour market that is bending, not breaking," said one labour economist. "Companies are holding on to the staff they have but are much slower to add new people."</blockquote>' +
        '<p>The monthly employment report is due next Friday.</p>',
      author: 'Daniel Cho',
      image: '/seed/finance/factory.svg',
      hours_ago: 320,
    },
    {
      category: 'economy',
      title: 'Port congestion eases as container shipping rates fall by a third',
      summary:
        'The cost of moving a standard container from Asia to Europe has dropped sharply since spring as vessel capacity returns and queues at major ports clear.',
      body_html:
        '<p>Global container shipping rates have fallen by about a third since their spring peak, as congestion at major ports eases and shipping lines deploy a wave of newly built vessels.</p>' +
        '<p>An industry benchmark for the cost of moving a 40-foot container on the main Asia-to-Europe route dropped to about $3,100, down from more than $4,700 in April. Transpacific rates have fallen by a similar margin.</p>' +
        '<p>Waiting times at several large transhipment hubs have fallen to under two days, from more than a week at the height of the disruption. Carriers have also taken delivery of record numbers of new ships this year, adding capacity.</p>' +
        '<p>Lower freight costs should feed through to goods prices over the coming months, economists said, although the effect tends to lag by two to three quarters.</p>' +
        '<p>Shipping company shares have fallen between 20% and 35% from their highs, as investors anticipate weaker earnings in the second half of the year.</p>',
      author: 'Sofia Marchetti',
      image: '/seed/finance/containers.svg',
      hours_ago: 700,
    },
    {
      category: 'banking',
      title: 'Central bank holds rates steady but signals cuts could come by autumn',
      summary:
        'Policymakers kept the benchmark rate unchanged for a sixth straight meeting while dropping language that described further hikes as possible.',
      body_html:
        '<p>The central bank left its main interest rate unchanged at 5.25% on Wednesday but softened its guidance, signalling that the next move is likely to be a cut and that it could arrive within months.</p>' +
        '<p>In its statement, the rate-setting committee removed a long-standing reference to the possibility of further tightening and said it had gained "greater confidence" that inflation is moving sustainably toward its 2% target.</p>' +
        '<p>The decision was unanimous. Updated projections showed the median policymaker expecting two quarter-point cuts before the end of the year, with a further three next year.</p>' +
        '<p>At a press conference, the bank\'s governor stressed that decisions would remain data-dependent and that the committee did not want to move too early. "We are closer, but we are not there yet," the governor said.</p>' +
        '<p>Bond yields fell and stocks rose after the announcement. The two-year yield dropped eight basis points, and the dollar weakened against most major currencies.</p>',
      author: 'Priya Ramanathan',
      image: '/seed/finance/columns.svg',
      hours_ago: 6,
    },
    {
      category: 'banking',
      title: 'Northgate Bank profit jumps 18% on stronger lending margins',
      summary:
        "The country's fourth-largest lender beat forecasts as higher interest income offset a rise in provisions for bad loans.",
      body_html:
        "<p>Northgate Bank reported an 18% rise in quarterly profit on Friday, beating analysts' expectations as the gap between what it earns on loans and pays on deposits remained wider than anticipated.</p>" +
        '<p>Net income reached $2.9 billion, compared with $2.46 billion a year earlier. Net interest income rose 7%, while fee income from wealth management and card services increased 5%.</p>' +
        '<p>The bank set aside $610 million for potential loan losses, up from $480 million a year ago, citing rising delinquencies in credit cards and commercial property loans. Executives said the increase was "prudent rather than alarming".</p>' +
        '<p>Northgate raised its full-year guidance for net interest income and announced a $3 billion share buyback programme. Its shares rose 4.2% in morning trading.</p>' +
        "<p>The chief financial officer told analysts that deposit costs appeared to have peaked, but warned that competition for savers' money remained intense, particularly from digital-only banks.</p>",
      author: 'Adaeze Okafor',
      image: '/seed/finance/vault.svg',
      hours_ago: 70,
    },
    {
      category: 'banking',
      title: 'Regulators propose tougher capital rules for mid-sized lenders',
      summary:
        'Banks with between $100 billion and $250 billion in assets would have to hold more loss-absorbing capital and run more frequent stress tests under the plan.',
      body_html:
        '<p>Banking regulators on Tuesday unveiled proposals that would require mid-sized lenders to hold more capital and plan more rigorously for a sudden loss of deposits, closing gaps exposed by a string of regional bank failures.</p>' +
        '<p>Under the proposal, banks with between $100 billion and $250 billion in assets would need to recognise unrealised losses on certain bond holdings in their capital calculations, a requirement currently limited to the largest institutions.</p>' +
        '<p>They would also face annual rather than biennial stress tests and would have to maintain enough long-term debt to absorb losses in a wind-down.</p>' +
        '<p>Regulators estimate the changes would raise capital requirements for affected banks by an average of 9%, phased in over three years. Industry groups said the rules could reduce lending to small businesses and homebuyers.</p>' +
        '<p>The proposals are open for public comment for 90 days. Shares in regional banks fell by about 1.5% on the news.</p>',
      author: 'Elena Voss',
      image: '/seed/finance/columns.svg',
      hours_ago: 260,
    },
    {
      category: 'banking',
      title: 'Mortgage approvals rise for a third month as lenders trim rates',
      summary:
        'Banks approved the highest number of home loans in more than a year as falling swap rates allowed lenders to cut the price of fixed-rate deals.',
      body_html:
        '<p>Mortgage approvals rose for a third consecutive month, according to central bank figures, as a price war among lenders helped revive demand from homebuyers.</p>' +
        '<p>Lenders approved 64,300 mortgages for house purchases last month, up from 61,100 the month before and the highest total since early last year. Approvals for remortgaging also rose.</p>' +
        '<p>The average rate on a two-year fixed mortgage fell to 5.1%, down from a peak of 6.3% last summer, as lenders passed on lower wholesale funding costs. Several large banks cut rates again this week.</p>' +
        '<p>Brokers said activity had picked up noticeably among first-time buyers, who had been squeezed hardest by higher borrowing costs. Consumer credit growth, however, slowed, suggesting households remain cautious about taking on other kinds of debt.</p>' +
        '<p>Economists expect approvals to continue recovering gradually but said they remain below the pre-pandemic average of around 66,000 a month.</p>',
      author: 'Jonah Whitfield',
      image: null,
      hours_ago: 410,
    },
    {
      category: 'banking',
      title: 'Digital lender Fernway passes one million customers',
      summary:
        'The app-based bank, launched four years ago, says it expects to reach profitability next year as deposits top $8 billion.',
      body_html:
        '<p>Fernway, the app-only bank that launched four years ago, said on Monday it had passed one million customers, becoming one of the fastest-growing lenders in the country.</p>' +
        '<p>The company said deposits had risen to more than $8 billion, helped by savings rates that have consistently ranked among the highest on the market. About 40% of customers now use Fernway as their main current account, up from a quarter a year ago.</p>' +
        '<p>Fernway has narrowed its losses significantly and expects to turn a full-year profit next year. It recently began offering small-business accounts and plans to launch personal loans in the coming months.</p>' +
        '<p>The bank\'s chief executive said growth had come mostly from word of mouth. "We spend very little on marketing. People move their salary to us because the app is good and the rates are fair," she said.</p>' +
        '<p>Analysts said the challenge for Fernway will be keeping customers as interest rates fall and its savings advantage narrows.</p>',
      author: 'Tomasz Wieczorek',
      image: '/seed/finance/vault.svg',
      hours_ago: 610,
    },
    {
      category: 'personal-finance',
      title: 'How to build an emergency fund when prices are still rising',
      summary:
        'Financial planners suggest starting small, automating contributions and keeping the money somewhere separate but easy to reach.',
      body_html:
        '<p>Most financial planners recommend keeping three to six months of essential spending in an emergency fund. With rent, groceries and insurance all costing more than they did two years ago, that target can feel out of reach.</p>' +
        '<p>The good news is that any buffer is better than none. Even a few hundred dollars can cover a car repair or a broken appliance without resorting to a credit card charging 25% interest.</p>' +
        '<h2>Practical steps</h2>' +
        '<ul><li>Work out your essential monthly costs, not your total spending, to set a realistic target.</li><li>Automate a transfer on payday, even if it is small, so saving happens before spending.</li><li>Keep the fund in a separate, easy-access savings account that pays a competitive rate.</li><li>Direct windfalls such as tax refunds or bonuses straight into the fund.</li></ul>' +
        '<p>Planners also suggest reviewing subscriptions and insurance policies once a year. Switching providers can free up money that can be redirected into savings without changing day-to-day habits.</p>' +
        '<p>Once the fund is in place, only use it for genuine emergencies, and rebuild it as soon as possible afterwards.</p>',
      author: 'Daniel Cho',
      image: '/seed/finance/savings.svg',
      hours_ago: 28,
    },
    {
      category: 'personal-finance',
      title: 'First-time buyers: what a half-point rate cut means for monthly payments',
      summary:
        'A modest fall in mortgage rates can save hundreds of dollars a month on a typical loan, but the impact depends heavily on the size of the deposit.',
      body_html:
        '<p>After two years of rising borrowing costs, mortgage rates have begun to ease. For first-time buyers weighing whether to act now or wait, the key question is how much difference a smaller rate actually makes.</p>' +
        '<p>On a $300,000 repayment mortgage over 30 years, cutting the rate from 6% to 5.5% reduces the monthly payment from about $1,799 to $1,703, a saving of roughly $96 a month, or more than $34,000 over the life of the loan.</p>' +
        '<p>The effect is larger for bigger loans and longer terms. Buyers with a bigger deposit also tend to qualify for lower rates, which can matter as much as the headline rate itself.</p>' +
        '<blockquote>"Don\'t try to time the bottom of the market. Buy when the payment fits your budget and you plan to stay put for several years," said one independent mortgage adviser.</blockquote>' +
        '<p>Buyers should also budget for fees, surveys and moving costs, which can add several thousand dollars to the upfront bill.</p>',
      author: 'Jonah Whitfield',
      image: '/seed/finance/home.svg',
      hours_ago: 115,
    },
    {
      category: 'personal-finance',
      title: 'Savings rates are slipping. Here is where to park cash now',
      summary:
        'Easy-access accounts have already started trimming rates in anticipation of central bank cuts, but savers still have options that pay well above inflation.',
      body_html:
        "<p>Savers who have enjoyed the best returns in more than a decade may have noticed their rates starting to fall. Several banks have trimmed easy-access rates by a quarter of a point in recent weeks, anticipating cuts to the central bank's benchmark.</p>" +
        "<p>For cash that will not be needed for a year or more, fixed-term savings accounts and certificates of deposit can lock in today's rates. One-year fixed deals currently pay around 4.7% at the most competitive providers.</p>" +
        '<p>Money-market funds remain popular with investors who want flexibility, although their yields will follow official rates down. Short-dated government bonds offer similar returns and can be held in tax-efficient accounts.</p>' +
        '<p>Experts suggest splitting savings: keep an emergency buffer in an instant-access account and lock away the rest for a fixed period. "Laddering" deposits with staggered maturities can balance access and yield.</p>' +
        '<p>Whatever the choice, check whether the account is covered by the deposit protection scheme and remember that introductory bonus rates often expire after twelve months.</p>',
      author: 'Priya Ramanathan',
      image: '/seed/finance/savings.svg',
      hours_ago: 240,
    },
    {
      category: 'personal-finance',
      title: 'Five retirement mistakes that quietly cost savers thousands',
      summary:
        'From missing out on employer matching to paying high fees, small oversights early in a career can add up to a large shortfall later.',
      body_html:
        '<p>Retirement can feel a long way off, which is exactly why small mistakes tend to go unnoticed for years. Financial advisers say a handful of common errors account for much of the gap between what people save and what they end up with.</p>' +
        '<ul><li>Not contributing enough to receive the full employer match, which is effectively turning down part of your salary.</li><li>Paying high annual fees on funds, which can erode a third of a pot over several decades.</li><li>Cashing out old workplace plans when changing jobs instead of rolling them over.</li><li>Holding too much in cash for too long, missing decades of investment growth.</li><li>Losing track of old accounts left behind at previous employers.</li></ul>' +
        '<p>Many of these problems can be fixed in an afternoon. Consolidating old pensions, checking fund charges and raising contributions by one percentage point a year are among the most effective changes.</p>' +
        '<p>Advisers also recommend reviewing beneficiary nominations after major life events such as marriage, divorce or the birth of a child.</p>',
      author: 'Sofia Marchetti',
      image: '/seed/finance/savings.svg',
      hours_ago: 480,
    },
    {
      category: 'personal-finance',
      title: "Renting versus buying: how the numbers stack up in today's market",
      summary:
        'With mortgage rates elevated and rents still climbing, the decision now depends less on ideology and more on how long you plan to stay put.',
      body_html:
        '<p>The old saying that renting is "throwing money away" has rarely been less true. In many cities, the monthly cost of owning a typical home, including mortgage interest, taxes, insurance and maintenance, now exceeds the rent on an equivalent property.</p>' +
        '<p>An analysis of 50 metropolitan areas by a property research group found that buying was cheaper than renting over a five-year horizon in only 19 of them, down from 41 three years ago.</p>' +
        '<p>Over longer periods, however, ownership tends to come out ahead. Mortgage payments are largely fixed while rents typically rise each year, and homeowners build equity as they pay down their loan.</p>' +
        '<p>The break-even point varies widely. In expensive coastal cities it can exceed ten years; in more affordable inland markets it may be as short as three.</p>' +
        '<p>Renters who invest the difference between their rent and the cost of ownership can narrow the gap, though research suggests few people do so consistently.</p>',
      author: 'Adaeze Okafor',
      image: '/seed/finance/home.svg',
      hours_ago: 790,
    },
    {
      category: 'crypto',
      title: 'Bitcoin rallies 9% in a week as fund inflows accelerate',
      summary:
        'The largest cryptocurrency rose to a two-month high as exchange-traded products recorded their strongest weekly inflows since the start of the year.',
      body_html:
        '<p>Bitcoin climbed 9% over the past seven days to reach its highest level in two months, as investors poured money into exchange-traded products that hold the cryptocurrency.</p>' +
        '<p>Funds tracking the token took in more than $2.1 billion over the week, according to data compiled by an industry research firm, the largest weekly total since January. Ether-linked products attracted a more modest $240 million.</p>' +
        '<p>Analysts linked the rally to expectations of lower interest rates, which tend to support speculative assets, and to a decline in the amount of bitcoin held on exchanges, a sign that holders are less inclined to sell.</p>' +
        '<p>Trading volumes on major exchanges rose about 30% from the previous week. Shares of listed crypto miners and trading platforms also gained.</p>' +
        '<p>Volatility remains high. The token has swung by more than 5% in a single day four times in the past month, and analysts warned that leveraged positions in futures markets have built up quickly.</p>',
      author: 'Elena Voss',
      image: '/seed/finance/blockchain.svg',
      hours_ago: 14,
    },
    {
      category: 'crypto',
      title: 'Stablecoin issuer publishes its first full reserve audit',
      summary:
        'Tallis, which issues a dollar-pegged token worth $14 billion, says an independent audit confirms it holds more than enough assets to back every coin.',
      body_html:
        '<p>Tallis, the company behind one of the larger dollar-pegged stablecoins, released its first full financial audit on Thursday, a step that critics of the sector have long demanded.</p>' +
        '<p>The audit, carried out by an independent accounting firm, found that the company held $14.3 billion in reserves against $14.1 billion of tokens in circulation. About 82% of reserves were in short-term government bills, with the rest in cash and overnight repurchase agreements.</p>' +
        '<p>Previously, Tallis had published only monthly "attestations", which provide a snapshot of holdings at a single point in time but are less rigorous than a full audit.</p>' +
        '<p>Industry observers said the move could put pressure on other issuers to follow suit, particularly as lawmakers consider rules that would require regular audits for stablecoins used in payments.</p>' +
        "<p>The company's chief executive said it would publish audited accounts annually and continue releasing monthly reserve reports.</p>",
      author: 'Daniel Cho',
      image: '/seed/finance/blockchain.svg',
      hours_ago: 130,
    },
    {
      category: 'crypto',
      title: 'Crypto exchange Quorra halts withdrawals for six hours after wallet glitch',
      summary:
        'The mid-sized trading platform said no customer funds were lost, but the outage rattled users and briefly pushed down prices of smaller tokens.',
      body_html:
        '<p>Quorra, a cryptocurrency exchange with about 3 million registered users, suspended all withdrawals for six hours on Sunday after what it described as a software fault in one of its wallet systems.</p>' +
        '<p>The company said the problem arose during a routine upgrade and caused some outgoing transactions to be processed twice in its internal ledger. Engineers paused withdrawals as a precaution while they reconciled balances.</p>' +
        '<p>Quorra said no customer funds were lost and that all accounts had been restored to their correct balances. Withdrawals resumed on Sunday evening, and the exchange said it would waive trading fees for affected users for a week.</p>' +
        '<p>The incident triggered a wave of concern on social media, and several smaller tokens listed mainly on Quorra fell by more than 10% before recovering.</p>' +
        '<p>Security researchers said the episode highlighted the importance of independent proof-of-reserves checks. Quorra said it would publish an incident report within 14 days.</p>',
      author: 'Tomasz Wieczorek',
      image: '/seed/finance/blockchain.svg',
      hours_ago: 300,
    },
    {
      category: 'crypto',
      title: 'Lawmakers advance bill to define when tokens count as securities',
      summary:
        'The legislation would divide oversight of digital assets between two regulators and create a registration route for trading platforms.',
      body_html:
        '<p>A legislative committee voted on Wednesday to advance a bill that would set out, for the first time, clear criteria for when a digital token should be regulated as a security rather than a commodity.</p>' +
        '<p>Under the proposal, tokens whose networks are deemed "sufficiently decentralised" would fall under commodities oversight, while those controlled by a single company or small group would be treated as securities.</p>' +
        '<p>The bill would also create a registration regime for crypto exchanges and brokers, require segregation of customer assets, and impose disclosure requirements on token issuers.</p>' +
        '<p>Industry groups welcomed the vote as a step toward regulatory clarity. Consumer advocates argued the definition of decentralisation was too vague and could allow issuers to escape scrutiny.</p>' +
        '<p>The bill passed the committee with support from both parties but faces an uncertain path in the full chamber, where floor time is limited before the end of the session.</p>',
      author: 'Marcus Hale',
      image: null,
      hours_ago: 560,
    },
    {
      category: 'crypto',
      title: 'Ether staking yields fall as network participation hits a new high',
      summary:
        'More than a quarter of all ether is now locked up to help secure the network, pushing down the rewards paid to each participant.',
      body_html:
        '<p>The share of ether committed to staking has reached a record of about 27% of total supply, according to on-chain data, as more investors and institutions lock up tokens to earn rewards.</p>' +
        "<p>Because the network's issuance is spread across all staked tokens, higher participation has pushed down the annual yield to around 3.2%, from more than 5% two years ago.</p>" +
        "<p>Liquid staking services, which issue tradable receipts for staked tokens, account for roughly a third of the total. Developers have raised concerns that concentration among a few large providers could pose risks to the network's resilience.</p>" +
        '<p>Analysts said falling yields could slow the pace of new staking, but noted that institutional interest remains strong as custody providers add staking services for clients.</p>' +
        '<p>The next major network upgrade, expected next year, includes changes intended to make it easier for individual validators to participate.</p>',
      author: 'Adaeze Okafor',
      image: '/seed/finance/blockchain.svg',
      hours_ago: 820,
    },
    {
      category: 'companies',
      title: 'Corvane Semiconductors raises guidance on data-centre demand',
      summary:
        'The chip designer now expects full-year revenue growth of 31%, up from 24%, as cloud providers accelerate spending on artificial intelligence hardware.',
      body_html:
        '<p>Corvane Semiconductors raised its annual revenue forecast on Monday evening, saying orders from cloud computing providers had exceeded its expectations for a third consecutive quarter.</p>' +
        '<p>The company reported second-quarter revenue of $6.8 billion, up 38% from a year earlier and ahead of the $6.3 billion analysts had expected. Its data-centre division, which makes high-speed networking chips, grew 74%.</p>' +
        '<p>Corvane now expects full-year revenue to rise 31%, compared with previous guidance of 24%. Gross margins also improved, reaching 61% from 58% a year ago.</p>' +
        '<p>The chief executive said supply constraints at its manufacturing partners were easing, allowing the company to ship more of its backlog. "Demand is still ahead of what we can deliver, but the gap is narrowing," he told analysts.</p>' +
        "<p>Shares rose 11% in after-hours trading, adding about $19 billion to the company's market value.</p>",
      author: 'Marcus Hale',
      image: '/seed/finance/skyline.svg',
      hours_ago: 22,
    },
    {
      category: 'companies',
      title: 'Meridian Foods to cut 1,200 jobs in plant consolidation',
      summary:
        'The packaged-food maker will close three factories over the next 18 months as it responds to weaker volumes and shoppers switching to store brands.',
      body_html:
        '<p>Meridian Foods said on Tuesday it would close three of its eleven manufacturing plants and cut about 1,200 jobs, as the packaged-food group seeks to reduce costs amid sluggish sales.</p>' +
        '<p>Production will be moved to larger, more automated sites. The company expects the restructuring to save $180 million a year by the end of next year, at a one-off cost of about $240 million.</p>' +
        '<p>Meridian has struggled as consumers trade down to cheaper own-label products after successive price increases. Volumes fell 4% in the most recent quarter, although revenue held steady because of higher prices.</p>' +
        '<p>Union representatives said they would seek talks to minimise compulsory redundancies. The company said it would offer relocation packages and retraining to affected staff.</p>' +
        '<p>Shares rose 3% as investors welcomed the cost savings, though analysts questioned whether the company could restore volume growth without cutting prices.</p>',
      author: 'Jonah Whitfield',
      image: '/seed/finance/skyline.svg',
      hours_ago: 52,
    },
    {
      category: 'companies',
      title: 'Halvorsen Logistics agrees $4.2bn takeover of rival Trackline',
      summary:
        "The deal would create the region's second-largest freight and warehousing group, with more than 300 distribution centres.",
      body_html:
        "<p>Halvorsen Logistics has agreed to buy rival Trackline for $4.2 billion in cash and shares, in a deal that would combine two of the region's biggest freight and warehousing operators.</p>" +
        "<p>Trackline shareholders will receive $38.50 per share, a 27% premium to the company's closing price before the announcement. The boards of both companies have recommended the offer.</p>" +
        '<p>The combined group would operate more than 300 distribution centres and a fleet of about 11,000 trucks. Halvorsen expects annual cost savings of $220 million within three years, mainly from overlapping depots and shared technology.</p>' +
        '<p>The acquisition is expected to face scrutiny from competition authorities, particularly in parcel delivery, where the two companies together would hold a significant market share. Halvorsen said it was prepared to sell some assets if required.</p>' +
        "<p>The deal is expected to close in the first half of next year. Halvorsen shares fell 2% while Trackline's jumped 24%.</p>",
      author: 'Daniel Cho',
      image: '/seed/finance/skyline.svg',
      hours_ago: 180,
    },
    {
      category: 'companies',
      title: 'Tessaly Motors shares slide after recall of 80,000 electric SUVs',
      summary:
        'The carmaker is recalling vehicles to fix a software fault that can cause the rear-view camera display to freeze, its second major recall this year.',
      body_html:
        '<p>Shares in Tessaly Motors fell 6% on Thursday after the electric-vehicle maker announced a recall of about 80,000 sport utility vehicles to fix a software problem affecting the rear-view camera.</p>' +
        '<p>The company said the fault could cause the camera image to freeze while reversing, increasing the risk of a collision. No injuries have been reported. The fix will be delivered through an over-the-air software update, so most owners will not need to visit a dealer.</p>' +
        '<p>Although the repair itself is inexpensive, analysts said the recall added to concerns about quality control at Tessaly, which recalled 45,000 vehicles earlier this year over a seat-belt sensor issue.</p>' +
        '<p>The company has been expanding rapidly, doubling production capacity over the past two years. Deliveries rose 22% in the most recent quarter, but margins have been squeezed by price cuts across the industry.</p>' +
        '<p>Tessaly said the recall would have no material impact on its financial results.</p>',
      author: 'Elena Voss',
      image: null,
      hours_ago: 370,
    },
    {
      category: 'companies',
      title: 'Brightwater Utilities pledges to double renewable capacity by 2030',
      summary:
        'The power company will invest $12 billion in wind, solar and battery storage and close its last two coal-fired plants four years early.',
      body_html:
        '<p>Brightwater Utilities said on Wednesday it would invest $12 billion over the next six years to double its renewable generation capacity, as it accelerates its shift away from fossil fuels.</p>' +
        '<p>The plan includes new onshore wind farms, several large solar projects and about 2 gigawatts of battery storage. The company will also bring forward the closure of its two remaining coal plants to 2028.</p>' +
        '<p>Brightwater said the investment would be funded through a mix of operating cash flow, green bonds and the sale of a minority stake in its transmission business.</p>' +
        '<p>Executives said the programme would help stabilise customer bills over the long term by reducing exposure to volatile gas prices, although regulators will need to approve the recovery of some costs through tariffs.</p>' +
        '<p>Shares rose 2.5%. Analysts said the plan was ambitious but achievable, noting that the company had a good record of delivering large projects on budget.</p>',
      author: 'Priya Ramanathan',
      image: '/seed/finance/skyline.svg',
      hours_ago: 650,
    },
  ],
};
