import type { GenreKit } from "./genre-kits";

type Kit = Omit<GenreKit, "key">;

/* Phrase tables for the offline writer, one per genre. Written to slot into templates, so
 * goals are verb phrases, incidents and obstacles are full clauses, stakes are noun phrases. */
const kits: Record<string, Kit> = {
  drama: {
    label: "Drama",
    goals: [
      "hold a fractured family together",
      "win back the trust of an estranged child",
      "save the failing business that carries the family name",
    ],
    incidents: [
      "a long-buried letter reveals a parent's double life",
      "an eviction notice gives the household thirty days",
      "a sibling returns home after ten years of silence",
    ],
    obstacles: [
      "every step forward reopens a wound nobody wants to name",
      "the person who could help is the one most deeply wronged",
      "pride keeps getting in the way of a simple apology",
    ],
    stakes: [
      "the last people who still believe in them",
      "a home that holds three generations of memories",
      "the chance to be forgiven",
    ],
    titleWords: ["Undertow", "What We Keep", "The Quiet Year", "Salt and Iron", "Late Light"],
    tones: ["intimate", "aching", "hopeful"],
    traits: ["stubborn", "loyal", "guarded", "warm", "proud", "observant"],
    flaws: ["refuses to ask for help", "keeps score of old slights", "hides behind work"],
    occupations: [
      "night-shift nurse",
      "high-school music teacher",
      "owner of a struggling diner",
      "long-haul trucker",
    ],
    motifs: [
      "empty chairs at the table",
      "unsent letters",
      "the changing seasons",
      "hands that almost touch",
    ],
    images: [
      "Dishes pile in the sink. Nobody has eaten together in weeks.",
      "A porch light flickers over peeling paint.",
      "Rain streaks the window; a phone lies face down on the table.",
    ],
    midpoints: [
      "a confession turns an ally into a stranger",
      "the family secret comes out at the worst possible moment",
    ],
    climaxes: [
      "everyone is finally forced into the same room",
      "the hardest words are said out loud at last",
    ],
  },
  comedy: {
    label: "Comedy",
    goals: [
      "pull off the perfect wedding in a single weekend",
      "fake a life of success at the high-school reunion",
      "win the town's chili cook-off against a ruthless ex",
    ],
    incidents: [
      "a clerical error makes them the guardian of a rich stranger's parrot",
      "a lie told to impress a date spirals into a citywide rumour",
      "the wrong suitcase turns up at the airport carousel",
    ],
    obstacles: [
      "every cover story needs two more cover stories to hold it up",
      "a nosy neighbour is determined to expose the scheme",
      "their own terrible instincts keep winning",
    ],
    stakes: [
      "a reputation already hanging by a thread",
      "the dream job that is finally within reach",
      "the respect of a merciless mother-in-law",
    ],
    titleWords: ["Plan B", "Best Laid", "The Big Fib", "Party of One", "Totally Fine"],
    tones: ["madcap", "warm", "wry"],
    traits: ["optimistic", "impulsive", "quick-witted", "accident-prone", "charming", "theatrical"],
    flaws: ["cannot admit being wrong", "says yes to everything", "lies when nervous"],
    occupations: ["wedding planner", "substitute teacher", "failed magician", "mall Santa in July"],
    motifs: [
      "a disguise that keeps slipping",
      "a running list of lies",
      "one stubborn animal",
      "the same song at every low point",
    ],
    images: [
      "A banner reads CONGRATULATIONS, misspelled.",
      "Confetti drifts down onto a very unhappy cat.",
      "A tower of folding chairs sways, then holds. Barely.",
    ],
    midpoints: [
      "the lie wins them everything they wanted, for about an hour",
      "the scheme works so well it can no longer be stopped",
    ],
    climaxes: [
      "every lie collides at one very public event",
      "the truth comes out through a microphone nobody knew was on",
    ],
  },
  thriller: {
    label: "Thriller",
    goals: [
      "expose a conspiracy before it buries the evidence and the witness",
      "get a kidnapped sister across the border alive",
      "clear their name before the manhunt closes in",
    ],
    incidents: [
      "a routine audit turns up a payment to a dead man",
      "a stranger's phone, left on a train, starts receiving threats",
      "their face appears on the news beside a murder charge",
    ],
    obstacles: [
      "the only person they can trust is feeding information to the enemy",
      "every lead is erased hours before they reach it",
      "the police want them more than the real killer",
    ],
    stakes: [
      "a city that will never know how close it came",
      "the life of the one witness who saw everything",
      "their freedom and their family's safety",
    ],
    titleWords: ["Dead Drop", "Crosswire", "Zero Hour", "The Quiet Man", "Burn Notice"],
    tones: ["taut", "paranoid", "relentless"],
    traits: ["meticulous", "paranoid", "resourceful", "cool-headed", "secretive", "relentless"],
    flaws: [
      "trusts no one, even when it costs them",
      "takes reckless risks under pressure",
      "keeps secrets from the people protecting them",
    ],
    occupations: [
      "forensic accountant",
      "court stenographer",
      "ex-intelligence analyst",
      "ambulance dispatcher",
    ],
    motifs: [
      "ticking clocks",
      "reflections in dark glass",
      "the same unmarked car",
      "a burner phone that keeps ringing",
    ],
    images: [
      "A sedan idles across the street, its headlights dark.",
      "Fluorescent lights buzz over rows of empty desks.",
      "A door that was locked now stands an inch ajar.",
    ],
    midpoints: ["the hunter becomes the hunted", "the ally turns out to be running the operation"],
    climaxes: [
      "a final trade on a rooftop where only one side can walk away",
      "the evidence goes public with seconds to spare",
    ],
  },
  horror: {
    label: "Horror",
    goals: [
      "get their family out of the house before the next new moon",
      "break an inherited curse before it claims the youngest child",
      "survive one night in the flooded asylum",
    ],
    incidents: [
      "the new house's previous owners are found living in the walls",
      "a child starts drawing a woman nobody else can see",
      "the town's church bells ring on their own at 3:07 a.m.",
    ],
    obstacles: [
      "the thing in the dark knows every one of their secrets",
      "no one believes them until it is too late to leave",
      "the only way out is through the basement",
    ],
    stakes: [
      "their children's souls",
      "the last of their sanity",
      "everyone who sleeps under that roof",
    ],
    titleWords: ["Hollow", "The Keeping", "Nightjar", "Below", "Whisper Lane"],
    tones: ["dread-soaked", "claustrophobic", "grief-haunted"],
    traits: [
      "sceptical",
      "protective",
      "nervous",
      "determined",
      "grieving",
      "brave in spite of fear",
    ],
    flaws: [
      "refuses to believe what is in front of them",
      "drinks to quiet the fear",
      "puts the house before the people in it",
    ],
    occupations: [
      "night-shift caretaker",
      "paediatric nurse",
      "failing horror novelist",
      "estate appraiser",
    ],
    motifs: [
      "doors that will not stay shut",
      "water stains shaped like faces",
      "a lullaby nobody taught the child",
      "mirrors covered in sheets",
    ],
    images: [
      "The hallway stretches into darkness. Something breathes in it.",
      "A music box plays three notes and stops.",
      "Frost creeps across the inside of the window.",
    ],
    midpoints: [
      "the haunting is revealed to be an invitation",
      "the safe room turns out to be where it sleeps",
    ],
    climaxes: [
      "the final confrontation in the room where it all began",
      "a sacrifice made at the threshold at dawn",
    ],
  },
  "sci-fi": {
    label: "Science fiction",
    goals: [
      "bring the colony ship home before its oxygen runs out",
      "stop a memory-editing company from rewriting a whole city",
      "prove the station's AI is lying before the crew votes to trust it",
    ],
    incidents: [
      "a message arrives from their own future self",
      "the colony's only doctor wakes up with someone else's memories",
      "every clock on Earth stops for exactly one minute",
    ],
    obstacles: [
      "the machine they need to save everyone is the thing hunting them",
      "the corporation owns the air they breathe",
      "every fix creates a worse timeline",
    ],
    stakes: [
      "the last human settlement",
      "the memories that make them who they are",
      "a future that has not been written yet",
    ],
    titleWords: ["Afterlight", "Parallax", "The Long Orbit", "Signal", "Low Earth"],
    tones: ["cerebral", "wondrous", "eerie"],
    traits: ["curious", "analytical", "idealistic", "stoic", "inventive", "restless"],
    flaws: [
      "trusts data over people",
      "cannot let go of a lost crewmate",
      "breaks rules to prove a point",
    ],
    occupations: [
      "orbital mechanic",
      "xenolinguist",
      "memory-clinic technician",
      "ship's navigator",
    ],
    motifs: [
      "a frozen clock",
      "hands on glass",
      "recorded voices of the dead",
      "stars seen through a porthole",
    ],
    images: [
      "The ship hums. A red light pulses along the corridor.",
      "Earth hangs in the viewport, impossibly small.",
      "Holographic text scrolls across a cracked visor.",
    ],
    midpoints: [
      "the mission is revealed as a cover for something far older",
      "they discover the enemy is a copy of themselves",
    ],
    climaxes: [
      "a choice between saving the ship and saving the truth",
      "the signal is answered and the answer changes everything",
    ],
  },
  romance: {
    label: "Romance",
    goals: [
      "win back the one who got away before the wedding on Saturday",
      "save a beloved bookshop with the rival who wants to buy it",
      "find the stranger from a single night in a city of millions",
    ],
    incidents: [
      "a mix-up at a wedding seats two exes at the same table",
      "a viral video names them the city's most hopeless single",
      "an inherited vineyard comes with a stubborn co-owner",
    ],
    obstacles: [
      "they are falling for the one person they promised to hate",
      "old wounds make every kind word sound like a trap",
      "a perfect, kind fiancé is waiting at home",
    ],
    stakes: [
      "a love that only comes once",
      "the life they had carefully planned",
      "the courage to be seen",
    ],
    titleWords: [
      "Second Chances",
      "Paper Hearts",
      "The Long Way Round",
      "Almost Yours",
      "Tidewater",
    ],
    tones: ["tender", "bittersweet", "sparkling"],
    traits: ["romantic", "guarded", "witty", "generous", "impulsive", "loyal"],
    flaws: [
      "runs before anyone can leave first",
      "plans every feeling out of existence",
      "mistakes sarcasm for honesty",
    ],
    occupations: ["pastry chef", "divorce lawyer", "bookshop owner", "wedding photographer"],
    motifs: [
      "a shared umbrella",
      "a song from the first night",
      "missed trains",
      "letters never sent",
    ],
    images: [
      "Fairy lights sway over an empty dance floor.",
      "Two coffees go cold on a café table.",
      "Rain. One umbrella. Two people pretending not to care.",
    ],
    midpoints: [
      "a perfect night ends with a devastating discovery",
      "the fake relationship becomes real for one of them",
    ],
    climaxes: [
      "a race across the city to say it before it is too late",
      "a public declaration that risks everything",
    ],
  },
  fantasy: {
    label: "Fantasy",
    goals: [
      "return a stolen crown before the kingdom's magic fades",
      "reach the last dragon before the empire's hunters do",
      "master a forbidden magic before it consumes them",
    ],
    incidents: [
      "a dying knight presses a living map into their hands",
      "their village's protective ward fails on the longest night",
      "a talking raven names them heir to a fallen throne",
    ],
    obstacles: [
      "the magic they need demands a memory for every spell",
      "the prophecy they follow was written by the enemy",
      "their mentor is hiding the true price of victory",
    ],
    stakes: [
      "the last free kingdom",
      "every memory of the people they love",
      "the balance between the worlds",
    ],
    titleWords: ["The Ember Crown", "Thornwood", "The Last Ward", "Ravenmark", "Ashes of Aldren"],
    tones: ["epic", "enchanted", "perilous"],
    traits: ["brave", "curious", "headstrong", "compassionate", "cunning", "dutiful"],
    flaws: [
      "believes they must carry every burden alone",
      "craves power they cannot control",
      "cannot forgive a betrayal",
    ],
    occupations: [
      "apprentice blacksmith",
      "disgraced royal cartographer",
      "hedge witch",
      "stable hand",
    ],
    motifs: ["a broken sword", "ravens", "the turning of the moons", "names that hold power"],
    images: [
      "Mist rolls over standing stones.",
      "Runes flare gold along the blade, then fade.",
      "A castle burns on the horizon.",
    ],
    midpoints: [
      "the chosen one is revealed as a decoy",
      "the artifact awakens and chooses a different bearer",
    ],
    climaxes: [
      "a siege at the gates where magic and steel meet",
      "a duel with the mentor who taught them everything",
    ],
  },
  action: {
    label: "Action",
    goals: [
      "get a witness across the city alive before dawn",
      "take back a hijacked train before it reaches the capital",
      "rescue a crew trapped behind enemy lines",
    ],
    incidents: [
      "a routine escort job turns into an ambush on the expressway",
      "a mercenary army seizes the dam above their hometown",
      "their old unit is framed for a bombing they tried to stop",
    ],
    obstacles: [
      "the people giving the orders are the ones who set the trap",
      "every exit is covered and the clock keeps running",
      "a former partner now leads the other side",
    ],
    stakes: [
      "thousands of lives downstream",
      "the only family they have left",
      "a city that will burn by sunrise",
    ],
    titleWords: ["Redline", "Last Stand", "Hard Target", "Breakpoint", "Iron Road"],
    tones: ["kinetic", "gritty", "high-octane"],
    traits: ["decisive", "tough", "resourceful", "loyal", "reckless", "disciplined"],
    flaws: [
      "solves every problem with force",
      "cannot walk away from a fight",
      "trusts nobody with the plan",
    ],
    occupations: ["ex-special-forces medic", "stunt driver", "smoke jumper", "bail recovery agent"],
    motifs: ["a countdown", "a dog tag", "engines and fire", "a promise made before the war"],
    images: [
      "Sirens wail. A helicopter sweeps its spotlight across the rooftops.",
      "Glass explodes outward. Bodies hit the floor.",
      "A truck barrels through the barrier, sparks flying.",
    ],
    midpoints: [
      "the rescue succeeds but the real target was the rescuers",
      "a betrayal strands them without weapons or backup",
    ],
    climaxes: [
      "a final showdown on the edge of the dam as the clock runs out",
      "a head-on collision course that only one of them can survive",
    ],
  },
  mystery: {
    label: "Mystery",
    goals: [
      "find out who killed the town's beloved doctor before the killer strikes again",
      "solve a twenty-year-old disappearance before the case is closed for good",
      "unmask the blackmailer hiding among their oldest friends",
    ],
    incidents: [
      "a body is found in a locked room with the key inside",
      "an anonymous letter claims the wrong man was hanged",
      "a guest vanishes from a snowed-in country house",
    ],
    obstacles: [
      "every suspect has a motive and a lie to hide",
      "the most helpful witness keeps rewriting the past",
      "the evidence points straight at someone they love",
    ],
    stakes: [
      "an innocent person's life",
      "the truth a whole town agreed to forget",
      "their own reputation as an investigator",
    ],
    titleWords: ["The Ninth Guest", "Cold Case", "Blackwater", "A Quiet Poison", "The Glass Room"],
    tones: ["atmospheric", "cerebral", "wry"],
    traits: ["observant", "patient", "sceptical", "dry-humoured", "methodical", "obsessive"],
    flaws: [
      "cares more about the puzzle than the people",
      "cannot leave a question unanswered",
      "mistrusts kindness",
    ],
    occupations: [
      "small-town coroner",
      "insurance investigator",
      "retired detective",
      "true-crime podcaster",
    ],
    motifs: [
      "a stopped clock",
      "a missing photograph",
      "footprints in snow",
      "a key that fits nothing",
    ],
    images: [
      "A teacup sits beside the body, still warm.",
      "Snow erases the last footprints on the drive.",
      "A ledger lies open; one page has been razored out.",
    ],
    midpoints: [
      "the prime suspect turns up dead",
      "the detective realises the first clue was planted",
    ],
    climaxes: [
      "every suspect gathered in one room as the truth is laid bare",
      "a confession wrung out under a final bluff",
    ],
  },
  western: {
    label: "Western",
    goals: [
      "hold the homestead against the railroad's hired guns",
      "bring a killer to the territorial judge alive",
      "drive the herd to market before the first snow",
    ],
    incidents: [
      "a stranger rides in wearing their dead brother's coat",
      "the railroad buys the water rights to the whole valley",
      "a wanted poster turns up with their own face on it",
    ],
    obstacles: [
      "the law in town answers to the man they are fighting",
      "the trail runs through the land of the people they once wronged",
      "their old gang rides for the other side",
    ],
    stakes: [
      "the land their family bled to keep",
      "a frontier town's last chance at justice",
      "the life of the one person who believes in them",
    ],
    titleWords: ["Dust and Iron", "The Long Ride", "High Country", "Last Water", "Brimstone"],
    tones: ["sweeping", "hard-bitten", "elegiac"],
    traits: ["laconic", "stubborn", "principled", "weathered", "quick on the draw", "protective"],
    flaws: [
      "lets the past decide every fight",
      "trusts a gun more than a promise",
      "would rather die than ask for help",
    ],
    occupations: ["retired marshal", "horse trader", "frontier doctor", "stagecoach driver"],
    motifs: [
      "a broken pocket watch",
      "dust storms",
      "a grave on the hill",
      "a badge tossed in the dirt",
    ],
    images: [
      "Wind drags tumbleweed down an empty main street.",
      "A lone rider crests the ridge against a blood-red sky.",
      "The saloon piano stops mid-song.",
    ],
    midpoints: ["the town chooses money over justice", "the hired gun turns out to be kin"],
    climaxes: ["a showdown at noon on the main street", "a last stand at the burning homestead"],
  },
};

export const GENRE_DATA: Record<string, GenreKit> = Object.fromEntries(
  Object.entries(kits).map(([key, kit]) => [key, { key, ...kit }]),
);
