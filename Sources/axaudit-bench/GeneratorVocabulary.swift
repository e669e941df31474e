/// The words the generated screens are made of.
extension HierarchyGenerator {
    static let settings: [(String, String, String)] = [
        ("Wi-Fi", "Home network", "icon_wifi"), ("Bluetooth", "On", "icon_bluetooth"),
        ("Notifications", "Banners, sounds, badges", "icon_bell"), ("Dark mode", "Automatic at sunset", "icon_moon"),
        ("Location services", "While using the app", "icon_location"), ("Cellular data", "Roaming off", "icon_antenna"),
        ("Order updates", "Shipping and delivery", "icon_box"),
        ("Price alerts", "When items you watch drop", "icon_tag"),
        ("Newsletter", "Weekly, on Fridays", "icon_mail"), ("Face ID", "Sign in and payments", "icon_face"),
        ("Réglages avancés", "Préférences régionales", "icon_gear"), ("Sprache", "Deutsch — Schweiz", "icon_globe"),
    ]
    static let productWords = [
        "Trail", "Road", "Canvas", "Leather", "Merino", "Rain", "Down", "Linen", "Wool",
        "Classic", "Ultra", "Light", "Storm", "Summit", "Urban", "Coastal",
    ]
    static let productNouns = [
        "shoes", "jacket", "backpack", "socks", "hoodie", "cap", "boots", "vest",
        "gloves", "scarf", "tee", "shorts", "tent", "bottle", "lamp", "watch",
    ]
    static let newsTitles = [
        "City council approves new bike lanes", "Local bakery wins national award",
        "Storm expected to bring heavy rain & wind", "Schools reopen after summer break",
        "Museum unveils “lost” paintings", "Tech firm opens office downtown",
        "Marathon draws record 40,000 runners", "Café culture: the new wave — reviewed",
    ]
    static let sentences = [
        "Officials said the plan would be reviewed again in the spring after a public consultation.",
        "Residents have until the end of the month to submit comments online or at the town hall.",
        "The decision follows months of debate over costs, safety and the effect on local businesses.",
        "Experts warned that the numbers could change as more data becomes available.",
        "Critics argue the timeline is too short; supporters say the work is long overdue.",
        "Weitere Informationen gibt es auf der Website der Stadt — oder telefonisch.",
        "Les travaux commenceront dès l'automne, selon la mairie.",
        "Tickets cost €12 for adults and €6 for children under 12 (free for under-5s).",
    ]
    static let containerClasses: [(String, String?)] = [
        ("UIView", nil), ("UIStackView", "UIView"), ("SectionContainerView", "UIView"),
        ("ContentView", "UIView"), ("UIScrollView", "UIView"),
    ]
}
