import type { SeedTenant } from './types.js';

export const space: SeedTenant = {
  slug: 'space',
  name: 'space',
  display_name: 'Orbital Dispatch',
  description:
    'News from launch pad to deep space: missions, rockets, astronomy, planetary science, the business of orbit and the people who fly there.',
  tagline: 'From launch pad to deep space.',
  industry: 'space',
  branding: {
    primary_color: '#1e2a78',
    secondary_color: '#7c4dff',
    background_color: '#f6f5fc',
    text_color: '#14142b',
  },
  settings: { articles_per_page: 10, enable_comments: true, rss_enabled: true },
  categories: [
    {
      slug: 'missions',
      name: 'Missions',
      description:
        'Robotic explorers, landers and probes across the solar system, from launch to final data.',
    },
    {
      slug: 'launches',
      name: 'Launches',
      description: 'Rockets, spaceports, countdowns, scrubs and the race to fly more often.',
    },
    {
      slug: 'astronomy',
      name: 'Astronomy',
      description:
        'Stars, galaxies, exoplanets and the telescopes, professional and amateur, that find them.',
    },
    {
      slug: 'planetary-science',
      name: 'Planetary Science',
      description:
        'What we are learning about planets, moons, asteroids and comets, and how they formed.',
    },
    {
      slug: 'commercial-space',
      name: 'Commercial Space',
      description:
        'Companies, investment, satellites and the growing economy in low Earth orbit and beyond.',
    },
    {
      slug: 'astronauts',
      name: 'Astronauts',
      description:
        'Crews, spacewalks, training and the science of keeping humans healthy off the planet.',
    },
    {
      slug: 'space-policy',
      name: 'Space Policy',
      description:
        'Budgets, treaties, debris rules and the decisions on the ground that shape what happens in orbit.',
    },
  ],
  stories: [
    {
      category: 'missions',
      title: 'Kestrel Lander Touches Down Near the Lunar South Pole on First Attempt',
      summary:
        'The robotic lander settled on a gentle slope just 90 metres from its target after an autonomous descent, and has already returned its first panoramic images of the polar terrain.',
      body_html:
        "<p>The Kestrel lander touched down near the Moon's south pole early on Sunday, ending a tense twelve-minute powered descent that mission controllers could only watch, not steer.</p>" +
        '<p>Telemetry showed the spacecraft switching to its hazard-avoidance camera about 400 metres above the surface, nudging sideways to avoid a boulder field before settling on a slope of less than five degrees. It came to rest roughly 90 metres from the centre of its landing ellipse.</p>' +
        '<p>"We built it to think for itself in the last minute, and it did," said flight director Amara Quist as the control room erupted in applause. The first panorama shows long shadows stretching across a cratered plain under a Sun that never rises far above the horizon.</p>' +
        '<p>Over the next two weeks of daylight, Kestrel will drill up to a metre into the regolith in search of water ice and test a small oven designed to extract oxygen from lunar soil. Its batteries are not expected to survive the fourteen-day polar night.</p>',
      author: 'Celeste Marwood',
      image: '/seed/space/lunar-lander.svg',
      hours_ago: 2,
    },
    {
      category: 'missions',
      title: 'Jupiter-Bound Halcyon Probe Completes Final Gravity Assist Past Earth',
      summary:
        "The spacecraft swung within 1,100 kilometres of the Pacific Ocean, gaining the speed it needs to reach Jupiter's icy moons in 2031, and tested its instruments by imaging the Moon.",
      body_html:
        '<p>The Halcyon probe made its last planned flyby of Earth on Tuesday, passing 1,100 kilometres above the South Pacific and picking up enough speed to send it on a direct path to Jupiter.</p>' +
        '<p>The manoeuvre, the third gravity assist since the spacecraft launched four years ago, increased its velocity relative to the Sun by about 3.9 kilometres per second. Navigators said the pass was accurate to within a few hundred metres.</p>' +
        '<p>Scientists used the encounter to calibrate several instruments, including an ice-penetrating radar and a mass spectrometer designed to sample plumes of material that may escape from the moons\' subsurface oceans. Images of the Moon taken during the approach were described as "crisp and beautifully boring," exactly what engineers hoped to see.</p>' +
        '<p>Halcyon is now bound for the outer solar system and will not come close to Earth again. It is scheduled to enter orbit around Jupiter in mid-2031 and to make more than forty close passes of its largest icy moons.</p>',
      author: 'Rohan Deshpande',
      image: '/seed/space/deep-space-probe.svg',
      hours_ago: 40,
    },
    {
      category: 'missions',
      title: 'Skylark Rotorcraft Scouts Ancient Martian River Delta in First Flights',
      summary:
        'The second-generation Mars helicopter has flown three times over a fan of sediment laid down by an ancient river, mapping routes and sampling sites for its rover partner.',
      body_html:
        '<p>The Skylark rotorcraft has completed its first three flights on Mars, scouting the edge of an ancient river delta where scientists hope to find rocks that once hosted liquid water for long periods.</p>' +
        '<p>Larger and more capable than earlier Martian helicopters, Skylark carries a high-resolution colour camera and a small spectrometer that can identify clay and carbonate minerals from the air. Its longest flight so far covered 640 metres in just under three minutes.</p>' +
        '<p>The images are helping the rover team plan a safe route up a steep escarpment that would otherwise have required weeks of cautious driving. "It is like having a scout who can climb the hill and shout back what is on the other side," said rover planner Diego Alcantara.</p>' +
        '<p>Mission managers hope Skylark will make at least fifty flights before dust on its solar panels and the harsh Martian winter end its campaign.</p>',
      author: 'Elena Varga',
      image: '/seed/space/red-planet.svg',
      hours_ago: 160,
    },
    {
      category: 'missions',
      title: "Solar Observatory Returns First Close-Up Images of the Sun's Polar Regions",
      summary:
        "After years of climbing out of the plane of the planets, the Helio Polar Explorer has captured the clearest views yet of the Sun's poles, where its magnetic field flips every eleven years.",
      body_html:
        "<p>A spacecraft designed to look down on the Sun from above has sent back the sharpest images ever taken of its polar regions, opening a new window on the star's magnetic cycle.</p>" +
        '<p>Almost all solar observations are made from within the plane in which the planets orbit, which means the poles are seen only at a steep angle. The Helio Polar Explorer used a series of gravity assists to tilt its orbit to 28 degrees, enough to look directly at the high latitudes.</p>' +
        "<p>The images reveal a complex tangle of magnetic loops and fast-moving jets near the pole, which scientists believe play a role in driving the solar wind and in reversing the Sun's magnetic field at the peak of each cycle.</p>" +
        '<blockquote>"We have been forecasting the solar cycle while looking at the Sun from the side. Now we can see the top," said project scientist Dr. Halima Osei.</blockquote>',
      author: 'Ingrid Solberg',
      image: '/seed/space/deep-space-probe.svg',
      hours_ago: 410,
    },
    {
      category: 'missions',
      title: 'Asteroid Sample Capsule Lands Safely in the Desert Carrying Pristine Material',
      summary:
        'The Tamarisk capsule parachuted onto a desert test range after a seven-year round trip, delivering what scientists hope is about 180 grams of dust and pebbles from a carbon-rich asteroid.',
      body_html:
        '<p>A capsule carrying material scooped from the surface of a near-Earth asteroid landed safely in a remote desert on Saturday, completing a seven-year journey of more than six billion kilometres.</p>' +
        '<p>The capsule hit the upper atmosphere at about 12 kilometres per second, glowing brightly as its heat shield absorbed temperatures of several thousand degrees, before deploying a parachute and drifting to the ground. Recovery teams reached it by helicopter within an hour.</p>' +
        "<p>It will be flown to a clean-room facility where technicians will open it in a nitrogen atmosphere to prevent any contamination from Earth's air. Mission scientists estimate it holds about 180 grams of material.</p>" +
        '<p>The asteroid is rich in carbon and water-bearing minerals, and researchers believe such bodies may have delivered some of the ingredients for life to the early Earth. "This is material that has not changed since the solar system was born," said curator Dr. Ewan Castellano.</p>',
      author: 'Celeste Marwood',
      image: '/seed/space/deep-space-probe.svg',
      hours_ago: 720,
    },
    {
      category: 'launches',
      title: 'Heavy-Lift Rocket Scrubs at T-Minus 40 Seconds Over Faulty Valve Reading',
      summary:
        'The automated launch sequencer halted the countdown after a sensor on a second-stage oxygen valve reported an unexpected position. Engineers are targeting a new attempt in 48 hours.',
      body_html:
        "<p>The maiden commercial flight of Halden Aerospace's Titanis heavy-lift rocket was called off 40 seconds before liftoff on Friday night, after the onboard computer detected an unexpected reading from a valve on the second stage.</p>" +
        '<p>The rocket, carrying a large communications satellite, had been fully fuelled and was in its terminal countdown when the automated sequencer issued a hold. The launch window closed before engineers could confirm whether the problem was with the valve or with the sensor monitoring it.</p>' +
        '<p>"This is exactly what the system is designed to do," said launch director Petra Voss. "We would much rather stand down on the pad than find out the hard way in flight."</p>' +
        '<p>The company said the vehicle and payload were in good condition. Propellant was drained overnight and technicians will inspect the valve assembly before a new attempt, tentatively scheduled for Sunday evening. Weather forecasters give a 70 percent chance of acceptable conditions.</p>',
      author: 'Marcus Oyelaran',
      image: '/seed/space/launch-pad.svg',
      hours_ago: 6,
    },
    {
      category: 'launches',
      title: 'Reusable Booster Flies Its 25th Mission, Setting a New Fleet Record',
      summary:
        'The first stage landed on a drone ship for the 25th time after delivering a batch of Earth-observation satellites, pushing the limits of how often a single rocket can be reused.',
      body_html:
        '<p>A reusable first-stage booster flew for the 25th time on Wednesday, sending a cluster of 32 Earth-observation satellites toward a sun-synchronous orbit before landing on an offshore drone ship.</p>' +
        '<p>When reusable boosters first entered service, engineers spoke cautiously of flying each one perhaps ten times. The record-setting vehicle, built by Vantor Launch, has now flown missions ranging from crew cargo runs to national security payloads.</p>' +
        '<p>Vantor said refurbishment times between flights have dropped to under three weeks, and that the main wear items, such as heat shielding around the engines and landing leg components, are now replaced routinely rather than inspected case by case.</p>' +
        '<p>"Each flight teaches us something about fatigue we could not learn on a test stand," said Vantor\'s head of fleet operations, Nadia Forsgren. The company has said it will retire boosters based on inspection results rather than a fixed number of flights.</p>',
      author: 'Samuel Kettering',
      image: '/seed/space/rocket-ascent.svg',
      hours_ago: 27,
    },
    {
      category: 'launches',
      title: 'New Northern Spaceport Hosts Its First Orbital Launch',
      summary:
        'A small-satellite rocket lifted off from the Northreach coastal spaceport, the first orbital launch from the site, placing a weather microsatellite into a polar orbit.',
      body_html:
        '<p>The Northreach spaceport entered the orbital era on Thursday when a small two-stage rocket rose from its seaside pad and delivered a weather microsatellite into polar orbit about ten minutes later.</p>' +
        '<p>Built on the site of a former radar station, the spaceport was chosen for its northerly location and open ocean to the north, which allows rockets to reach polar and sun-synchronous orbits without flying over populated areas.</p>' +
        '<p>Hundreds of residents gathered on nearby hillsides despite freezing temperatures to watch the launch. "I grew up watching fishing boats leave this harbour. Now I have watched a rocket leave it," said local councillor Fiona Grant.</p>' +
        '<p>Operators hope to host up to twelve launches a year by the end of the decade. The project has brought around 200 jobs to the area, though environmental groups continue to monitor the impact on seabird colonies on the cliffs nearby.</p>',
      author: 'Marcus Oyelaran',
      image: '/seed/space/launch-pad.svg',
      hours_ago: 120,
    },
    {
      category: 'launches',
      title: 'Small-Satellite Launcher Reaches Orbit on Third Try After Two Failures',
      summary:
        'Skyforge Dynamics finally placed a payload into orbit after losing its first two rockets, a make-or-break result for a company that had warned it might run out of money.',
      body_html:
        "<p>For Skyforge Dynamics, the third time was enough. The startup's Ember rocket reached orbit on Monday and released two small technology-demonstration satellites, ending a run of failures that had pushed the company to the edge of insolvency.</p>" +
        '<p>The first Ember flight ended less than a minute after liftoff when the rocket lost control, and the second suffered an engine shutdown during the upper stage burn. Investigators traced both problems to faults that have since been redesigned.</p>' +
        '<p>Founder and chief executive Tobias Rennick had told staff before the launch that a third failure would likely end the company. "We told everyone the truth, and they still showed up every day," he said after confirmation of orbit.</p>' +
        '<p>Skyforge now hopes to win contracts for dedicated small-satellite launches, a crowded market in which several competitors have folded. Analysts said the success would help the company raise new funding, but that a steady launch cadence would be the real test.</p>',
      author: 'Samuel Kettering',
      image: '/seed/space/rocket-ascent.svg',
      hours_ago: 330,
    },
    {
      category: 'launches',
      title: 'Launch Cadence Hits a Record as Three Rockets Fly From One Coast in a Day',
      summary:
        'Three orbital launches within fourteen hours from neighbouring pads set a record for a single spaceport region, highlighting both the boom in launches and the strain it places on infrastructure.',
      body_html:
        '<p>Three rockets from three different companies lifted off from neighbouring pads along the same stretch of coast within fourteen hours on Saturday, setting a record for launches from a single spaceport region in one day.</p>' +
        '<p>The flights carried a batch of broadband satellites, a cargo capsule bound for the orbiting laboratory and a commercial Earth-imaging satellite. All three reached their intended orbits.</p>' +
        '<p>Range officials said the feat was made possible by automated flight termination systems, which allow rockets to destroy themselves without a human safety officer tracking each flight, and by new software for scheduling airspace and shipping closures.</p>' +
        '<p>But the growing cadence is straining other resources. Local authorities report pressure on roads, housing and water supplies, and fishing groups have complained about more frequent closures of offshore waters. "Success brings its own problems," said range manager Colonel Judith Avery.</p>',
      author: 'Yuki Morisawa-Grant',
      image: null,
      hours_ago: 600,
    },
    {
      category: 'astronomy',
      title: 'Astronomers Detect Water Vapour in the Atmosphere of a Temperate Super-Earth',
      summary:
        'Starlight filtered through the atmosphere of a planet 48 light-years away shows clear signs of water vapour, making it one of the most promising targets yet in the search for habitable worlds.',
      body_html:
        '<p>Astronomers have detected water vapour in the atmosphere of a rocky planet about 1.6 times the size of Earth that orbits within the habitable zone of a nearby red dwarf star.</p>' +
        "<p>The team observed the planet as it crossed in front of its star on four separate occasions. During each transit, a small fraction of starlight passed through the planet's atmosphere, and the wavelengths absorbed revealed the presence of water, along with hints of carbon dioxide.</p>" +
        '<p>The planet receives roughly as much energy from its star as Earth does from the Sun, suggesting surface temperatures could allow liquid water. However, red dwarfs are prone to violent flares that may strip atmospheres away over time.</p>' +
        '<p>"Finding water does not mean finding life, or even oceans," cautioned lead researcher Dr. Lukas Virtanen. "But it tells us this planet has held on to an atmosphere, and that makes it worth a very long look." Follow-up observations are planned for next year.</p>',
      author: 'Ingrid Solberg',
      image: '/seed/space/galaxy-spiral.svg',
      hours_ago: 10,
    },
    {
      category: 'astronomy',
      title: 'Radio Array Traces Repeating Fast Radio Burst to a Nearby Dwarf Galaxy',
      summary:
        'A source that has flashed more than 300 times in six months has been pinned to a star-forming region in a small galaxy just 120 million light-years away, the closest such repeater yet found.',
      body_html:
        "<p>Radio astronomers have traced a repeating fast radio burst, one of the universe's most puzzling phenomena, to a star-forming region in a dwarf galaxy roughly 120 million light-years away.</p>" +
        '<p>Fast radio bursts are flashes of radio waves lasting a few thousandths of a second but releasing as much energy as the Sun emits in days. Most are seen only once. This source has flashed more than 300 times since it was discovered six months ago.</p>' +
        '<p>Using an array of dishes spread across hundreds of kilometres, the team located the bursts to a region just a few light-years across, packed with young, massive stars. That supports the idea that many bursts come from magnetars, highly magnetised remnants of collapsed stars.</p>' +
        '<p>"Because it is so close and so active, this source is a gift," said astronomer Dr. Priyanka Solace. Optical and X-ray telescopes are now watching the galaxy for any flash that coincides with the radio bursts.</p>',
      author: 'Naomi Achebe-Lund',
      image: '/seed/space/observatory-dome.svg',
      hours_ago: 70,
    },
    {
      category: 'astronomy',
      title: 'Amateur Astronomer Discovers a Comet That Could Reach Naked-Eye Brightness',
      summary:
        'Spotted from a backyard observatory, the newly catalogued comet will pass close to the Sun next spring. If it survives, it could be visible without binoculars from dark sites.',
      body_html:
        '<p>A retired schoolteacher using a 35-centimetre telescope in her backyard has discovered a comet that astronomers say could become visible to the naked eye next spring.</p>' +
        '<p>Marguerite Delacourt spotted the faint, fuzzy object while comparing images taken an hour apart and noticed that it had moved against the background stars. Professional observatories confirmed the discovery within two days, and the comet now carries her name.</p>' +
        '<p>Orbital calculations show it will pass about 45 million kilometres from the Sun in April, well inside the orbit of Mercury. Comets that approach the Sun this closely can brighten dramatically as ice turns to gas, but they can also break apart.</p>' +
        '<p>"Comets are like cats. They have tails and they do exactly what they want," said Dr. Samir Haddou, who studies small bodies. Delacourt said she had been searching for comets for nineteen years. "I had started to think it would never happen," she said.</p>',
      author: 'Yuki Morisawa-Grant',
      image: '/seed/space/observatory-dome.svg',
      hours_ago: 230,
    },
    {
      category: 'astronomy',
      title: 'Deep-Field Survey Finds Galaxies Forming Stars Earlier Than Models Predict',
      summary:
        'A new survey of the distant universe has identified dozens of galaxies that were already forming stars vigorously less than 400 million years after the Big Bang.',
      body_html:
        '<p>A deep survey of a small patch of sky has found dozens of galaxies that were forming stars at a brisk pace when the universe was less than 400 million years old, adding to evidence that the first galaxies grew up faster than expected.</p>' +
        '<p>The galaxies are faint and compact, but their light shows signatures of hot young stars and heavy elements that must have been forged by earlier generations of stars. Their numbers are several times higher than many simulations had predicted.</p>' +
        '<p>Researchers say the results do not overturn the standard model of cosmology, but may require changes to how star formation is described in the young universe. Possible explanations include more efficient conversion of gas into stars or the formation of unusually massive early stars.</p>' +
        '<p>"The early universe was busier than we gave it credit for," said survey leader Dr. Renata Kowalczyk. The team plans to measure precise distances to each galaxy using spectroscopy over the next year.</p>',
      author: 'Naomi Achebe-Lund',
      image: '/seed/space/galaxy-spiral.svg',
      hours_ago: 470,
    },
    {
      category: 'astronomy',
      title: 'Winter Meteor Shower Expected to Peak With Up to 100 Meteors an Hour',
      summary:
        'With a new moon keeping skies dark, observers away from city lights could see one of the best displays of the year. The peak is expected after midnight local time.',
      body_html:
        '<p>One of the richest meteor showers of the year is expected to peak this week, and a new moon means dark skies will give observers their best chance in several years to see it at full strength.</p>' +
        '<p>Under ideal conditions, the shower can produce up to 100 meteors an hour, although observers in towns and suburbs will typically see far fewer. The best viewing is after midnight, when the part of Earth facing forward in its orbit sweeps into the densest part of the debris stream.</p>' +
        '<ul><li>Find a dark site away from street lights.</li><li>Allow 20 minutes for your eyes to adjust, and avoid looking at your phone.</li><li>Lie back and look at a wide area of sky; binoculars and telescopes are not needed.</li></ul>' +
        '<p>The meteors are tiny grains of dust, most no bigger than a grain of sand, burning up about 100 kilometres overhead. "All you need is patience and warm clothes," said Sarah Lindhurst of a regional astronomy society.</p>',
      author: 'Yuki Morisawa-Grant',
      image: '/seed/space/galaxy-spiral.svg',
      hours_ago: 800,
    },
    {
      category: 'planetary-science',
      title: 'Radar Data Hints at Briny Water Beneath the Martian Polar Ice Cap',
      summary:
        'A reanalysis of orbital radar echoes suggests pockets of very salty liquid water may persist under the south polar ice, though some scientists argue the signals could come from clay or frozen rock.',
      body_html:
        "<p>A new analysis of radar data collected by an orbiting spacecraft over more than a decade suggests that pockets of extremely salty liquid water may exist beneath the ice at Mars's south pole.</p>" +
        '<p>The researchers identified bright radar reflections about 1.5 kilometres below the surface, spread across several patches. Such strong echoes are typical of liquid water on Earth, where radar is used to find lakes beneath the Antarctic ice sheet.</p>' +
        '<p>Any water would need to be loaded with salts, such as perchlorates, to remain liquid at the frigid temperatures expected at that depth. That would make it a harsh environment for life as we know it, though some microbes on Earth tolerate similar brines.</p>' +
        '<p>The interpretation remains contested. Other teams have argued that clays, salty ice or volcanic rock could produce similar signals. "This is an exciting possibility, not a settled conclusion," said planetary scientist Dr. Fatima Roscoe, who was not involved in the study.</p>',
      author: 'Elena Varga',
      image: '/seed/space/red-planet.svg',
      hours_ago: 15,
    },
    {
      category: 'planetary-science',
      title: "Saturn's Rings May Be Younger Than the Dinosaurs, Dust Study Suggests",
      summary:
        'Measurements of how quickly interplanetary dust darkens the rings point to an age of a few hundred million years, reviving debate over how and when the rings formed.',
      body_html:
        "<p>Saturn's spectacular rings may be only a few hundred million years old, younger than many dinosaurs, according to a new study of how quickly they are being polluted by dust from elsewhere in the solar system.</p>" +
        '<p>The rings are made almost entirely of water ice and look remarkably clean. Because a steady rain of dark micrometeoroid dust falls on them, the researchers argue that they cannot have been exposed for billions of years without becoming noticeably darker.</p>' +
        '<p>Combining measurements of the incoming dust with models of how it mixes into the ring particles, the team estimates an age of between 150 and 400 million years.</p>' +
        '<p>Not everyone is convinced. Some scientists suggest that collisions within the rings could continually clean them, making old rings look young. "The rings keep their secrets well," said Dr. Tobias Lehmann, a co-author. "But the evidence keeps pointing in the same direction."</p>',
      author: 'Rohan Deshpande',
      image: '/seed/space/ringed-planet.svg',
      hours_ago: 100,
    },
    {
      category: 'planetary-science',
      title: "Volcanic Eruptions on Io Rise and Fall With Jupiter's Tides, Study Finds",
      summary:
        "Two decades of observations show that the most volcanically active world in the solar system erupts more often at certain points in its orbit, as Jupiter's gravity squeezes its interior.",
      body_html:
        "<p>Io, the innermost of Jupiter's large moons, is the most volcanically active body in the solar system, with hundreds of volcanoes spewing lava fountains and sulphur plumes. Now researchers say its eruptions follow a rhythm.</p>" +
        '<p>By combining twenty years of infrared observations from ground-based telescopes and spacecraft, a team found that bright volcanic outbursts are about 30 percent more frequent when Io is near the closest point of its slightly elliptical orbit around Jupiter.</p>' +
        "<p>At that point, the giant planet's gravity flexes Io's interior most strongly, generating heat through friction and possibly opening pathways for magma to reach the surface.</p>" +
        '<p>"It is a bit like squeezing a tube of toothpaste," said lead author Dr. Ines Carvalho. Understanding tidal heating on Io could help scientists estimate how much heat is available to keep liquid oceans beneath the ice of neighbouring moons.</p>',
      author: 'Elena Varga',
      image: '/seed/space/ringed-planet.svg',
      hours_ago: 285,
    },
    {
      category: 'planetary-science',
      title: 'Glass Beads in Lunar Soil May Hold Billions of Tonnes of Water',
      summary:
        'Tiny beads of volcanic and impact glass appear to trap water delivered by the solar wind, suggesting a widespread resource that future explorers could extract across the Moon.',
      body_html:
        "<p>Microscopic glass beads scattered across the Moon's surface may store vast amounts of water, according to an analysis of lunar soil samples.</p>" +
        '<p>The beads, formed when meteorite impacts melted surface rock, are typically less than a millimetre across. The researchers found that their outer layers contain water, produced when hydrogen from the solar wind reacts with oxygen in the glass.</p>' +
        '<p>Extrapolating across the lunar surface, the team estimates the beads could hold between one and several billion tonnes of water. Unlike ice trapped in permanently shadowed polar craters, the beads are found at all latitudes, including regions easier to reach and power with sunlight.</p>' +
        '<p>"Heating a handful of soil to release water is far simpler than mining ice in a crater that never sees the Sun," said geochemist Dr. Olu Akande. The amount in any given scoop is small, however, and engineers say extraction would need to be highly efficient to be practical.</p>',
      author: 'Rohan Deshpande',
      image: null,
      hours_ago: 540,
    },
    {
      category: 'commercial-space',
      title: 'Meridian Orbital Raises 610 Million Dollars to Build Private Station Module',
      summary:
        'The funding round, led by infrastructure investors, will pay for the first pressurised module of a commercial outpost the company hopes to launch before the end of the decade.',
      body_html:
        '<p>Meridian Orbital said on Tuesday it had raised 610 million dollars in new funding to build the first module of a commercial space station, one of the largest private investments in a crewed orbital project to date.</p>' +
        '<p>The round was led by infrastructure and pension funds, a sign that investors increasingly see orbital facilities as long-term assets rather than speculative ventures. Meridian plans to use the money to complete manufacturing and testing of a 12-metre pressurised module.</p>' +
        '<p>The company hopes to launch the module in 2029 and to begin hosting researchers, private astronauts and in-space manufacturing experiments shortly afterwards. It has signed preliminary agreements with several national space agencies that do not have stations of their own.</p>' +
        '<p>"The question is no longer whether there will be commercial stations, but how many the market can support," said chief executive Leona Harwick. Analysts estimate that demand may sustain only two or three such outposts in the coming decade.</p>',
      author: 'Samuel Kettering',
      image: '/seed/space/space-station.svg',
      hours_ago: 22,
    },
    {
      category: 'commercial-space',
      title: 'Satellite Broadband Provider Passes One Million Subscribers in Rural Areas',
      summary:
        'Lumenlink says most of its customers live in places with no fibre or reliable mobile coverage, as falling terminal prices make satellite internet a mainstream option.',
      body_html:
        '<p>Lumenlink, which operates a constellation of more than 1,800 low-orbit broadband satellites, said it now has more than one million paying subscribers, most of them in rural areas poorly served by fibre or mobile networks.</p>' +
        '<p>The company said the number of customers had doubled in fourteen months, helped by a cheaper flat-panel terminal that costs roughly half as much as its first-generation dish. Schools, clinics and small farms account for a growing share of new sign-ups.</p>' +
        '<p>Typical download speeds range from 80 to 200 megabits per second, with latency low enough for video calls and online gaming. Service can still degrade during heavy rain and at peak evening hours in crowded regions.</p>' +
        '<p>"For the first time, where you live does not decide whether you can run a business online," said Rosa Villanueva, who runs a furniture workshop three hours from the nearest city. Astronomers, however, continue to raise concerns about the growing number of bright satellites crossing their images.</p>',
      author: 'Marcus Oyelaran',
      image: '/seed/space/satellite-constellation.svg',
      hours_ago: 88,
    },
    {
      category: 'commercial-space',
      title: 'In-Orbit Refuelling Demonstration Transfers Propellant Between Spacecraft',
      summary:
        'Two small satellites built by Perigee Works docked and moved 40 kilograms of propellant from one to the other, a milestone for extending the lives of expensive satellites.',
      body_html:
        '<p>A pair of small spacecraft built by startup Perigee Works have successfully docked in low Earth orbit and transferred 40 kilograms of propellant from one to the other, the company said on Thursday.</p>' +
        '<p>The demonstration used a standardised refuelling port that Perigee hopes satellite manufacturers will adopt. The transfer took about three hours, with pumps and sensors monitoring the flow to make sure no propellant leaked or formed bubbles in the weightless environment.</p>' +
        '<p>Large communications satellites are often retired while their electronics still work, simply because they have run out of fuel to hold their position. Refuelling could extend their lives by years and reduce the number of replacement satellites that must be launched.</p>' +
        '<p>"A gas station in orbit sounds simple until you try to build one," said chief engineer Dmitri Halloway. The company plans to launch a larger tanker spacecraft in 2027 to service satellites in geostationary orbit.</p>',
      author: 'Celeste Marwood',
      image: '/seed/space/satellite-constellation.svg',
      hours_ago: 250,
    },
    {
      category: 'commercial-space',
      title: 'Startup Plans Orbital Factory to Make Ultra-Pure Optical Fibre in Microgravity',
      summary:
        'Fibrion says fibre drawn in weightlessness has fewer defects than any made on Earth, and it aims to fly an automated production unit on a free-flying platform by 2028.',
      body_html:
        '<p>A startup called Fibrion wants to build a small automated factory in orbit to manufacture a specialised optical fibre that is difficult to produce on the ground.</p>' +
        '<p>The fibre, made from a class of glass that can carry a wider range of infrared light than ordinary silica, tends to form tiny crystals when drawn on Earth, because gravity causes the molten material to separate. In weightlessness, those defects should largely disappear.</p>' +
        '<p>Earlier experiments aboard the orbiting laboratory produced short samples with markedly lower signal losses. Fibrion now plans a production unit about the size of a washing machine that would draw several kilometres of fibre per flight before returning it to Earth in a capsule.</p>' +
        '<p>"It is one of the few products where the value per kilogram justifies the cost of going to orbit," said co-founder Hana Mirzaei. The company has raised 45 million dollars and signed a letter of intent with a medical laser manufacturer.</p>',
      author: 'Naomi Achebe-Lund',
      image: '/seed/space/space-station.svg',
      hours_ago: 640,
    },
    {
      category: 'astronauts',
      title: 'Four-Person Crew Returns Home After 186 Days Aboard the Orbiting Laboratory',
      summary:
        "The crew splashed down off the coast before dawn, ending a mission that included two spacewalks, more than 200 experiments and an unplanned repair to the station's water recycling system.",
      body_html:
        '<p>Four astronauts returned to Earth early on Wednesday, splashing down in calm seas before dawn after 186 days aboard the orbiting laboratory.</p>' +
        '<p>Commander Elias Brandvold, pilot Keiko Arima and mission specialists Tamsin Oduya and Rafael Menendez were helped from their capsule onto the recovery ship and carried on stretchers, a standard precaution as their bodies readjust to gravity.</p>' +
        "<p>During their mission, the crew conducted more than 200 experiments, from growing lettuce and peppers under LED lights to studying how flames and fluids behave in weightlessness. They also carried out two spacewalks and spent three days repairing a pump in the station's water recycling system.</p>" +
        '<p>"I can smell the sea, and it is the best thing I have ever smelled," Arima said as she was lifted from the hatch. The crew will spend several weeks in rehabilitation and medical testing before returning to their families.</p>',
      author: 'Ingrid Solberg',
      image: '/seed/space/space-station.svg',
      hours_ago: 33,
    },
    {
      category: 'astronauts',
      title: 'Space Agency Names Twelve New Astronaut Candidates From 9,000 Applicants',
      summary:
        'The new class includes a wildfire pilot, a marine biologist, an emergency physician and a robotics engineer, who will begin two years of training before becoming eligible for flights.',
      body_html:
        '<p>A space agency on Monday introduced its newest class of astronaut candidates: twelve people chosen from more than 9,000 applicants after an eighteen-month selection process.</p>' +
        '<p>The group includes a wildfire pilot, a marine biologist who has spent months living in an undersea habitat, an emergency physician, two military test pilots, a geologist and a robotics engineer. Six are women, and the youngest is 29.</p>' +
        '<p>The candidates will spend about two years training in spacewalking, robotics, survival skills, languages and spacecraft systems before they are eligible for assignment. Some may eventually fly to the Moon as part of planned lunar missions.</p>' +
        '<p>"I applied three times. The first two rejections were the best training I ever had," said candidate Imogen Takahashi-Reid, the wildfire pilot. Agency officials said the class was selected with future lunar surface operations, not just orbital missions, in mind.</p>',
      author: 'Yuki Morisawa-Grant',
      image: '/seed/space/space-station.svg',
      hours_ago: 141,
    },
    {
      category: 'astronauts',
      title: 'Veteran Astronaut Completes Record Ninth Spacewalk to Install Solar Array',
      summary:
        'Over seven hours outside the station, the crew installed a new roll-out solar panel, and the mission commander became the first person from her agency to complete nine spacewalks.',
      body_html:
        "<p>Two astronauts spent seven hours and twelve minutes outside the orbiting laboratory on Friday, installing a new roll-out solar array that will boost the station's power supply as its original panels age.</p>" +
        '<p>For mission commander Dagny Holmqvist, the excursion was her ninth spacewalk, a record for her agency. She and her partner, flight engineer Emeka Nwosu-Dahl, bolted the array to a mounting bracket and connected power cables before watching it unfurl to its full 18-metre length.</p>' +
        '<p>The work was slowed when a stubborn bolt refused to seat properly, forcing the pair to use a backup tool. Flight controllers extended the spacewalk by forty minutes to finish the job.</p>' +
        '<p>"It never gets routine. You look down and the whole planet is moving under your boots," Holmqvist said afterwards. The station will receive two more arrays over the next year.</p>',
      author: 'Samuel Kettering',
      image: '/seed/space/space-station.svg',
      hours_ago: 370,
    },
    {
      category: 'astronauts',
      title: "Study Tracks How Six Months in Orbit Changes Astronauts' Eyesight",
      summary:
        'Detailed eye scans of 27 astronauts show that long missions subtly flatten the back of the eyeball, a condition that mostly recovers on Earth but could pose risks on trips to Mars.',
      body_html:
        "<p>Long stays in space can change the shape of astronauts' eyes, according to a study that followed 27 crew members before, during and after missions lasting about six months.</p>" +
        '<p>The researchers found that in weightlessness, fluids shift toward the head and increase pressure around the optic nerve. Over months, this can flatten the back of the eyeball and cause folds in the retina, leading some astronauts to need stronger reading glasses in orbit.</p>' +
        '<p>Most of the changes reversed within a year of returning to Earth, but a few astronauts showed lasting effects. Men were more commonly affected than women, for reasons that remain unclear.</p>' +
        '<p>The findings matter for future missions to Mars, which could last two to three years. Researchers are testing countermeasures including thigh cuffs that trap blood in the legs and a lower-body vacuum device. "We need to solve this before we send people that far," said ophthalmologist Dr. Nils Aaberg.</p>',
      author: 'Naomi Achebe-Lund',
      image: null,
      hours_ago: 700,
    },
    {
      category: 'space-policy',
      title: 'Nations Agree Draft Guidelines to Curb Debris From Spent Rocket Stages',
      summary:
        'Delegates meeting in Vienna backed voluntary rules requiring upper stages to be deorbited within 25 years, with a push to shorten that to five years for new vehicles.',
      body_html:
        '<p>Delegates from more than 50 countries have agreed on draft guidelines aimed at reducing the number of spent rocket stages left circling Earth, one of the largest sources of dangerous orbital debris.</p>' +
        '<p>Under the proposals, launch providers would be expected to remove upper stages from low Earth orbit within 25 years of use, either by firing their engines to re-enter the atmosphere or by placing them in orbits that decay naturally. A separate recommendation calls for new rocket designs to meet a five-year limit.</p>' +
        '<p>There are currently more than 2,000 abandoned rocket bodies in orbit. Because they are large, a collision between two of them could create thousands of fragments, threatening satellites and crewed spacecraft for decades.</p>' +
        '<p>"These are the biggest pieces of junk we have, and we know exactly where they are," said Helga Strand, who chaired the working group. The guidelines are not legally binding, but officials hope insurers and regulators will use them when licensing launches.</p>',
      author: 'Rohan Deshpande',
      image: '/seed/space/satellite-constellation.svg',
      hours_ago: 47,
    },
    {
      category: 'space-policy',
      title: 'Lawmakers Approve Budget Increase for Lunar Outpost and Science Missions',
      summary:
        'The budget adds funding for a crew-tended lunar orbital outpost and restores money for two planetary science missions that had faced cancellation.',
      body_html:
        '<p>Lawmakers approved a space budget on Thursday that increases overall spending by 6 percent, providing new funding for a crew-tended outpost in lunar orbit and reversing proposed cuts to planetary science.</p>' +
        "<p>The outpost, which will serve as a staging point for crews travelling to and from the Moon's surface, receives an additional 400 million for habitation and power modules. Officials said the funding keeps the project on track for its first crewed visit in 2029.</p>" +
        '<p>Scientists welcomed the decision to restore funding for two planetary missions, including a proposed orbiter to study the atmosphere of Venus, which had been slated for cancellation in an earlier draft.</p>' +
        '<p>"This is a budget that does not make us choose between astronauts and science," said committee chair Senator Harriet Fenwick. Some critics argued that the lunar outpost is an expensive detour and that the money would be better spent on missions to the Martian surface.</p>',
      author: 'Marcus Oyelaran',
      image: '/seed/space/lunar-lander.svg',
      hours_ago: 200,
    },
    {
      category: 'space-policy',
      title: 'Radio Astronomers Call for Quiet Zones as Satellite Constellations Grow',
      summary:
        'Observatories say stray emissions from thousands of broadband satellites are contaminating sensitive measurements, and are asking regulators to protect key frequencies above radio telescopes.',
      body_html:
        '<p>Radio astronomers are calling on international regulators to create protected quiet zones above major observatories, warning that stray emissions from rapidly growing satellite constellations threaten some of the most sensitive measurements in science.</p>' +
        '<p>Radio telescopes detect signals millions of times fainter than a mobile phone. Although satellites are designed to broadcast within licensed frequency bands, unintended emissions from their electronics can leak into bands reserved for astronomy.</p>' +
        '<p>A study presented this month found such leakage in observations from several sites, including those in remote areas specifically chosen to be free from human interference.</p>' +
        '<p>"We picked these places because they were the quietest on Earth. Now the noise comes from above," said Dr. Amelia Korhonen, who directs a radio observatory. Satellite operators say they are working with astronomers on design changes and on switching off transmitters when passing over observatories.</p>',
      author: 'Celeste Marwood',
      image: '/seed/space/satellite-constellation.svg',
      hours_ago: 520,
    },
  ],
};
