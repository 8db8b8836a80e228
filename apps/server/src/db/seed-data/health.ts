import type { SeedTenant } from './types.js';

export const health: SeedTenant = {
  slug: 'health',
  name: 'health',
  display_name: 'Pulse Health Journal',
  description:
    'Independent reporting on medicine, public health, nutrition, mental health and the research shaping how we live and heal.',
  tagline: 'Evidence first: medicine, public health and how we live.',
  industry: 'health',
  branding: {
    primary_color: '#0f766e',
    secondary_color: '#22a06b',
    background_color: '#f6fbf9',
    text_color: '#16302b',
  },
  settings: { articles_per_page: 10, enable_comments: false, rss_enabled: true },
  categories: [
    {
      slug: 'medicine',
      name: 'Medicine',
      description: 'Clinical care, hospitals, prescribing and the changing practice of medicine.',
    },
    {
      slug: 'public-health',
      name: 'Public Health',
      description:
        'Vaccination, air and water quality, outbreaks and the policies that keep communities healthy.',
    },
    {
      slug: 'nutrition',
      name: 'Nutrition',
      description:
        'Food, diet and the science of what we eat, from school lunches to supermarket shelves.',
    },
    {
      slug: 'mental-health',
      name: 'Mental Health',
      description: 'Wellbeing, therapy services and the social forces that shape how we feel.',
    },
    {
      slug: 'research',
      name: 'Research',
      description: 'New studies, clinical trials and laboratory discoveries, explained in context.',
    },
    {
      slug: 'fitness',
      name: 'Fitness',
      description: 'Exercise, movement and the evidence behind staying active at every age.',
    },
  ],
  stories: [
    {
      category: 'medicine',
      title: 'Hospitals Trial Wearable Patches That Flag Heart Rhythm Changes Earlier',
      summary:
        'Four regional hospitals are testing adhesive monitors on patients sent home after cardiac surgery, hoping to catch irregular rhythms before they become emergencies.',
      body_html:
        '<p>A network of four regional hospitals has begun a twelve-month pilot of adhesive patches that record heart rhythm continuously for patients discharged after cardiac surgery. The devices, roughly the size of a playing card, send readings to a monitoring hub staffed by cardiac nurses around the clock.</p>' +
        '<p>Clinicians say the first weeks after surgery are when rhythm problems such as atrial fibrillation are most likely to appear, yet patients are often at home and unaware of subtle changes. Under the pilot, an alert triggers a phone call from a nurse, who can arrange a same-day review if needed.</p>' +
        '<blockquote><p>We are trying to move the conversation from the emergency department to the clinic. If we can see a problem forming on Tuesday, we do not want to meet the patient for the first time on Friday night in resus, said Dr. Imran Sheldrake, the cardiologist leading the study.</p></blockquote>' +
        '<p>About 600 patients are expected to take part. The team will compare readmission rates and length of stay against a matched group who received standard follow-up. Early feedback has focused on comfort: some participants reported skin irritation after several days, prompting a switch to a gentler adhesive.</p>' +
        '<p>Results are due to be published next year, and the hospitals say they will share the anonymised data with other trusts considering similar programmes.</p>',
      author: 'Daniel Hartwell',
      image: '/seed/health/heart-rate.svg',
      hours_ago: 3,
    },
    {
      category: 'medicine',
      title: 'Pharmacists Take On Larger Role in Managing Long-Term Prescriptions',
      summary:
        'A new scheme lets community pharmacists review and adjust repeat prescriptions for stable chronic conditions, freeing up appointments at busy family practices.',
      body_html:
        '<p>Community pharmacists in three districts can now carry out structured reviews of repeat prescriptions for people with stable long-term conditions, including high blood pressure and type 2 diabetes. The change is part of a wider effort to ease pressure on family doctors, whose appointment books are often full weeks in advance.</p>' +
        "<p>Under the scheme, pharmacists with additional prescribing qualifications meet patients in private consultation rooms, check recent test results and agree any changes with the patient's practice through a shared record system. Anything outside agreed limits is referred back to the doctor.</p>" +
        '<p>Early figures from the first six months suggest around one in five reviews led to a change, most often stopping a medicine that was no longer needed or simplifying a dosing schedule. Organisers say reducing unnecessary tablets can lower the risk of side effects, particularly among older adults taking many medicines.</p>' +
        '<p>Patient groups have broadly welcomed the move but stress that continuity matters. Some participants said they valued being able to book a review at short notice, while others wanted reassurance that their doctor remained informed. The health board says an independent evaluation will report by the end of the year.</p>',
      author: 'Tomasz Lewicki',
      image: '/seed/health/pill-capsules.svg',
      hours_ago: 58,
    },
    {
      category: 'medicine',
      title: 'New Guidance Aims to Cut Duplicate Imaging Scans Across Clinics',
      summary:
        'Updated referral guidance and a shared image archive are designed to stop patients being scanned twice when they move between hospitals.',
      body_html:
        '<p>Patients transferred between hospitals are frequently scanned again because earlier images cannot be viewed at the receiving site. New guidance issued by a panel of radiologists and hospital managers sets out how clinics should share images and when a repeat scan is genuinely needed.</p>' +
        "<p>The guidance is backed by a regional image archive that now connects eleven hospitals. Doctors at any of the sites can pull up X-rays, CT and MRI studies taken elsewhere in the network, along with the radiologist's report.</p>" +
        '<h2>Fewer repeat scans, less radiation</h2>' +
        "<p>An audit carried out last year found that around eight percent of CT scans for transferred patients duplicated a study performed within the previous week. Beyond the cost, repeat CT scans add to a patient's cumulative radiation dose and can delay treatment while a scanner slot is found.</p>" +
        '<p>Radiologist Dr. Lucia Ferrante, who chaired the panel, said the aim was not to discourage scanning when it helps. The point is to make sure the decision is based on the clinical question, not on whether someone can open a file, she said. The network plans to publish duplication figures every quarter.</p>',
      author: 'Hannah Lindqvist',
      image: null,
      hours_ago: 333,
    },
    {
      category: 'medicine',
      title: 'Rural Clinics Report Shorter Waits After Expanding Telehealth Follow-Ups',
      summary:
        'Video and phone follow-ups have cut average waiting times at a group of rural clinics, though staff say some patients still prefer to be seen in person.',
      body_html:
        '<p>A group of nine rural clinics says average waits for routine follow-up appointments have fallen from five weeks to just under three since it began offering video and telephone consultations as the default option for suitable patients.</p>' +
        '<p>The clinics serve a wide area where some patients drive more than an hour to reach an appointment. Follow-ups for conditions such as thyroid disorders, medication reviews and post-operative checks were identified as good candidates for remote care, freeing in-person slots for examinations and procedures.</p>' +
        '<p>Practice manager Colin Abernathy said the change required more than a software licence. Reception staff were trained to judge which appointments could be held remotely, and the clinics lent tablets to patients without suitable devices. Broadband gaps remain a problem in the hills, so telephone calls still make up the majority of remote consultations.</p>' +
        '<p>A patient survey found high satisfaction overall, but about a quarter of respondents said they would rather have been seen face to face. Clinic leaders say patients can always request an in-person visit, and they plan to track whether remote follow-ups lead to more missed diagnoses over the next two years.</p>',
      author: 'Maya Okonkwo-Reyes',
      image: '/seed/health/heart-rate.svg',
      hours_ago: 455,
    },
    {
      category: 'medicine',
      title: 'Antibiotic Stewardship Programme Cuts Unnecessary Prescriptions by a Third',
      summary:
        'A hospital programme combining prescribing audits, rapid tests and pharmacist feedback has reduced antibiotic use without any rise in infection complications.',
      body_html:
        '<p>A two-year antibiotic stewardship programme at a large teaching hospital has reduced prescriptions judged unnecessary by about a third, according to figures presented at a regional infection control meeting this week.</p>' +
        '<p>The programme paired weekly ward audits with faster laboratory tests that can distinguish bacterial from viral infections within hours rather than days. Specialist pharmacists reviewed every new antibiotic prescription within 48 hours and suggested narrower-spectrum alternatives or shorter courses where the evidence supported them.</p>' +
        '<p>Antibiotic resistance is regarded as one of the most serious long-term threats to modern medicine, because routine surgery and cancer treatment depend on drugs that still work. Reducing needless use slows the spread of resistant bacteria in hospitals and the wider community.</p>' +
        '<blockquote><p>The biggest change was cultural. Junior doctors told us they felt more confident stopping a drug when they knew a pharmacist and a microbiologist had their back, said infection specialist Dr. Amara Lindgren.</p></blockquote>' +
        '<p>The hospital reported no increase in readmissions for infection over the same period. It now plans to extend the approach to its outpatient clinics and to share its audit tools with neighbouring trusts.</p>',
      author: 'Grace Adeyemi',
      image: '/seed/health/pill-capsules.svg',
      hours_ago: 715,
    },
    {
      category: 'public-health',
      title: 'Regional Measles Vaccination Drive Reaches Record Uptake in Schools',
      summary:
        'A school-based catch-up campaign has pushed two-dose measles vaccine coverage above the level experts say is needed to prevent outbreaks.',
      body_html:
        '<p>A catch-up vaccination campaign run through primary and secondary schools has lifted two-dose measles vaccine coverage among children in the region to 95.4 percent, the highest figure since records began, public health officials announced.</p>' +
        '<p>The campaign followed a cluster of cases two winters ago that led to several hospital admissions. Nurses visited more than 400 schools, checking records and offering missed doses with parental consent. Evening clinics in community centres were added for families who could not attend during the day.</p>' +
        '<p>Measles is among the most contagious diseases known, and coverage of around 95 percent is generally considered necessary to stop sustained spread. Officials said the improvement was sharpest in neighbourhoods that had previously lagged well behind the regional average.</p>' +
        '<blockquote><p>Families were not refusing so much as falling through the cracks. Moving house, changing doctors, a missed letter. Bringing the clinic to the school gate made it easy, said programme lead Nkechi Obaro.</p></blockquote>' +
        '<p>The health authority plans to repeat the record checks annually and is working with maternity services to improve how vaccination records follow children when families relocate.</p>',
      author: 'Priya Venkataraman',
      image: '/seed/health/vaccine-shield.svg',
      hours_ago: 8,
    },
    {
      category: 'public-health',
      title: 'City Air Monitors Link Traffic Peaks to Spikes in Asthma Visits',
      summary:
        'A network of low-cost sensors has given researchers a street-by-street picture of pollution, revealing a clear link to emergency visits for asthma.',
      body_html:
        '<p>A year of data from 250 low-cost air quality sensors mounted on lamp posts across the city shows that days with the highest nitrogen dioxide readings near main roads were followed by a measurable rise in emergency department visits for asthma, particularly among children.</p>' +
        '<p>Researchers at Eastbrook University matched hourly sensor readings to anonymised hospital attendance records by postcode district. On the most polluted days, asthma visits from neighbourhoods bordering the busiest roads were around fifteen percent higher than the seasonal average.</p>' +
        '<p>The sensors are less precise than the handful of official monitoring stations, but their density reveals differences between streets that the older network could not detect. Some school entrances recorded pollution levels during the morning drop-off that rivalled the busiest junctions.</p>' +
        '<p>City transport officials say the findings will inform the next phase of school street closures, in which roads outside schools are closed to through traffic at the start and end of the day. Residents can view the live sensor map on the council website, and the research team plans to publish its full analysis in a peer-reviewed journal.</p>',
      author: 'Samuel Ortega',
      image: '/seed/health/city-air.svg',
      hours_ago: 41,
    },
    {
      category: 'public-health',
      title: 'Heat Action Plans Expand as Summers Grow Longer in Coastal Towns',
      summary:
        'Councils along the coast are adding cooling centres, welfare calls and early warnings to protect older residents during extended hot spells.',
      body_html:
        '<p>Seven coastal councils have agreed a joint heat action plan after last summer brought the longest run of hot days on local record. The plan sets out what happens at each alert level, from text message warnings to the opening of air-conditioned cooling centres in libraries and leisure centres.</p>' +
        '<p>Older people, young children and those with heart or lung conditions are most at risk during heatwaves, and many of the towns have a higher than average share of residents over 75. Volunteers will make welfare calls to people who have registered as living alone, checking whether they need help.</p>' +
        '<h2>Buildings under scrutiny</h2>' +
        '<p>Housing officers are also surveying care homes and top-floor flats, which can become dangerously warm. Some councils are funding external shading and reflective window film as an interim measure while longer-term retrofits are planned.</p>' +
        '<p>Public health consultant Dr. Fiona Marchetti said the plan drew on lessons from inland cities that have run heat programmes for several years. Heat is a quiet killer because it rarely makes headlines on the day, she said. The councils will review the plan at the end of each summer.</p>',
      author: 'Ruth Castellano',
      image: '/seed/health/city-air.svg',
      hours_ago: 152,
    },
    {
      category: 'public-health',
      title: 'Wastewater Testing Offers Early Warning for Seasonal Flu Waves',
      summary:
        'Sampling sewage at treatment plants detected rising influenza levels up to ten days before hospitals saw an increase in admissions.',
      body_html:
        '<p>Monitoring of wastewater at six treatment plants picked up a rise in influenza virus genetic material roughly a week to ten days before hospitals in the same catchments recorded an increase in flu admissions last winter, according to a report from the regional public health laboratory.</p>' +
        '<p>Wastewater surveillance gained prominence during the pandemic and has since been extended to other infections. Because people shed virus whether or not they seek medical care, the method can capture trends that clinic-based testing misses, and it does so without identifying individuals.</p>' +
        '<p>Laboratory director Dr. Hamid Rostami said the early signal gave hospitals extra time to plan staffing and open additional beds. It is not a replacement for clinical surveillance. It is another instrument on the dashboard, and it is a cheap one, he said.</p>' +
        '<p>The laboratory is now testing samples for respiratory syncytial virus and norovirus, and results are published weekly on an open dashboard. Researchers caution that rainfall and industrial discharges can affect readings, so trends are smoothed over several samples before any alert is issued.</p>',
      author: 'Priya Venkataraman',
      image: '/seed/health/vaccine-shield.svg',
      hours_ago: 260,
    },
    {
      category: 'public-health',
      title: 'Lead Pipe Replacement Programme Passes Halfway Mark Ahead of Schedule',
      summary:
        'More than 14,000 homes have had old lead service lines replaced, with the water utility now targeting completion two years earlier than planned.',
      body_html:
        '<p>The city water utility says it has replaced lead service pipes at more than 14,000 homes, passing the halfway point of its programme eighteen months ahead of schedule. Crews are now working through older terraced streets where lead pipes were most commonly installed.</p>' +
        '<p>Lead exposure is particularly harmful to children, affecting brain development even at low levels. Although the utility treats water to reduce corrosion, replacing the pipes removes the source entirely.</p>' +
        '<p>Project manager Odette Kwarteng credited a new trenchless technique that pulls replacement pipe through the old channel, avoiding the need to dig up front gardens. Most replacements now take under a day, compared with nearly three under the old method.</p>' +
        '<p>Homeowners are not charged for the work on the public side of the property boundary, and a grant covers most of the cost on the private side. Community groups had pressed for that support, arguing that households in the oldest housing were least able to pay. The utility publishes a street-level map showing progress and upcoming work.</p>',
      author: 'Hannah Lindqvist',
      image: '/seed/health/city-air.svg',
      hours_ago: 790,
    },
    {
      category: 'nutrition',
      title: 'School Lunch Reform Shows Gains in Vegetable Consumption, Study Finds',
      summary:
        'Pupils ate noticeably more vegetables after schools redesigned menus and serving lines, according to a two-year evaluation of 60 schools.',
      body_html:
        '<p>Children at schools that overhauled their lunch menus ate about a third more vegetables at midday than pupils at comparison schools, according to a two-year evaluation published this week by researchers at the Westmoor Institute of Food Policy.</p>' +
        '<p>The reform did not simply add more greens to the plate. Schools changed the order of serving lines so vegetables came first, introduced weekly tasting sessions and involved pupils in naming dishes. Cooks received training in seasoning and roasting techniques that made vegetables more appealing.</p>' +
        '<p>Researchers measured plate waste by weighing leftovers at the end of each lunch period. Waste of vegetables fell even as portions grew, suggesting children were eating what they took rather than leaving it behind.</p>' +
        '<blockquote><p>Children are not fussy by nature so much as unfamiliar. Repeated, low-pressure exposure works, and the canteen is one of the few places where that happens every single day, said lead author Dr. Beatrix Olufemi.</p></blockquote>' +
        '<p>The study found smaller effects among older secondary pupils, many of whom buy food off-site. The authors recommend further research into lunchtime policies for teenagers.</p>',
      author: 'Maya Okonkwo-Reyes',
      image: '/seed/health/leafy-plate.svg',
      hours_ago: 14,
    },
    {
      category: 'nutrition',
      title: 'Traffic-Light Food Labels Shift Shopping Habits in Supermarket Trial',
      summary:
        'Colour-coded front-of-pack labels nudged shoppers toward products lower in salt and sugar during a six-month trial in forty stores.',
      body_html:
        '<p>Shoppers bought fewer products high in salt and sugar when supermarkets displayed colour-coded labels on the front of packaging, according to results from a six-month trial across forty stores run by a regional grocery chain and university researchers.</p>' +
        '<p>The labels used red, amber and green to show whether a product was high, medium or low in fat, saturated fat, sugar and salt per portion. Loyalty card data, anonymised before analysis, showed a modest but consistent shift toward green and amber options in categories such as breakfast cereals, ready meals and yoghurts.</p>' +
        '<p>Researchers noted that the biggest effects came not from shoppers but from manufacturers. Several suppliers reformulated products during the trial to avoid a red label, reducing salt in soups and sauces by up to a fifth.</p>' +
        '<h2>Debate over simplicity</h2>' +
        '<p>Some industry groups argue that colour coding oversimplifies nutrition and penalises foods such as cheese or nuts that are dense in nutrients. Researchers acknowledged the limitation but said the labels were intended as a quick guide, not a complete assessment. The chain says it will keep the labels in place while it reviews the findings.</p>',
      author: 'Grace Adeyemi',
      image: '/seed/health/leafy-plate.svg',
      hours_ago: 111,
    },
    {
      category: 'nutrition',
      title: 'Researchers Track How Ultra-Processed Foods Affect Appetite Signals',
      summary:
        'A tightly controlled feeding study found participants ate more calories on an ultra-processed diet, and hormone measurements offer clues as to why.',
      body_html:
        '<p>Volunteers who spent two weeks on a diet made largely of ultra-processed foods ate around 400 more calories a day than when they followed a minimally processed diet matched for sugar, fat, fibre and salt, according to a small but carefully controlled study from the Harrowgate Metabolic Research Unit.</p>' +
        '<p>Twenty-four adults lived in the unit for four weeks, switching between the two diets and eating as much or as little as they wanted. Researchers took regular blood samples to measure hormones that signal hunger and fullness.</p>' +
        '<p>On the ultra-processed diet, participants ate faster and levels of a hormone associated with satiety rose more slowly after meals. The authors suggest softer textures and faster eating may mean the body has less time to register fullness.</p>' +
        '<p>The team cautioned that the study was short and involved a small number of people in an artificial setting. Ultra-processed is also a broad category, covering everything from packaged bread to fizzy drinks, and the findings do not mean every such product has the same effect. Larger studies in everyday settings are planned for next year.</p>',
      author: 'Priya Venkataraman',
      image: null,
      hours_ago: 228,
    },
    {
      category: 'nutrition',
      title: 'Community Gardens Linked to Better Diet Quality in Low-Income Areas',
      summary:
        'Households that joined neighbourhood growing projects reported eating more fruit and vegetables a year later than those on the waiting list.',
      body_html:
        '<p>Families who took up plots in newly created community gardens reported eating more fruit and vegetables a year later than families who remained on the waiting list, according to a study conducted across twelve neighbourhoods with high levels of food insecurity.</p>' +
        '<p>The study took advantage of long waiting lists to compare similar households. Participants completed food diaries at the start and again after twelve months. Gardeners recorded an average increase of just over one portion of fruit and vegetables a day, compared with little change among those still waiting.</p>' +
        '<p>Researchers say the benefit appeared to come from more than the harvest itself. Many gardens ran cooking sessions and shared meals, and participants described swapping recipes and produce with neighbours. Reported stress levels and feelings of isolation also fell among gardeners.</p>' +
        '<blockquote><p>It is tempting to think of a garden as a vegetable supply. What we saw was a social network that happens to grow food, said study coordinator Marisol Baptiste.</p></blockquote>' +
        '<p>The local council has pledged to convert four more unused plots of land into gardens next spring.</p>',
      author: 'Samuel Ortega',
      image: '/seed/health/leafy-plate.svg',
      hours_ago: 412,
    },
    {
      category: 'nutrition',
      title: 'Fortified Flour Programme Credited With Drop in Anaemia Among Teenagers',
      summary:
        'Five years after millers began adding iron and folic acid to flour, national survey data show iron deficiency among teenage girls has fallen sharply.',
      body_html:
        '<p>The share of teenage girls with iron deficiency anaemia has fallen by nearly 40 percent in the five years since flour fortification became mandatory, according to the latest national nutrition survey.</p>' +
        '<p>Under the programme, commercial mills add iron, folic acid and several B vitamins to wheat flour. Because bread and baked goods are eaten widely, fortification reaches people who might not otherwise change their diets. Adolescent girls are at particular risk of iron deficiency, which can cause tiredness and affect concentration at school.</p>' +
        '<p>Survey coordinators cautioned that other factors, including wider economic changes and school meal improvements, may have contributed. However, the decline was steepest in regions where fortified flour had the highest market share, which supports a link.</p>' +
        '<p>Small rural mills were initially exempt, and officials are now considering how to support them to meet the standard. Nutrition researcher Dr. Yusuf Hakimi said monitoring must continue to ensure that levels remain safe and effective as diets change.</p>',
      author: 'Ruth Castellano',
      image: '/seed/health/leafy-plate.svg',
      hours_ago: 640,
    },
    {
      category: 'mental-health',
      title: 'Crisis Text Lines See Demand Climb Among Students During Exam Season',
      summary:
        'A student support text service recorded its busiest month on record, prompting universities to fund extra volunteer shifts through the summer term.',
      body_html:
        '<p>A text-based crisis support service used by students across the region handled more than 9,000 conversations last month, its busiest period since it launched, according to figures released by the charity that runs it.</p>' +
        '<p>Volunteers said exam stress, money worries and loneliness were the most common themes. Around a fifth of conversations took place between midnight and 4am, when campus counselling services are closed.</p>' +
        '<p>The service is staffed by trained volunteers supervised by mental health professionals, who can escalate conversations when someone appears to be at immediate risk. The charity says text is often preferred by younger people who find phone calls daunting.</p>' +
        '<blockquote><p>People tell us things in a text at 2am that they have never said out loud. That first message is a big step, and we want someone to be there to answer it, said service director Joanna Whitlock.</p></blockquote>' +
        '<p>Four universities have agreed to fund additional overnight shifts through the summer term. Student unions have welcomed the move but are pressing for shorter waiting times for ongoing counselling, which can stretch to several weeks at peak periods.</p>',
      author: 'Hannah Lindqvist',
      image: '/seed/health/calm-mind.svg',
      hours_ago: 1,
    },
    {
      category: 'mental-health',
      title: 'Peer Support Workers Join Emergency Departments in New Pilot Scheme',
      summary:
        'People with lived experience of mental illness are working alongside clinicians in three emergency departments to support patients in crisis.',
      body_html:
        '<p>Three emergency departments have begun employing peer support workers, people with their own lived experience of mental illness, to sit with patients who arrive in mental health crisis while they wait to be assessed.</p>' +
        '<p>Emergency departments can be noisy, bright and stressful places, and patients in crisis sometimes wait many hours for a specialist assessment. Peer workers offer company, explain what will happen next and help patients communicate their needs to staff.</p>' +
        '<p>Emergency consultant Dr. Owen Pritchard said the effect on the department had been noticeable. Patients are calmer, fewer people leave before they are seen, and my nurses have more time for everything else, he said.</p>' +
        '<h2>Training and support</h2>' +
        '<p>Peer workers complete a twelve-week training course and receive regular supervision, recognising that the role can be emotionally demanding. The pilot will run for eighteen months, with researchers measuring waiting times, the number of patients leaving before assessment and patient-reported experience. If successful, the scheme could be extended to other hospitals in the region.</p>',
      author: 'Tomasz Lewicki',
      image: '/seed/health/calm-mind.svg',
      hours_ago: 33,
    },
    {
      category: 'mental-health',
      title: 'Survey Finds Remote Workers Report Loneliness Despite Flexible Hours',
      summary:
        'Fully remote employees value flexibility but report higher levels of loneliness than colleagues on hybrid schedules, according to a survey of 6,000 workers.',
      body_html:
        '<p>Employees who work entirely from home are more likely to describe themselves as often lonely than those who split their week between home and the office, according to a survey of 6,000 workers by the Centre for Workplace Wellbeing.</p>' +
        '<p>Almost 30 percent of fully remote respondents reported frequent loneliness, compared with 18 percent of hybrid workers and 21 percent of those in the office full time. Fully remote workers also reported fewer close friendships at work.</p>' +
        '<p>Yet the same group rated their work-life balance highest, and most said they would not want to return to the office full time. Researchers say the findings point to a trade-off rather than a clear answer.</p>' +
        "<p>Survey author Dr. Rosalind Achebe said employers could help by creating structured opportunities for connection rather than relying on chance encounters. Some companies in the survey had introduced regular in-person team days or funded co-working memberships near employees' homes.</p>" +
        '<p>The centre plans to repeat the survey annually to track how attitudes change as working patterns settle.</p>',
      author: 'Daniel Hartwell',
      image: null,
      hours_ago: 175,
    },
    {
      category: 'mental-health',
      title: 'Waiting Lists for Talking Therapies Shrink After Digital Triage Rollout',
      summary:
        'An online assessment that routes people to the right level of support has helped cut average waits for psychological therapy from eleven weeks to six.',
      body_html:
        '<p>Average waits for talking therapies in one health region have fallen from eleven weeks to six since the service introduced an online self-referral and triage tool, according to figures published by the regional mental health trust.</p>' +
        '<p>The tool asks people a series of validated questions about their symptoms and circumstances, then suggests an appropriate starting point, ranging from guided self-help courses to one-to-one therapy. Every referral is reviewed by a clinician, and anyone indicating risk is contacted the same day.</p>' +
        '<p>Service lead Dr. Anjali Moorcroft said the main benefit was matching people to the right support first time. Previously many people waited for a full assessment only to be offered a course that could have started weeks earlier, she said.</p>' +
        '<p>Critics have raised concerns about people who are less comfortable online, including some older adults. The trust says telephone referrals remain available and that about a quarter of referrals still arrive that way. An independent review will examine whether outcomes differ between online and telephone routes.</p>',
      author: 'Grace Adeyemi',
      image: '/seed/health/calm-mind.svg',
      hours_ago: 295,
    },
    {
      category: 'mental-health',
      title: "Farmers' Wellbeing Network Expands After Surge in Rural Referrals",
      summary:
        'A support network staffed by people from farming backgrounds is adding counsellors and outreach workers after referrals doubled in two years.',
      body_html:
        '<p>A rural wellbeing network set up by farmers for farmers is recruiting six additional counsellors and outreach workers after referrals doubled over the past two years, the organisation said in its annual report.</p>' +
        "<p>Farming communities face particular pressures, including isolation, long working hours, unpredictable weather and financial uncertainty. Many of the network's staff grew up on farms, which organisers say helps build trust with people who might be reluctant to approach mainstream services.</p>" +
        '<p>Outreach workers attend livestock markets and agricultural shows, and counsellors will visit farms when travelling to an appointment is impractical. The network also trains vets, feed merchants and auctioneers to recognise when someone may be struggling and how to point them toward support.</p>' +
        '<blockquote><p>A lot of our referrals come from the person who sees a farmer every week, not from a doctor. We want those people to feel confident starting a conversation, said network coordinator Gareth Llewellyn.</p></blockquote>' +
        '<p>The expansion is funded by a combination of charitable grants and agricultural industry donations.</p>',
      author: 'Maya Okonkwo-Reyes',
      image: '/seed/health/calm-mind.svg',
      hours_ago: 570,
    },
    {
      category: 'research',
      title: 'Gene Therapy Trial for Rare Inherited Blindness Reports Early Vision Gains',
      summary:
        'Most participants in an early-stage trial showed improved light sensitivity a year after a single treatment, though researchers stress the results are preliminary.',
      body_html:
        '<p>Eleven of fourteen participants in an early-stage trial of a gene therapy for a rare inherited form of blindness showed measurable improvements in their sensitivity to light one year after treatment, researchers reported at an ophthalmology conference.</p>' +
        '<p>The condition is caused by a faulty copy of a single gene needed by light-sensing cells in the retina. The therapy uses a harmless modified virus to deliver a working copy of the gene, injected beneath the retina during a short surgical procedure.</p>' +
        '<p>Several participants were able to navigate an obstacle course in dim light that they could not complete before treatment. Side effects were mostly related to the surgery itself, including temporary inflammation.</p>' +
        '<h2>Caution over early data</h2>' +
        '<p>The trial was primarily designed to assess safety, and it did not include a control group. Lead investigator Professor Ingrid Thorvaldsen said larger studies would be needed to confirm the benefit and establish how long it lasts. We are encouraged but we are at the start of this road, not the end, she said. A larger trial is expected to begin recruiting next year.</p>',
      author: 'Priya Venkataraman',
      image: '/seed/health/dna-helix.svg',
      hours_ago: 5,
    },
    {
      category: 'research',
      title: 'Large Cohort Study Links Sleep Regularity to Heart Health Markers',
      summary:
        'People whose bedtimes varied widely from night to night had higher blood pressure and inflammation levels than consistent sleepers, even with similar total sleep.',
      body_html:
        '<p>Irregular sleep schedules were associated with higher blood pressure and markers of inflammation in a study that tracked the sleep of more than 20,000 adults using wrist-worn activity monitors, researchers at the Kellbridge Population Health Institute reported.</p>' +
        '<p>Participants wore the devices for a week, allowing researchers to calculate how much their sleep and wake times varied. Those in the most irregular group had bedtimes that shifted by more than ninety minutes on average from night to night.</p>' +
        '<p>Even after accounting for total sleep duration, age, weight, smoking and physical activity, the most irregular sleepers had systolic blood pressure around four points higher than the most regular sleepers, along with higher levels of an inflammatory protein linked to heart disease.</p>' +
        '<p>The authors note that the study shows an association and cannot prove that irregular sleep causes heart problems. Shift work, caring responsibilities and other life circumstances may affect both sleep and health. The team is now planning a trial to test whether stabilising sleep timing changes these markers.</p>',
      author: 'Daniel Hartwell',
      image: '/seed/health/microscope-cells.svg',
      hours_ago: 72,
    },
    {
      category: 'research',
      title: 'Lab-Grown Mini-Livers Help Researchers Screen Drugs for Toxicity',
      summary:
        'Tiny clusters of human liver cells grown in the lab correctly flagged most drugs known to cause liver damage in a validation study.',
      body_html:
        '<p>Miniature clusters of human liver tissue grown in the laboratory correctly identified most of a set of drugs known to cause liver injury in patients, suggesting they could help catch dangerous compounds earlier in drug development, according to a study by researchers at the Alderney Biomedical Centre.</p>' +
        '<p>Drug-induced liver injury is one of the most common reasons experimental medicines fail or are withdrawn after approval. Animal tests do not always predict how a human liver will respond, because species process drugs differently.</p>' +
        '<p>The team grew the mini-livers, called organoids, from stem cells donated by volunteers, then exposed them to more than 200 compounds with known safety records. The organoids flagged around 85 percent of the drugs known to be harmful while rarely raising false alarms for safe ones.</p>' +
        '<blockquote><p>No single model will ever replace everything else, but this gives us a human-relevant signal before a compound ever reaches a trial volunteer, said senior author Dr. Kwame Asante-Rhodes.</p></blockquote>' +
        '<p>The researchers are working with regulators to establish how organoid data could be used alongside existing safety tests.</p>',
      author: 'Tomasz Lewicki',
      image: '/seed/health/microscope-cells.svg',
      hours_ago: 199,
    },
    {
      category: 'research',
      title: 'Blood Test Under Development Could Spot Several Cancers Earlier',
      summary:
        'A test that looks for tumour DNA fragments in the blood detected a range of cancers in a study of 8,000 people, but experts say much more evidence is needed.',
      body_html:
        '<p>A blood test designed to detect fragments of tumour DNA identified cancers in a study of 8,000 adults, including some types for which there is currently no routine screening, researchers reported in a preprint that has not yet been peer reviewed.</p>' +
        '<p>The test looks for chemical patterns on DNA shed into the bloodstream by cancer cells. In the study, it detected about half of the cancers diagnosed in participants during the following year, with higher sensitivity for later-stage disease and lower sensitivity for early tumours.</p>' +
        '<p>False positives were relatively uncommon, but independent experts warned that even a small false positive rate can lead to anxiety and invasive follow-up tests when a screening programme covers millions of people.</p>' +
        '<h2>What would count as success</h2>' +
        '<p>Cancer epidemiologist Dr. Helena Voss, who was not involved in the research, said the key question is whether using the test actually saves lives. Finding more cancers is not the same as preventing deaths, she said. A randomised trial comparing outcomes in people offered the test with those who are not is due to report in three years.</p>',
      author: 'Samuel Ortega',
      image: null,
      hours_ago: 370,
    },
    {
      category: 'research',
      title: 'Gut Microbiome Study Finds Diversity Shifts With Seasonal Diets',
      summary:
        'Sampling volunteers through the year revealed that gut bacteria change with what is in season, with diversity peaking in late summer.',
      body_html:
        '<p>The mix of bacteria living in the human gut shifts with the seasons, according to a year-long study in which 300 volunteers provided monthly stool samples and food diaries to researchers at the Northfield Microbiome Project.</p>' +
        '<p>Bacterial diversity, generally considered a marker of a healthy gut, peaked in late summer and early autumn, when participants reported eating the widest range of fresh fruit and vegetables. It dipped in late winter, when diets became more repetitive.</p>' +
        '<p>The changes were modest and returned to baseline over the course of the year. Participants who ate a wide variety of plant foods year-round showed the smallest seasonal swings.</p>' +
        '<p>Microbiologist Dr. Sunniva Edwards said the findings highlight how responsive the microbiome is to diet. One sample is a snapshot, and our results suggest that snapshot depends on when it was taken, she said, adding that future microbiome studies should account for the time of year.</p>' +
        '<p>The team now plans to examine whether seasonal microbiome changes coincide with shifts in immune function.</p>',
      author: 'Ruth Castellano',
      image: '/seed/health/dna-helix.svg',
      hours_ago: 838,
    },
    {
      category: 'fitness',
      title: 'Short Bursts of Stair Climbing Tied to Better Fitness Scores in Trial',
      summary:
        'Office workers who climbed stairs briskly for a few minutes three times a day improved their aerobic fitness over six weeks compared with a control group.',
      body_html:
        '<p>Office workers who took three brief bouts of brisk stair climbing during the working day improved their aerobic fitness over six weeks, according to a small randomised trial from the Linton School of Sport Science.</p>' +
        '<p>Sixty sedentary adults were divided into two groups. One climbed three flights of stairs at a vigorous pace three times a day, with rest between bouts, while the other continued as normal. Fitness was measured using a standard cycling test before and after the trial.</p>' +
        '<p>The stair-climbing group improved their peak oxygen uptake by around seven percent, a change researchers described as meaningful for people starting from a low baseline. The total time commitment was under ten minutes a day.</p>' +
        '<blockquote><p>The biggest barrier people report is time. This shows that even fragments of activity built into the working day can add up, said lead researcher Dr. Callum Ferris.</p></blockquote>' +
        '<p>The researchers acknowledged that the trial was short and involved healthy volunteers. People with heart or joint conditions were excluded, and the authors said longer studies in more varied groups are needed before drawing wider conclusions.</p>',
      author: 'Grace Adeyemi',
      image: '/seed/health/running-track.svg',
      hours_ago: 20,
    },
    {
      category: 'fitness',
      title: 'Older Adults in Strength Classes Report Fewer Falls Over Two Years',
      summary:
        'A community programme of twice-weekly strength and balance classes for people over 70 was associated with a significant reduction in falls.',
      body_html:
        '<p>Participants in a community strength and balance programme for people over 70 reported around a quarter fewer falls over two years than a comparison group, according to an evaluation commissioned by the regional health board.</p>' +
        '<p>The classes, run in church halls and leisure centres, combined leg strengthening exercises, balance work and gentle resistance training with elastic bands. Instructors adapted exercises for participants using walking aids, and classes were kept small to allow individual attention.</p>' +
        '<p>Falls are a leading cause of injury among older adults and a major reason for hospital admissions and loss of independence. Evidence that exercise can reduce falls has been building for years, but organisers say few community programmes have been evaluated over such a long period.</p>' +
        '<p>Participants also reported improved confidence in daily activities such as climbing stairs and carrying shopping. Retired postman Wilfred Ashby, 81, said the social side mattered as much as the exercise. I come for the company and stay for the squats, he said.</p>' +
        '<p>The health board plans to double the number of classes next year.</p>',
      author: 'Hannah Lindqvist',
      image: '/seed/health/running-track.svg',
      hours_ago: 130,
    },
    {
      category: 'fitness',
      title: 'Weekend Community Runs Draw Thousands of First-Time Participants',
      summary:
        'Free timed runs in local parks have attracted a wave of newcomers, with walkers now making up a growing share of finishers.',
      body_html:
        '<p>Free weekly timed runs held in local parks have attracted more than 12,000 first-time participants across the region this year, according to the volunteer organisation that coordinates the events.</p>' +
        '<p>The five-kilometre events are open to anyone and have no minimum pace. Organisers say a growing share of participants walk the course, and many events now have volunteer tail walkers who finish last to make sure no one is left behind.</p>' +
        '<h2>Not just for runners</h2>' +
        "<p>Research on similar events has found that participants often report improvements in mood and a sense of community alongside physical benefits. Some local doctors' practices have partnered with events to connect patients with an accessible activity.</p>" +
        '<p>Event director Aaliyah Brennan said volunteering was also a route in for people who did not feel ready to run. Some people marshal for months before they try the course. Others never run at all but come every week for the coffee afterwards, and that is fine too, she said.</p>' +
        '<p>Organisers are looking for new parks to host events in areas that currently have none.</p>',
      author: 'Tomasz Lewicki',
      image: '/seed/health/running-track.svg',
      hours_ago: 46,
    },
    {
      category: 'fitness',
      title: 'Cycling Commuters Log Fewer Sick Days, Workplace Survey Suggests',
      summary:
        'Employees who cycle to work took fewer days of sickness absence than colleagues who drive or take public transport, according to a survey of 40 employers.',
      body_html:
        '<p>Employees who regularly cycle to work took an average of 1.5 fewer sick days a year than those who commute by car or public transport, according to a survey covering 40 employers and nearly 9,000 staff.</p>' +
        '<p>The survey, carried out by a transport research charity, compared self-reported commuting habits with anonymised absence records provided by employers. The difference remained after adjusting for age, job type and reported health conditions.</p>' +
        '<p>Researchers cautioned that the findings do not prove that cycling causes fewer sick days. People who are already healthier may be more likely to cycle, and those with long commutes or caring responsibilities may have fewer options.</p>' +
        '<p>Still, several employers in the survey said the results had encouraged them to invest in secure bike storage, showers and cycle-to-work purchase schemes. Facilities manager Priyanka Desai said demand for bike spaces at her firm had tripled since a new protected cycle lane opened nearby.</p>' +
        '<p>The charity plans to follow a group of new cyclists over time to better understand whether taking up cycling changes absence rates.</p>',
      author: 'Samuel Ortega',
      image: '/seed/health/running-track.svg',
      hours_ago: 510,
    },
    {
      category: 'fitness',
      title: 'Physiotherapists See Rise in Overuse Injuries as Marathon Entries Climb',
      summary:
        'Clinics report more stress fractures and tendon problems among first-time marathon runners, as race entries reach record levels.',
      body_html:
        '<p>Sports physiotherapy clinics are reporting a rise in overuse injuries such as shin stress fractures and Achilles tendon problems, coinciding with record entries for spring marathons, according to a survey by a national physiotherapy association.</p>' +
        '<p>More than 60 percent of clinics surveyed said they had seen an increase in running-related overuse injuries compared with the previous year, with first-time marathon runners making up a large share of new patients.</p>' +
        '<p>Physiotherapist Dr. Elodie Marchand said many of the injuries she sees follow a sudden jump in weekly distance. The body adapts to running, but bone and tendon adapt more slowly than heart and lungs. People feel fit before their legs are ready, she said.</p>' +
        '<blockquote><p>We love that more people are running. What we want is for them to reach the start line, not the treatment table, Marchand added.</p></blockquote>' +
        '<p>The association is working with race organisers to include information about gradual training plans and injury warning signs in the material sent to entrants. Several major races have also begun offering free injury screening sessions in the months before race day.</p>',
      author: 'Maya Okonkwo-Reyes',
      image: '/seed/health/running-track.svg',
      hours_ago: 90,
    },
  ],
};
