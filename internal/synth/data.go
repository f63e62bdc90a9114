package synth

// The words captions are made of: invented people, real places of several conflicts,
// and the phrases agencies write. Nothing here is a real caption.

var firstNames = []string{
	"Omar", "Hadi", "Karim", "Rami", "Yasser", "Samer", "Lina", "Nour", "Hiba", "Zaid",
	"Ahmad", "Mahmoud", "Bassel", "Fadi", "Khalil", "Rasha", "Aya", "Mustafa", "Walid",
	"Tareq", "Anas", "Hussein", "Alaa", "Dilan", "Baran", "Rojda", "Serhat", "Azad",
	"Olena", "Taras", "Dmytro", "Iryna", "Oleksandr", "Yulia", "Bohdan", "Nadia",
	"Émilie", "Jürgen", "Łukasz", "Søren", "Zoë", "François", "Inês", "Doğan", "Çağla",
	"Marco", "Lucía", "Pablo", "Anna", "Tom", "Sarah", "James", "Chloe", "Daniel",
	"Abdullahi", "Amina", "Farah", "Wael", "Jalal", "Nasir", "Zahra", "Ibrahim",
}

var lastNames = []string{
	"Haddad", "Nasser", "Khoury", "Darwish", "Saleh", "al-Hamwi", "Al-Rifai", "Kanaan",
	"Sabbagh", "al-Halabi", "Al-Omari", "Barakat", "Mansour", "Qassem", "Zein", "Hamdan",
	"Youssef", "Aziz", "Jaber", "al-Shami", "Shaheen", "Rahal", "Othman", "Mardini",
	"Kurdi", "Ibrahimi", "Bakir", "Sharif", "Kovalenko", "Shevchuk", "Bondar",
	"Melnyk", "Tkachenko", "Hrytsenko", "Moroz", "Lysenko", "Dubois", "Müller",
	"Nowak", "Sørensen", "García", "Rossi", "Şahin", "Yılmaz", "Öztürk", "Fontaine",
	"Walker", "Bennett", "Hughes", "O'Neill", "McAllister", "Brooks", "Hassan", "Warsame",
	"Adan", "Karimi", "Popal", "Ahmadzai", "El-Masri", "Abu Zeid", "Ben Salem",
}

// A country with its demonym, cities, and the smaller places of some cities.
type country struct {
	name, demonym string
	cities        []city
	regions       []region
}

type city struct {
	name  string
	parts []string // neighbourhoods and districts
	near  []string // villages and towns around it
}

type region struct {
	name  string
	towns []string
}

var countries = []country{
	{"Syria", "Syrian", []city{
		{"Aleppo", []string{"Sukkari", "Bustan al-Qasr", "Salaheddine", "Hanano", "al-Shaar", "Sheikh Maqsoud"}, []string{"Anadan", "Hayan"}},
		{"Idlib", nil, []string{"Saraqeb", "Ariha", "Binnish"}},
		{"Homs", []string{"al-Khalidiya", "Baba Amr", "al-Waer"}, []string{"Talbiseh", "Rastan"}},
		{"Raqqa", []string{"al-Mashlab", "al-Rumaila"}, []string{"Ain Issa", "Tabqa"}},
		{"Damascus", []string{"Jobar", "Qaboun"}, []string{"Douma", "Harasta"}},
		{"Deir al-Zor", nil, []string{"Mayadin"}},
		{"Kobani", nil, nil},
		{"Palmyra", nil, nil},
		{"Deraa", nil, []string{"Busra al-Harir"}},
	}, []region{{"Eastern Ghouta", []string{"Douma", "Harasta", "Kafr Batna", "Saqba"}}}},
	{"Iraq", "Iraqi", []city{
		{"Mosul", []string{"al-Zuhour", "al-Karama", "al-Intisar", "Bab Sinjar"}, []string{"Bartella", "Qayyara", "Hammam al-Alil"}},
		{"Falluja", []string{"al-Shuhada", "Jolan"}, []string{"Saqlawiya", "Karma"}},
		{"Ramadi", []string{"al-Tamim"}, nil},
		{"Baghdad", []string{"Karrada", "Adhamiya"}, []string{"Taji"}},
		{"Tikrit", nil, nil},
		{"Kirkuk", nil, []string{"Hawija"}},
	}, []region{{"Anbar", []string{"Falluja", "Ramadi", "Hit"}}, {"Nineveh", []string{"Sinjar", "Tal Afar"}}}},
	{"Ukraine", "Ukrainian", []city{
		{"Kharkiv", []string{"Saltivka", "Pivnichna Saltivka"}, []string{"Tsyrkuny"}},
		{"Kyiv", []string{"Obolon", "Podil"}, []string{"Irpin", "Bucha", "Hostomel"}},
		{"Mariupol", nil, nil},
		{"Bakhmut", nil, []string{"Chasiv Yar"}},
		{"Kherson", nil, []string{"Posad-Pokrovske"}},
		{"Odesa", nil, nil},
		{"Zaporizhzhia", nil, []string{"Orikhiv"}},
	}, []region{{"Donbas", []string{"Kramatorsk", "Sloviansk", "Bakhmut"}}}},
	{"Yemen", "Yemeni", []city{
		{"Sanaa", nil, nil},
		{"Aden", []string{"Crater", "Sheikh Othman"}, nil},
		{"Taiz", nil, nil},
		{"Hodeidah", nil, []string{"Hays"}},
	}, nil},
	{"Afghanistan", "Afghan", []city{
		{"Kabul", []string{"Dasht-e-Barchi", "Shar-e-Naw"}, nil},
		{"Kandahar", nil, []string{"Arghandab"}},
		{"Herat", nil, nil},
		{"Lashkar Gah", nil, []string{"Nad Ali"}},
	}, []region{{"Helmand", []string{"Lashkar Gah", "Sangin", "Musa Qala"}}}},
	{"Libya", "Libyan", []city{
		{"Tripoli", []string{"Ain Zara", "Abu Salim"}, nil},
		{"Benghazi", nil, nil},
		{"Sirte", nil, nil},
		{"Misrata", nil, nil},
	}, nil},
	{"Sudan", "Sudanese", []city{
		{"Khartoum", nil, nil},
		{"Omdurman", nil, nil},
		{"El Fasher", nil, []string{"Tawila"}},
	}, []region{{"Darfur", []string{"El Fasher", "Nyala", "El Geneina"}}}},
	{"Gaza Strip", "Palestinian", []city{
		{"Gaza City", []string{"Shejaia", "al-Rimal", "Zeitoun"}, nil},
		{"Khan Younis", nil, []string{"Bani Suheila"}},
		{"Rafah", nil, nil},
	}, nil},
}

var subjects = []string{
	"A boy", "A girl", "A man", "A woman", "An elderly man", "An elderly woman",
	"Residents", "Children", "A family", "Displaced people", "Civil defence workers",
	"Rescue workers", "Medics", "Fighters", "Soldiers", "A volunteer", "Mourners",
	"A father", "A mother", "Two brothers", "Neighbours", "Firefighters", "A teacher",
	"Shopkeepers", "A farmer", "Journalists", "Nurses", "A street vendor",
}

var actions = []string{
	"walk past damaged buildings", "inspect damage at a site hit by an air strike",
	"carry their belongings as they flee fighting", "queue for bread at a bakery",
	"gather at a funeral", "sit in a classroom of a damaged school",
	"search for survivors under the rubble", "look at a crater left by a shell",
	"collect water from a tank", "ride a bicycle along a deserted street",
	"rest in a makeshift shelter", "carry a wounded man to an ambulance",
	"clear debris from a road", "pray at a mosque damaged by shelling",
	"warm themselves around a fire", "wait at a checkpoint",
	"play football among ruined houses", "repair a damaged roof",
	"put out a fire after shelling", "unload aid from a truck",
	"sell vegetables at a market", "stand near a burnt-out car",
	"hold a protest against the siege", "wait to receive food rations",
	"walk through a flooded camp", "fix power lines after an attack",
	"return to their damaged home", "take cover during clashes",
	"stand guard at a position", "comfort each other after a blast",
}

var extras = []string{
	"Picture taken with a drone.", "The fighting has forced thousands of families from their homes.",
	"Aid groups say food and fuel are running short.", "The area has been shelled for weeks.",
	"Schools in the area have been closed since the fighting began.",
	"Picture taken through a window.", "The family said they had nowhere else to go.",
}

var months = []string{
	"January", "February", "March", "April", "May", "June", "July", "August",
	"September", "October", "November", "December",
}

// apMonths are the month names as AP style writes them with a day.
var apMonths = []string{
	"Jan.", "Feb.", "March", "April", "May", "June", "July", "Aug.", "Sept.", "Oct.",
	"Nov.", "Dec.",
}

var weekdays = []string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}

var noiseLines = []string{
	"Close", "Edition: United States", "Pictures", "Next slideshows", "Share",
	"Advertisement", "View all", "Photo gallery", "Reuters / Monday, April 25, 2011",
}
