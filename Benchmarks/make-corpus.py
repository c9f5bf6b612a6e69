#!/usr/bin/env python3
"""Writes a deterministic synthetic corpus of CellGen screen specs for the benchmark.

    Benchmarks/make-corpus.py N OUTDIR [--seed S]

Writes OUTDIR/Screen0001.screen.yml ... OUTDIR/Screen<N>.screen.yml (the screen name equals the
file name). The same N and seed always give byte-identical files, and screen i depends only on
(seed, i), so the 1,000-screen corpus is the first 1,000 files of the 4,000-screen one.

Every screen has 4 to 9 cells with 3 to 8 fields each (one more in the few that get a key field
for their identity) and 2 to 4 sections, and mixes what the seed specs in specs/ use: table and
collection lists, class/nib/storyboard registration, custom cell classes, identity fields,
fixed/estimated/automatic heights, events with and without payloads bound per row, non-selectable
rows, header views and fixed titles as headers and footers, repeated sections and rows, section
contexts, and actions sent by selection and by events, with and without a context. Every spec
lints clean (0 errors, 0 warnings): every declared cell, header view and action is used, no
generated name collides, every cell shown in a repeated row has an identity with a field that is
not optional (an id-like field where it has one, else a label, sometimes with a date, else a key
field added for it), and every repeated section with a context names the context fields that
identify it.

The identities added for lint are drawn from a second generator seeded with (seed, i), so they
leave every other draw as it was: a screen differs from what earlier versions of this script
wrote only by its identity lines and the few key fields added for them (a fifth field written in
block style where four were written in flow style).

Only the standard library is used, and Python's `random.Random(str)` seeding (SHA-512 of the
string) is stable across runs and platforms, so the output does not depend on PYTHONHASHSEED.
"""

import argparse
import os
import random
import sys

# Domain nouns for cells: each becomes `<Noun>ViewModel`, `<Noun>Configurator`, ... in the
# screen's namespace, and a default row id `<noun>`.
CELL_NOUNS = [
    "ProductTile", "ProductRow", "PriceTag", "Banner", "Promo", "Review", "Rating", "Author",
    "Avatar", "Comment", "Article", "Headline", "Story", "Photo", "Gallery", "Video", "Track",
    "Album", "Artist", "Playlist", "Episode", "Order", "OrderLine", "Invoice", "Payment",
    "Shipment", "Address", "Contact", "Profile", "Account", "Balance", "Transaction", "Transfer",
    "Card", "Coupon", "Reward", "Badge", "Notification", "Message", "Thread", "Chat", "Event",
    "Ticket", "Seat", "Flight", "Hotel", "Room", "Booking", "Restaurant", "Dish", "Recipe",
    "Ingredient", "Workout", "Exercise", "Goal", "Habit", "Task", "Project", "Milestone",
    "Document", "Folder", "Attachment", "Setting", "Toggle", "Stepper", "Slider", "TextInput",
    "DatePicker", "Dropdown", "Splitter", "LoadMore", "EmptyState", "ErrorBanner", "Summary",
    "Disclaimer", "Map", "Location", "Weather", "Forecast", "Stock", "Quote", "News", "Podcast",
    "Course", "Lesson", "Quiz", "Employee", "Workplace", "Department", "Vehicle", "Trip", "Stop",
]

# Nouns for header views (suffix `Header` keeps them apart from cell names).
HEADER_NOUNS = [
    "Section", "Group", "Category", "Catalog", "Feed", "Results", "Overview", "Totals", "Profile",
    "Schedule", "Filters", "Inbox", "Timeline", "Library", "Cart", "Summary",
]

# Section ids (lowerCamelCase); distinct from lowerCamelCased cell nouns.
SECTION_IDS = [
    "featured", "recent", "popular", "details", "overview", "history", "favorites", "related",
    "recommended", "upcoming", "past", "pending", "completed", "general", "security", "privacy",
    "notifications", "billing", "shipping", "items", "extras", "footerLinks", "topPicks",
    "nearby", "saved", "drafts", "archived", "team", "members", "highlights",
]

TITLES = [
    "Featured", "Recently viewed", "Popular right now", "Details", "Overview", "History",
    "Favorites", "You may also like", "Upcoming", "Pending", "Completed", "General", "Security",
    "Prices: incl. VAT", "Top picks for you", "Nearby", "Saved for later", "Team members",
    "Недавние", "Избранное", "Café & bar", "Don't miss these", "\"Staff\" picks", "50% off #today",
    "Ends soon — hurry", "Delivery & returns", "Notifications", "Shipping options",
]

FOOTERS = [
    "Changes take effect immediately", "Prices may change", "Tap a row to see more",
    "Data is refreshed every 15 minutes", "Изменения применяются сразу", "See terms: section 4.2",
]

# Field name stems and the Swift types that go with them.
FIELDS = [
    ("title", "String"), ("subtitle", "String?"), ("name", "String"), ("details", "String?"),
    ("summary", "String"), ("caption", "String?"), ("label", "String"), ("text", "String"),
    ("imageURL", "URL?"), ("thumbnailURL", "URL?"), ("link", "URL"), ("iconName", "String"),
    ("price", "Decimal"), ("oldPrice", "Decimal?"), ("currencyCode", "String"),
    ("count", "Int"), ("quantity", "Int"), ("rating", "Double"), ("progress", "Double"),
    ("isOn", "Bool"), ("isFavorite", "Bool"), ("isEnabled", "Bool"), ("isNew", "Bool"),
    ("date", "Date"), ("dueDate", "Date?"), ("updatedAt", "Date?"), ("duration", "Int"),
    ("tags", "[String]"), ("options", "[String]"), ("selectedOption", "String?"),
    ("scores", "[String: Int]"), ("badgeText", "String?"), ("placeholder", "String?"),
    ("value", "String"), ("unread", "Int"), ("distance", "Double?"), ("colorHex", "String"),
    ("authorName", "String?"), ("phone", "String?"), ("email", "String?"), ("uuid", "UUID"),
]
FOUNDATION_TYPES = ("URL", "Decimal", "Date", "UUID")

# Identity keys: a cell that has one gets `identity: [<key>]`.
ID_FIELDS = [("id", "String"), ("identifier", "UUID"), ("key", "String"), ("slug", "String")]

# Identities for cells shown in repeated rows that have no identity key of their own, chosen from
# their fields in this order of preference: a field that is a key by itself; else a label
# (sometimes with a date, as a seed spec identifies an article by its author and date); else a
# key field from ID_FIELDS is added.
KEY_FIELDS = ["uuid", "link", "email", "phone"]
LABEL_FIELDS = ["name", "title", "label", "authorName", "iconName", "text", "summary", "value", "colorHex", "currencyCode"]
DATE_FIELDS = ["date", "updatedAt", "dueDate"]

CONTEXT_FIELDS = [
    ("userId", "String"), ("phone", "String"), ("email", "String"), ("groupId", "Int"),
    ("storeId", "String"), ("orderNumber", "String"), ("isEditable", "Bool"), ("locale", "String"),
]
# The context fields that identify a repetition of a repeated section, most id-like first.
CONTEXT_KEYS = ["userId", "groupId", "storeId", "orderNumber", "email", "phone", "locale", "isEditable"]

# Events a cell's controls send: name and payload (None: `~`).
EVENTS = [
    ("tap", None), ("toggled", "Bool"), ("edited", "String"), ("stepped", "Int"),
    ("longPress", None), ("share", None), ("rated", "Double"), ("picked", "Date"),
    ("dismissed", None), ("expanded", "Bool"),
]

VERBS = [
    "open", "show", "select", "play", "share", "save", "remove", "edit", "buy", "follow",
    "reply", "rate", "track", "book", "call", "write", "update", "toggle", "pick", "expand",
]

DOCS = [
    "Open the {n} card",
    "Show the details of the {n}",
    "Send the {n} to the presenter",
    "Present the {n} editor modally",
    "Track a tap on the {n} (analytics)",
    "Handle the {n} event: forward it to the coordinator",
    "Открыть {n}",
    "Show the {n} — with the \"quick look\" sheet",
    "Store the value the user typed into the {n}",
    "Toggle the {n} on or off",
]

# Custom cell classes (the default is `<Cell>Cell`).
TABLE_CLASS_SUFFIXES = ["TableViewCell", "ListCell"]
COLLECTION_CLASS_SUFFIXES = ["CollectionCell", "ItemCell"]

# The verb of the action an event is bound to: `edited` on `TextInput` -> `updateTextInput`.
EVENT_VERBS = {
    "tap": "handle", "toggled": "toggle", "edited": "update", "stepped": "change",
    "longPress": "preview", "share": "share", "rated": "rate", "picked": "pick",
    "dismissed": "dismiss", "expanded": "expand",
}


def lower_first(name):
    return name[0].lower() + name[1:]


def upper_first(name):
    return name[0].upper() + name[1:]


def quoted(text):
    """A YAML scalar for `text`: plain when that reads back as the same string, else double quoted."""
    plain_ok = (
        text
        and text == text.strip()
        and not any(c in text for c in ":#{}[],&*!|>'\"%@`")
        and text[0] not in "-?"
        and text.lower() not in ("true", "false", "null", "yes", "no", "on", "off", "~")
        and not text[0].isdigit()
    )
    if plain_ok:
        return text
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    return '"' + escaped + '"'


class Cell:
    def __init__(self, name):
        self.name = name
        self.class_name = None
        self.fields = []
        self.identity = None
        self.select = None
        self.height = None
        self.register = None
        self.events = []
        self.selectable = None


def is_optional(swift_type):
    """Whether a field type of FIELDS, CONTEXT_FIELDS or ID_FIELDS can be nil (all are written `T?`)."""
    return swift_type.endswith("?")


def has_optional_identity(cell):
    """Whether every field of the cell's identity is optional (lint warns for repeated rows)."""
    types = dict(cell.fields)
    return cell.identity is not None and all(is_optional(types[n]) for n in cell.identity)


def cell_identity(rng, cell):
    """Gives a cell the identity of its rows: one or two of its fields, in field order.

    A field that is a key by itself; else a label, sometimes with a date; else (a cell of flags,
    counts and optionals only) a key field of its own, as a real model would have. Keys and labels
    are never optional: rows whose identity fields are all nil would share one id, which lint
    warns about."""
    names = [n for n, t in cell.fields if not is_optional(t)]
    keys = [n for n in KEY_FIELDS if n in names]
    labels = [n for n in LABEL_FIELDS if n in names]
    if keys:
        chosen = [keys[0] if rng.random() < 0.8 else rng.choice(keys)]
    elif labels:
        chosen = [rng.choice(labels)]
        dates = [n for n in DATE_FIELDS if n in names]
        if dates and rng.random() < 0.4:
            chosen.append(rng.choice(dates))
    else:
        key = rng.choice(ID_FIELDS)
        cell.fields.insert(0, key)
        chosen = [key[0]]
    cell.identity = [n for n, _ in cell.fields if n in chosen]


def section_identity(rng, section):
    """Gives a repeated section the context fields that identify a repetition, in context order.

    The most id-like of its context fields, sometimes with a second key; a context of flags only
    gets a key field of its own first."""
    context = section["context"]
    names = [n for n, _ in context]
    ranked = [n for n in CONTEXT_KEYS if n in names]
    if ranked[0] == "isEditable":
        key = rng.choice([f for f in CONTEXT_FIELDS if f[0] in CONTEXT_KEYS[:4]])
        context.insert(0, key)
        names.insert(0, key[0])
        ranked.insert(0, key[0])
    chosen = ranked[:1]
    if len(ranked) > 1 and ranked[1] in CONTEXT_KEYS[:6] and rng.random() < 0.25:
        chosen.append(ranked[1])
    section["identity"] = [n for n in names if n in chosen]


def make_screen(seed, index, width):
    rng = random.Random(f"cellgen-corpus:{seed}:{index}")
    screen = f"Screen{index:0{width}d}"
    is_collection = rng.random() < 0.35
    access = rng.choices([None, "public", "package"], weights=[80, 10, 10])[0]

    # Cells: 4 to 9, 3 to 8 fields each.
    cell_names = rng.sample(CELL_NOUNS, rng.randint(4, 9))
    cells = []
    for name in cell_names:
        cell = Cell(name)
        field_count = rng.randint(3, 8)
        if rng.random() < 0.5:
            key = rng.choice(ID_FIELDS)
            cell.fields.append(key)
            cell.identity = [key[0]]
            field_count -= 1
        cell.fields += rng.sample(FIELDS, field_count)
        if cell.identity is None and rng.random() < 0.15:
            cell.identity = [cell.fields[0][0]]  # a form row identified by its label
        if rng.random() < 0.4:
            cell.class_name = name + rng.choice(COLLECTION_CLASS_SUFFIXES if is_collection else TABLE_CLASS_SUFFIXES)
        choice = rng.random()
        if choice < 0.35:
            cell.height = "automatic" if rng.random() < 0.3 else None
        elif choice < 0.65:
            cell.height = str(rng.choice([44, 56, 60, 72, 88, 120, 0.5, 1]))
        else:
            cell.height = "{ estimated: %d }" % rng.choice([44, 64, 80, 120, 200])
        if is_collection:
            cell.register = rng.choices([None, "nib", "class"], weights=[40, 50, 10])[0]
        else:
            cell.register = rng.choices([None, "nib", "class", "storyboard"], weights=[35, 35, 5, 25])[0]
        if rng.random() < 0.35:
            cell.events = rng.sample(EVENTS, rng.choice([1, 1, 1, 2]))
        if cell.events and rng.random() < 0.6:
            cell.selectable = False  # the controls take the taps
        elif rng.random() < 0.7:
            cell.select = True  # named once the actions are known
        cells.append(cell)

    # Sections: 2 to 4, no more than there are cells; each cell is shown in exactly one section,
    # so every action is sent from one section (its payload is the same wherever it is sent).
    section_count = min(rng.randint(2, 4), len(cells))
    section_ids = rng.sample(SECTION_IDS, section_count)
    order = cells[:]
    rng.shuffle(order)
    assigned = [[order[i]] for i in range(section_count)]
    for cell in order[section_count:]:
        assigned[rng.randrange(section_count)].append(cell)

    headers = []
    header_pool = rng.sample(HEADER_NOUNS, len(HEADER_NOUNS))
    actions = []  # (name, doc)
    used_actions = set()

    def new_action(noun, verb=None):
        verb = verb or rng.choice(VERBS)
        base = verb + upper_first(noun)
        name, n = base, 2
        while name in used_actions:
            name, n = f"{base}{n}", n + 1
        used_actions.add(name)
        doc = rng.choice(DOCS).format(n=noun[0].lower() + "".join(" " + c.lower() if c.isupper() else c for c in noun[1:]))
        actions.append((name, doc))
        return name

    # Selection actions, in cell order so `actions` reads like the cells.
    for cell in cells:
        if cell.select:
            cell.select = new_action(cell.name)

    sections = []
    for section_id, section_cells in zip(section_ids, assigned):
        section = {"id": section_id, "rows": []}
        for key, texts, title_below, view_below in (("header", TITLES, 0.45, 0.7), ("footer", FOOTERS, 0.15, 0.22)):
            # A fixed title, a header view (three per screen at most) or nothing.
            choice = rng.random()
            if choice < title_below:
                section[key] = quoted(rng.choice(texts))
            elif choice < view_below and len(headers) < 3:
                header = header_pool.pop() + "Header"
                headers.append(header)
                section[key] = "{ view: %s }" % header
        if rng.random() < 0.2:
            section["repeated"] = True
        if rng.random() < 0.25:
            section["context"] = rng.sample(CONTEXT_FIELDS, rng.randint(1, 3))
        for cell in section_cells:
            # A cell with events is sometimes shown twice with its own id per row (seed 1's
            # call and write buttons), each row binding its events to its own actions.
            uses = 2 if cell.events and rng.random() < 0.4 else 1
            for use in range(uses):
                row = {"cell": cell.name}
                if uses == 2:
                    row["id"] = lower_first(cell.name) + ("Primary" if use == 0 else "Secondary")
                if rng.random() < 0.55:
                    row["repeated"] = True
                bindings = []
                for event, _ in cell.events:
                    if rng.random() < 0.85 or use == 0 and event == cell.events[0][0]:
                        bindings.append((event, new_action(cell.name, EVENT_VERBS[event])))
                if bindings:
                    row["on"] = bindings
                section["rows"].append(row)
        sections.append(section)

    # Identities for what lint would warn about, from their own generator so that adding them
    # moves no other draw: cells shown in repeated rows (without identity, or a form row's label
    # that is optional), repeated sections with a context.
    identity_rng = random.Random(f"cellgen-corpus-identity:{seed}:{index}")
    in_repeated_rows = {row["cell"] for section in sections for row in section["rows"] if row.get("repeated")}
    for cell in cells:
        if (cell.identity is None or has_optional_identity(cell)) and cell.name in in_repeated_rows:
            cell_identity(identity_rng, cell)
    for section in sections:
        if section.get("repeated") and "context" in section:
            section_identity(identity_rng, section)

    header_fields = {h: rng.sample(FIELDS, rng.randint(1, 3)) for h in headers}
    header_heights = {h: rng.choice([None, "28", "44", "{ estimated: 32 }", "automatic"]) for h in headers}
    header_register = {h: rng.choice([None, None, "nib", "class"]) for h in headers}

    # Imports: Foundation when a Foundation type is used.
    all_types = [t for c in cells for _, t in c.fields] + [t for c in cells for _, t in c.events if t]
    all_types += [t for h in headers for _, t in header_fields[h]]
    all_types += [t for s in sections for _, t in s.get("context", [])]
    needs_foundation = any(f in t for t in all_types for f in FOUNDATION_TYPES)

    # Emit, mixing flow and block style as hand-written specs do.
    out = []
    w = out.append
    w(f"# Synthetic benchmark screen {index} (Benchmarks/make-corpus.py, seed {seed}).")
    w(f"screen: {screen}")
    if is_collection:
        w("list: collection")
    elif rng.random() < 0.3:
        w("list: table")
    if access:
        w(f"access: {access}")
    if needs_foundation:
        w("imports: [Foundation]")
    w("")
    w("cells:")
    for cell in cells:
        w(f"  {cell.name}:")
        if cell.class_name:
            w(f"    class: {cell.class_name}")
        if rng.random() < 0.3 and len(cell.fields) <= 4:
            w("    fields: { " + ", ".join(f"{n}: {quoted(t) if ',' in t else t}" for n, t in cell.fields) + " }")
        else:
            w("    fields:")
            for n, t in cell.fields:
                w(f"      {n}: {t}")
        if cell.identity:
            w(f"    identity: [{', '.join(cell.identity)}]")
        if cell.events:
            w("    events: { " + ", ".join(f"{n}: {t or '~'}" for n, t in cell.events) + " }")
        if cell.select:
            w(f"    select: {cell.select}")
        if cell.selectable is False:
            w("    selectable: false")
        if cell.height:
            w(f"    height: {cell.height}")
        if cell.register:
            w(f"    register: {cell.register}")
    if headers:
        w("")
        w("headers:")
        for h in headers:
            w(f"  {h}:")
            if rng.random() < 0.3:
                w(f"    class: {h}View" if rng.random() < 0.5 else f"    class: {h}ReusableView")
            w("    fields: { " + ", ".join(f"{n}: {quoted(t) if ',' in t else t}" for n, t in header_fields[h]) + " }")
            if header_heights[h]:
                w(f"    height: {header_heights[h]}")
            if header_register[h]:
                w(f"    register: {header_register[h]}")
    w("")
    w("sections:")
    for section in sections:
        w(f"  - id: {section['id']}")
        for key in ("header", "footer"):
            if key in section:
                w(f"    {key}: {section[key]}")
        if section.get("repeated"):
            w("    repeated: true")
        if "context" in section:
            w("    context: { " + ", ".join(f"{n}: {t}" for n, t in section["context"]) + " }")
        if "identity" in section:
            w(f"    identity: [{', '.join(section['identity'])}]")
        w("    rows:")
        for row in section["rows"]:
            parts = [f"cell: {row['cell']}"]
            if "id" in row:
                parts.append(f"id: {row['id']}")
            if row.get("repeated"):
                parts.append("repeated: true")
            if "on" in row and rng.random() < 0.5:
                w(f"      - {parts[0]}")
                for part in parts[1:]:
                    w(f"        {part}")
                w("        on: { " + ", ".join(f"{e}: {a}" for e, a in row["on"]) + " }")
            else:
                if "on" in row:
                    parts.append("on: { " + ", ".join(f"{e}: {a}" for e, a in row["on"]) + " }")
                if len(parts) == 1 and rng.random() < 0.5:
                    w(f"      - {parts[0]}")
                else:
                    w("      - { " + ", ".join(parts) + " }")
    if actions:
        w("")
        w("actions:")
        for name, doc in actions:
            w(f"  {name}: {quoted(doc)}")
    return screen, "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("count", type=int, help="number of screens")
    parser.add_argument("outdir", help="folder to write the specs into (created if needed)")
    parser.add_argument("--seed", type=int, default=1, help="seed (default 1)")
    args = parser.parse_args()
    if args.count < 1:
        sys.exit("make-corpus.py: N must be at least 1")
    os.makedirs(args.outdir, exist_ok=True)
    width = max(4, len(str(args.count)))
    for index in range(1, args.count + 1):
        screen, text = make_screen(args.seed, index, width)
        with open(os.path.join(args.outdir, f"{screen}.screen.yml"), "w", encoding="utf-8", newline="\n") as f:
            f.write(text)


if __name__ == "__main__":
    main()
