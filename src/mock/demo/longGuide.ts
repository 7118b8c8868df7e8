/**
 * Text of the long English article (about 3,000 words with the generated sections), written in
 * the small markup that `renderMarkup` in `html.ts` understands.
 */
export const LONG_GUIDE_KEY = 'ultimate-guide-to-your-first-multi-day-hike';

export const LONG_GUIDE_EN = `
Your first hike of several days is a small expedition. You carry your home on your back, you
sleep somewhere new every night and you depend on the plan you made weeks before. That sounds
daunting, but it is mostly a matter of preparation. This guide collects everything our editors,
store staff and readers have learned over many seasons, from the first sketch on a map to the
moment you unpack at home and hang the tent up to dry.

We wrote it for people who are comfortable on day hikes and want to take the next step. You do
not need to be particularly fit, and you do not need expensive equipment. You need a realistic
route, a few well-chosen pieces of gear, enough food and water, and the willingness to adjust
your plans when the weather or your body asks you to.

## 1. Choosing the right route

The best first route is shorter than you think. Two or three days with fifteen to twenty
kilometres per day is plenty, especially with a full pack. Look for a trail that is well marked,
has at least one escape option per day (a road, a village, a bus stop) and offers water along
the way. Popular long-distance paths are a good choice because they are signposted, mapped and
described in detail by other walkers.

Pay attention to the elevation profile, not only the distance. As a rule of thumb, add one hour
of walking time for every 300 metres of ascent and for every 500 metres of descent. Steep
descents are tiring for the knees and take longer than most people expect, particularly on
loose ground or wet rock.

Finally, think about logistics. How do you get to the start and back from the finish? Is there
public transport on Sundays? Do the huts or campsites need to be booked in advance? These
details rarely make it into trip reports, but they decide whether your trip starts relaxed or
in a rush.

### Questions to ask before you commit

- Can I walk the longest day comfortably with a loaded pack?
- Where can I refill water, and how reliable are those sources in late summer?
- Where could I leave the route if the weather turns or someone gets hurt?
- Is wild camping allowed, or do I need to stay at official sites?
- What is the latest sunset and the earliest sunrise on my dates?

## 2. Building a light but complete kit

Weight matters more on a multi-day hike than on any day hike, but safety matters more than
weight. Start with the **big three**: shelter, sleeping system and backpack. Together they
usually make up half of your base weight, so this is where careful choices pay off. A tent for
two that weighs under two kilograms, a sleeping bag rated a few degrees below the coldest night
you expect and a pack of 45 to 60 litres are sensible starting points.

Then go through your clothing. You need less than you think: one set to walk in, one dry set to
sleep in, a warm insulating layer and a waterproof shell. Cotton has no place in your pack
because it stays wet and cold. Merino wool and synthetic fabrics dry quickly and keep you warm
even when damp.

Do not forget the small items that make a big difference: a headlamp with fresh batteries, a
first-aid kit you know how to use, a map and compass as a backup to your phone, sun protection,
a knife, and a small repair kit with tape and a needle. Pack everything into waterproof bags
inside the backpack; rain covers help, but they never keep everything dry.

### The base weight trap

It is easy to become obsessed with grams. Online forums are full of people who cut the handles
off their toothbrushes. For a first trip, aim for a base weight (everything except food, water
and fuel) of around eight to ten kilograms. That is light enough to enjoy the walking and heavy
enough to include the things that keep you safe and comfortable. Once you have a few trips
behind you, you will know which items you never used, and those are the ones to leave at home.

## 3. Food and water

Plan roughly 3,000 to 4,000 kilocalories per person per day, depending on your size, the
terrain and the temperature. Dense foods such as nuts, cheese, dried fruit, couscous, oats and
chocolate give you a lot of energy for little weight. Dehydrated meals are convenient but
expensive; many hikers combine them with supermarket food repacked into zip bags.

Breakfast and dinner can be hot; lunch works best as a series of snacks eaten during short
breaks. Eating little and often keeps your energy steady and prevents the afternoon slump that
makes the last kilometres feel endless.

Water is heavy, so do not carry more than you need between reliable sources. Two litres of
capacity is usually enough in temperate regions, more in dry or hot areas. Treat water from
streams and lakes with a filter, tablets or by boiling it. Even clear mountain water can carry
bacteria from grazing animals.

## 4. Weather and timing

Check the forecast several times in the days before you leave and once more on the morning you
set off. Mountain weather can change within an hour, and summer afternoons often bring
thunderstorms. Start early, reach exposed ridges before midday and plan to be at your camp or
hut by mid-afternoon. That leaves a buffer for the unexpected.

Learn the signs of a turning day: towering clouds, a sudden drop in temperature, a change in
wind direction. If you are on a ridge when thunder starts, descend quickly, avoid single trees
and metal, and wait in a crouched position on your insulated mat if the storm is directly above
you. No view is worth being struck by lightning.

## 5. On the trail: pacing and breaks

Walk at a pace at which you could hold a conversation. If you are too out of breath to talk,
you are going too fast and will pay for it later in the day. Take a short break every hour to
drink, eat a little and adjust your clothing before you get too hot or too cold.

Look after your feet. Stop at the first sign of a hot spot and tape it before it becomes a
blister. Change into dry socks at lunchtime if your feet are sweaty, and air your feet during
longer breaks. Your feet carry you home; treat them accordingly.

> The summit is optional. Coming home is mandatory.

This old mountaineering saying applies to hikers just as much. There is no shame in turning
around, shortening a stage or taking a rest day. Experienced hikers do it all the time; it is
one of the reasons they become experienced.

## 6. Camp routine

When you arrive at camp, follow the same routine every evening: pitch the shelter, change into
dry clothes, fetch and treat water, cook, and then relax. Doing things in the same order means
you forget less and can set up quickly even when you are tired or when it starts to rain.

Choose a pitch on durable ground that is slightly raised, so water runs away from you rather
than under you. Avoid dead trees and branches overhead. Keep your cooking area a little away from
your tent, and never cook inside it: carbon monoxide and fire are real dangers in a small space.

Before you go to sleep, prepare for the morning. Put your headlamp, water bottle and tomorrow's
clothes within reach. Keep the clothes you want to wear in the morning in your sleeping bag so
they are warm when you put them on. It is a small trick that makes cold mornings much easier.

## 7. Safety and navigation

Tell someone at home your route, your planned camps and when you expect to be back. Agree on
what they should do if they do not hear from you. Carry a charged phone in a waterproof case and
a power bank, but do not rely on the phone alone: batteries die quickly in the cold, and there
is no signal in many valleys.

Practise navigation with map and compass on day hikes before you need it. Learn to identify
your position from features around you: a river junction, a saddle, a change in slope. Check
your position regularly, not only when you feel lost; it is much easier to stay found than to
find yourself again.

### What to do if something goes wrong

1. Stop, stay calm and make sure the group is safe from further danger.
2. Assess injuries and provide first aid with what you carry.
3. Decide whether you can walk out or need help, and call 112 if in doubt.
4. Keep the injured person warm and dry while you wait.
5. Mark your position clearly for rescuers, with a bright jacket or your headlamp.

## 8. Leave no trace

Multi-day hikers pass through fragile places, and every one of us leaves a mark. Keep it small:
stay on the path, camp on durable ground, carry out all your rubbish and use toilets where they
exist. Where they do not, dig a small hole at least 60 metres from water, trails and camp. Read
more in our [leave no trace guide](/en/leave-no-trace-principles) and in the
[principles of the Leave No Trace Center](https://lnt.org/why/7-principles/).

## 9. After the trip

The trip is not over when you get home. Unpack the same day, dry the tent and sleeping bag
completely and clean your boots before the mud hardens. Make a list of everything you carried
but did not use, and everything you missed. That list is the most valuable piece of gear you
will ever own, because it turns one trip into the plan for the next.

Then look at the photos, tell your friends about it and start planning the next route. Most
people who complete a first multi-day hike want to go again, a little further, a little higher,
or simply to the same beautiful place at a different time of year.

## 10. A sample three-day itinerary

**Day one** is the shortest: about fourteen kilometres with a gentle climb, so you can get used
to the weight of the pack and arrive early enough to pitch camp without stress. Use the evening
to check your gear and to adjust the fit of the backpack's hip belt and shoulder straps.

**Day two** is the longest and highest. Start at first light, cross the pass before noon and
take a long lunch break by the lake on the far side. In the afternoon, the path drops through
forest to a staffed hut where you can buy a hot meal and refill your water.

**Day three** is a relaxed descent along the river to the railway station. Plan a generous
buffer for the last train, and treat yourself to a coffee and a slice of cake in the village:
you have earned it.

## 11. Frequently asked questions

**How fit do I need to be?** If you can walk five or six hours on a day hike and still feel fine
the next morning, you are fit enough for a gentle multi-day route. Training with a loaded pack
on a few weekends beforehand helps your shoulders and hips get used to the weight.

**Should I go alone?** Going with a friend is more fun and safer for a first trip. If you do go
alone, choose a popular route, stay at huts or official campsites and check in with someone at
home every evening.

**What if it rains the whole time?** Then you will learn a lot. Keep your sleeping bag and sleep
clothes dry at all costs, accept that everything else will be damp, and remember that the sun
usually comes back. Some of our most memorable trips were the wettest ones.

**Tent or huts?** Huts mean a lighter pack and a warm meal, but they need booking and fix your
daily stages. A tent gives you freedom and solitude at the cost of more weight. Many hikers
start with huts and add camping later.
`;
