/** Acme Outdoor body sentences (plain lines) and list tips (`- ` lines) per category. */
export const ACME_POOL_EN = `
# hiking
A good day on the trail starts the evening before, with a weather check and a packed bag by the
  door.
Plan your route around daylight rather than distance, and always add an hour for breaks and photos.
Steady, short steps on the climbs save more energy than a fast start that leaves you out of breath.
Check the last bus or the sunset time before you set off, and turn around early if the weather
  turns.
Good socks and well-fitted boots prevent more blisters than any plaster you could carry.
- Tell someone your route and the time you expect to be back.
- Carry at least one litre of water for every two hours of walking.
- Pack a warm layer and a rain jacket, even when the forecast looks fine.
# camping
Pitch your tent on level, durable ground, away from dips where cold air and rainwater collect.
A warm night depends more on the sleeping mat underneath you than on the bag on top.
Keep food and scented items away from the tent, and hang or store them properly in bear country.
Set up camp with enough daylight left, so you can find water and fix problems calmly.
Ventilation is the easiest way to reduce condensation inside the tent on cold, still nights.
- Practise pitching your tent at home before the first trip.
- Put on dry clothes for the night and keep them in a waterproof bag during the day.
- Eat a warm snack before bed: your body heats the sleeping bag.
# climbing
Every climb starts with a partner check: harness, knot, belay device and a closed system.
Good footwork saves your fingers, so look for footholds before you reach for the next hold.
Outdoor rock behaves differently from plastic holds, so start a few grades below your gym level.
Communicate with short, agreed commands, especially when wind or a river drowns out your voice.
Rest days are part of training: tendons adapt much more slowly than muscles do.
- Always tie a stopper knot in the end of the rope.
- Wear a helmet at the crag, both when climbing and when belaying.
- Learn to fall in the gym before you push your limits outside.
# trail-running
Trail running is more about time on your feet than about pace, so leave the watch on easy mode.
Walking the steep climbs is not cheating; even elite runners power-hike the hardest sections.
Shoes with a secure heel and good grip matter more on technical trails than maximum cushioning.
Eat early and often on long runs, before you feel hungry and before your energy drops.
Increase your weekly distance slowly and include one easy week in every month of training.
- Carry a soft flask and a light jacket on every run longer than an hour.
- Look three or four steps ahead, not at your feet.
- Practise your race-day nutrition on long training runs.
# gear-care
Most gear does not wear out from use but from being stored wet, dirty or compressed.
Clean dirt off while it is still fresh; dried mud is much harder on fabrics and stitching.
Read the care label before you wash anything, and skip fabric softener on technical clothing.
Small repairs done early, such as a loose seam or a worn buckle, prevent expensive failures later.
Store sleeping bags loosely in a large cotton sack, never in their compression bag.
- Dry everything completely before you put it away.
- Keep a small repair kit with tape, thread and a spare buckle in your pack.
- Reactivate water repellency with gentle heat before you reach for a spray.
# sustainability
The most sustainable piece of gear is the one you already own and keep using for years.
Travelling to the trailhead often causes more emissions than the rest of the trip combined.
Stay on marked paths to protect fragile vegetation and to avoid creating new erosion channels.
Buying second-hand and renting rarely used equipment both reduce waste and save money.
Pack out what you pack in, including fruit peel, which takes months to decompose at altitude.
- Choose repairable products with replaceable parts.
- Share car journeys or use trains and buses to reach the start.
- Leave flowers, stones and wood where you found them.
`;

export const ACME_POOL_DE = `
# hiking
Ein guter Wandertag beginnt am Vorabend, mit einem Blick auf den Wetterbericht und einem gepackten
  Rucksack.
Plane deine Route nach dem Tageslicht statt nach der Strecke und rechne eine Stunde für Pausen ein.
Gleichmäßige, kurze Schritte am Anstieg sparen mehr Kraft als ein schneller Start.
Prüfe vor dem Aufbruch den letzten Bus und den Sonnenuntergang und kehre rechtzeitig um, wenn das
  Wetter umschlägt.
Gute Socken und passende Schuhe verhindern mehr Blasen als jedes Pflaster im Rucksack.
- Sag jemandem Bescheid, welche Route du gehst und wann du zurück sein willst.
- Nimm pro zwei Stunden Gehzeit mindestens einen Liter Wasser mit.
- Pack eine warme Schicht und eine Regenjacke ein, auch bei gutem Wetterbericht.
# camping
Stell dein Zelt auf ebenem, festem Boden auf und meide Senken, in denen sich Kaltluft und Regen
  sammeln.
Eine warme Nacht hängt mehr von der Isomatte unter dir ab als vom Schlafsack über dir.
Bewahre Essen und duftende Dinge nicht im Zelt auf.
Bau dein Lager auf, solange es noch hell ist, damit du in Ruhe Wasser finden und Probleme lösen
  kannst.
Gute Belüftung ist der einfachste Weg, Kondenswasser im Zelt zu verringern.
- Übe den Zeltaufbau zu Hause, bevor du zum ersten Mal losziehst.
- Zieh für die Nacht trockene Kleidung an und bewahre sie tagsüber wasserdicht verpackt auf.
- Iss vor dem Schlafen einen warmen Snack: Dein Körper heizt den Schlafsack.
# climbing
Jede Route beginnt mit dem Partnercheck: Gurt, Knoten, Sicherungsgerät und geschlossenes System.
Gute Fußtechnik schont die Finger, also such zuerst die Tritte und dann den nächsten Griff.
Echter Fels verhält sich anders als Plastikgriffe, starte draußen ein paar Grade unter deinem
  Hallenniveau.
Verständigt euch mit kurzen, vereinbarten Kommandos, besonders bei Wind oder am Fluss.
Ruhetage gehören zum Training, denn Sehnen passen sich viel langsamer an als Muskeln.
- Mach immer einen Sicherungsknoten ins Seilende.
- Trag am Fels einen Helm, beim Klettern und beim Sichern.
- Übe das Stürzen in der Halle, bevor du draußen an deine Grenzen gehst.
# trail-running
Beim Trailrunning zählt die Zeit auf den Beinen mehr als das Tempo.
Steile Anstiege zu gehen ist keine Schande, auch Profis wandern an den härtesten Stellen.
Auf technischen Trails sind fester Fersenhalt und guter Grip wichtiger als maximale Dämpfung.
Iss auf langen Läufen früh und regelmäßig, bevor Hunger und Leistungseinbruch kommen.
Steigere deinen Wochenumfang langsam und plane in jedem Monat eine lockere Woche ein.
- Nimm bei jedem Lauf über einer Stunde eine Soft-Flask und eine leichte Jacke mit.
- Schau drei bis vier Schritte voraus, nicht auf deine Füße.
- Teste deine Wettkampfverpflegung auf langen Trainingsläufen.
# gear-care
Die meiste Ausrüstung geht nicht durch Benutzung kaputt, sondern weil sie nass oder schmutzig
  gelagert wird.
Entferne Schmutz, solange er frisch ist, denn getrockneter Schlamm greift Stoffe und Nähte an.
Lies vor dem Waschen das Pflegeetikett und verzichte bei Funktionskleidung auf Weichspüler.
Kleine Reparaturen wie eine lose Naht oder eine abgenutzte Schnalle verhindern später teure Schäden.
Lagere Schlafsäcke locker in einem großen Baumwollsack, nie im Kompressionsbeutel.
- Lass alles vollständig trocknen, bevor du es wegräumst.
- Pack ein kleines Reparaturset mit Tape, Faden und einer Ersatzschnalle ein.
- Aktiviere die Imprägnierung mit sanfter Wärme, bevor du zum Spray greifst.
# sustainability
Die nachhaltigste Ausrüstung ist die, die du schon besitzt und viele Jahre weiter benutzt.
Die Anreise zum Startpunkt verursacht oft mehr Emissionen als der ganze Rest der Tour.
Bleib auf markierten Wegen, um empfindliche Pflanzen zu schützen und Erosion zu vermeiden.
Gebraucht kaufen und selten genutzte Ausrüstung leihen spart Müll und Geld.
Nimm alles wieder mit, auch Obstschalen, die in der Höhe monatelang liegen bleiben.
- Wähle reparierbare Produkte mit austauschbaren Teilen.
- Bilde Fahrgemeinschaften oder fahr mit Bahn und Bus zum Start.
- Lass Blumen, Steine und Holz dort, wo du sie gefunden hast.
`;
