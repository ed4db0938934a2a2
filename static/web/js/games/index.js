// One module per game: render(view, snapshot) -> Element, targets(action, view) -> [board keys],
// counters(view, snapshot) -> [[label, value, title?]], instructions(view) -> text.
import journey from "./journey.js";
import match3 from "./match3.js";
import quetinny from "./quetinny.js";
import weaver from "./weaver.js";
import witch from "./witch.js";

export const GAMES = { journey, match3, quetinny, weaver, witch };
