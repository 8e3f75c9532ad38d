import type { SeedBlogPost } from './types.ts';

export const blogPosts: SeedBlogPost[] = [
  {
    slug: 'winter-immunity-and-chyawanprash',
    title: 'Winter Immunity and Chyawanprash: What Ayurveda Really Recommends',
    excerpt:
      'Winter is the season when Ayurveda says digestive fire is at its strongest. Here is how to use that strength wisely, and where chyawanprash fits in.',
    author: 'abhishek-tiwari',
    publishedAt: '2026-01-08',
    tags: ['winter', 'immunity', 'chyawanprash', 'ritucharya'],
    body: `Ayurveda divides the year into six seasons (ritus), and the two cold ones, **Hemanta** (early winter) and **Shishira** (late winter), are described as the time when the body is naturally at its strongest. Understanding why helps you make better choices than simply reaching for the nearest "immunity booster".

## Why winter is different in Ayurveda

Classical texts explain that cold air outside keeps body heat contained, so **agni, the digestive fire, becomes strong**. A strong agni needs adequate, nourishing fuel. If meals are too light or skipped, Ayurveda says that fire begins to "burn" the body's own tissues, which shows up as dryness, stiffness and fatigue. Vata, the dosha of cold, dry and rough qualities, also tends to rise as the season goes on.

The Ayurvedic idea of immunity is called **vyadhikshamatva**, the capacity to resist illness and to limit its severity. It is closely linked to **ojas**, the refined essence of good digestion, sound sleep and a settled mind. Ojas is not something you swallow in a capsule; it is built day by day.

## Eating for the season

In winter, Ayurveda favours sweet, sour and salty tastes in wholesome forms, along with warm, freshly cooked food. Practical examples for Indian kitchens:

- Whole grains such as wheat, bajra and jowar, and new-season rice
- Warm dals and soups with ginger, black pepper and a little ghee
- Seasonal produce: amla, carrots, sweet potato, green peas, methi and sarson greens
- Sesame seeds and jaggery in moderation, as in til laddoos
- Warm water or herbal infusions instead of iced drinks

If you live with diabetes, high cholesterol or kidney disease, adapt these ideas with your doctor. "Nourishing" does not mean unlimited sweets and fried snacks.

## Where chyawanprash fits

**Chyawanprash** is one of the best-known classical rasayana (rejuvenative) preparations. Its base is **amla** (Indian gooseberry), cooked with a long list of herbs, ghee, sesame oil, honey and sugar or jaggery. Traditionally it is taken during the cold months to support strength, respiratory comfort and recovery.

A few honest points about it:

- Research on chyawanprash is limited and mostly small studies. It is best thought of as a traditional nourishing tonic, not a shield against infections.
- A typical adult amount is **one to two teaspoons (about 10-12 g) once or twice daily**, often with warm milk or water, or as directed on the label.
- Children usually take smaller amounts; check with a physician for the right quantity.
- Most versions contain a significant amount of sugar. People with diabetes should ask their doctor, and may consider sugar-free variants.

## Daily habits that matter more than any product

1. **Sleep seven to eight hours**, and go to bed at a regular time.
2. **Oil massage (abhyanga)** with warm sesame oil before a bath counters winter dryness.
3. **Get morning sunlight** for 15-20 minutes when you can.
4. **Stay active.** Winter is the season Ayurveda considers best for more vigorous exercise, within your capacity.
5. **Drink enough warm fluids**, because thirst is easy to ignore in the cold.
6. **Keep up with vaccinations** your doctor recommends, such as the annual flu shot for older adults.

## When to see a doctor

Seek medical care promptly for high or persistent fever, breathlessness, chest pain, or a cough lasting more than two weeks. Ayurvedic routines can complement medical treatment but should not delay it.

**Safety note:** If you are pregnant, breastfeeding, managing a chronic illness or taking regular medicines, consult a qualified physician before starting chyawanprash or any herbal preparation.`,
  },
  {
    slug: 'understanding-your-dosha',
    title: 'Understanding Your Dosha: A Practical Guide to Vata, Pitta and Kapha',
    excerpt:
      "The three doshas are Ayurveda's way of describing how your body and mind tend to function. Here is a clear, jargon-light introduction.",
    author: 'meera-iyer',
    publishedAt: '2026-01-27',
    tags: ['dosha', 'prakriti', 'basics'],
    body: `If you have spent any time around Ayurveda, you have probably been asked "What is your dosha?" Online quizzes promise an answer in two minutes. The real concept is richer, and far more useful, than a label.

## What the doshas are

Ayurveda describes three functional principles, the **tridosha**, that govern everything the body does:

- **Vata** (air and space): movement of every kind, including breathing, circulation, nerve impulses and elimination. Its qualities are dry, light, cold, rough, subtle and mobile.
- **Pitta** (fire and water): transformation, including digestion, metabolism, body temperature and sharpness of thought. Its qualities are hot, sharp, light, slightly oily and liquid.
- **Kapha** (water and earth): structure, lubrication and stability, including muscle, joints, immunity and calm endurance. Its qualities are heavy, cold, soft, oily, smooth and stable.

Everyone has all three. What differs is the proportion.

## Prakriti and vikriti

Two terms are worth knowing:

1. **Prakriti** is your constitution, the balance of doshas you were born with. It stays broadly the same through life and explains tendencies such as body frame, appetite and temperament.
2. **Vikriti** is your current state, the imbalance present right now. Stress, season, diet, travel and illness all shift it.

An Ayurvedic physician treats the vikriti while respecting the prakriti. Someone with a Pitta-dominant constitution can still develop a Vata imbalance after months of night shifts and skipped meals.

## Common signs of each dosha in excess

**Vata out of balance** may look like:

- Dry skin, constipation, gas and bloating
- Light, broken sleep and a racing mind
- Cold hands and feet, joint cracking, restlessness

**Pitta out of balance** may look like:

- Acidity, heartburn and loose stools
- Skin rashes, acne and feeling overheated
- Irritability, impatience and perfectionism

**Kapha out of balance** may look like:

- Heaviness after meals and a slow appetite
- Weight gain, congestion and sluggish mornings
- Low motivation and oversleeping

These lists are patterns, not diagnoses. Many of these symptoms also have medical causes, such as thyroid problems, anaemia or infections, that should be checked.

## Why online quizzes fall short

Self-assessment quizzes are a fun starting point, but they mix up prakriti and vikriti, and most people answer based on how they feel this month. A physician assesses constitution through detailed history, observation of the body, tongue and skin, pulse examination (nadi pariksha) when meeting in person, and your responses to food, weather and stress over many years.

## How to use this knowledge

Knowing your tendencies lets you make small, sensible adjustments:

- **Vata-prone?** Favour warm, cooked, moist food, regular mealtimes and a steady sleep schedule.
- **Pitta-prone?** Avoid skipping meals, cut back on very spicy and fried food, and stay out of the midday sun.
- **Kapha-prone?** Keep meals lighter in the evening, move every day and avoid daytime naps.

The goal is not to fit a box. It is to understand why you feel the way you do and to respond early, before small imbalances become bigger problems.

**A note of caution:** Dosha theory is a framework for lifestyle guidance. If you have a diagnosed condition or take regular medicines, discuss changes with your doctor rather than self-treating based on a dosha label.`,
  },
  {
    slug: 'dinacharya-ayurvedic-daily-routine',
    title: 'Dinacharya: Building an Ayurvedic Daily Routine That Actually Fits Your Life',
    excerpt:
      'Ayurveda places daily routine at the heart of good health. You do not need to follow every step; here is how to build a version that works for a modern schedule.',
    author: 'priya-sharma',
    publishedAt: '2026-02-16',
    tags: ['dinacharya', 'routine', 'lifestyle'],
    body: `**Dinacharya** means "daily conduct". Classical Ayurvedic texts describe it in great detail, from the hour of waking to the way you go to sleep. The reasoning is simple: the body thrives on rhythm, and small habits repeated every day shape health far more than occasional grand efforts.

## The Ayurvedic clock

Ayurveda describes the day as moving through dosha-dominant periods:

- **About 6 to 10, morning and evening:** Kapha time, steady and heavy
- **About 10 to 2, midday and late night:** Pitta time, sharp and active; digestion is strongest around midday
- **About 2 to 6, afternoon and pre-dawn:** Vata time, light and mobile; good for creativity, also a time of restlessness

This is why Ayurveda suggests rising before 6 am, eating the largest meal at lunch, and sleeping before the late-night Pitta window gets you a "second wind".

## A classical morning, step by step

1. **Wake early.** Traditionally during brahma muhurta, roughly an hour and a half before sunrise. If that is unrealistic, simply wake at a consistent time.
2. **Drink a glass of lukewarm water** and allow natural elimination. Do not strain.
3. **Clean the tongue** with a copper or steel tongue cleaner, followed by brushing.
4. **Oil pulling (gandusha)** with a spoonful of sesame or coconut oil for a few minutes, then spit it out.
5. **Nasya:** one or two drops of a suitable nasal oil in each nostril, if your physician recommends it.
6. **Abhyanga:** a short self-massage with warm oil, ideally before bathing.
7. **Exercise** to about half your capacity (ardha shakti), until light sweating on the forehead, not exhaustion.
8. **Bath**, then breakfast if you are genuinely hungry.

## Food through the day

- Eat breakfast only if hungry; keep it warm and simple.
- Make **lunch the main meal**, eaten calmly between about 12 and 2 pm.
- Keep **dinner lighter and earlier**, ideally two to three hours before bed.
- Avoid constant snacking. Ayurveda prefers that one meal is digested before the next.

## Evening and night

- Dim lights and reduce screen use an hour before bed.
- A short walk after dinner aids digestion.
- Aim to sleep by about **10 to 10.30 pm**.
- Gently massaging the soles of the feet with a little warm oil or ghee can be a calming ritual.

## Making it realistic

Most people who try to adopt the full routine on day one give up within a week. A better approach:

- **Pick two habits** for the first two weeks, for example tongue cleaning and an earlier dinner.
- **Anchor new habits to existing ones**, such as oil pulling while the kettle boils.
- **Keep weekends close to weekdays.** A four-hour shift in wake-up time on Sunday undoes much of the week's rhythm.
- **Adjust for your work.** If you work night shifts, keep meals and sleep as regular as possible within your schedule.

## Who should be careful

Some practices need adjustment. Skip abhyanga during fever, acute indigestion or skin infections. Nasya is not advised immediately after meals, during a cold with heavy congestion, or during pregnancy without guidance. Children should not oil-pull. If you have a medical condition, ask your physician which parts of dinacharya suit you.

The point of dinacharya is not perfection. It is a steady rhythm that lets your body know what to expect, and that steadiness is where good health begins.`,
  },
  {
    slug: 'preparing-for-your-first-ayurvedic-consultation',
    title: 'How to Prepare for Your First Ayurvedic Consultation',
    excerpt:
      'A little preparation turns a 20-minute online consultation into a genuinely useful one. Here is what to gather, what to expect and what to ask.',
    author: 'rohan-mehta',
    publishedAt: '2026-03-12',
    tags: ['consultation', 'guide', 'telemedicine'],
    body: `An Ayurvedic consultation is different from a quick prescription visit. The physician wants to understand not only your symptoms but also your digestion, sleep, routine and constitution. Online consultations are shorter and cannot include a physical examination, so coming prepared makes a real difference.

## Before the consultation

### Write down your main concern

Be specific. Instead of "stomach problems", try: "Burning in the chest after dinner, three or four nights a week, for about six months; worse with tea and late meals."

Note:

- When the problem started and how it has changed
- What makes it better or worse
- What you have already tried, and what happened

### List every medicine and supplement

Include prescription medicines, over-the-counter tablets, vitamins, protein powders, herbal products and home remedies. **This is essential for safety**, because some herbs interact with medicines for blood pressure, diabetes, thyroid, blood thinning and mental health.

### Gather recent reports

Keep recent blood tests, scans and discharge summaries ready as clear photos or PDFs. Upload them before the consultation if the platform allows, so the doctor can review them in advance.

### Observe your daily patterns for a few days

Ayurvedic physicians commonly ask about:

- **Appetite:** Do you feel genuinely hungry at mealtimes?
- **Digestion:** Bloating, gas, acidity, heaviness after meals
- **Bowels:** Frequency, consistency and ease
- **Sleep:** Time to fall asleep, waking at night, how you feel in the morning
- **Energy and mood** across the day
- **For women:** menstrual cycle regularity, flow and pain, and pregnancy or breastfeeding status

A simple three-day food and symptom diary is very helpful.

## Setting up for an online consultation

1. Choose a **quiet, well-lit space** with a stable internet connection.
2. Join a few minutes early and test your camera and microphone.
3. Avoid eating or brushing your teeth just before; the doctor may ask to see your **tongue**, which is an important observation in Ayurveda.
4. Keep a notebook ready to write down advice.

## What to expect during the session

A typical first consultation covers:

- Your history, lifestyle and the questions above
- An assessment of your constitution (prakriti) and current imbalance (vikriti)
- Advice on diet (ahara) and daily routine (vihara)
- Herbal medicines, if appropriate, with clear dosage and duration
- A plan for follow-up

Pulse diagnosis (nadi pariksha) is not possible online. If your doctor feels a physical examination or investigation is needed, they will say so.

## Questions worth asking

- How long should I take each medicine, and when should I stop?
- Are there foods I should avoid with these medicines?
- Could any of this interact with my current prescriptions?
- What changes should I notice, and by when?
- What symptoms mean I should seek urgent care?

## A few important reminders

- **Do not stop prescribed medicines** on your own. Ayurvedic care can work alongside conventional treatment, and any changes should be coordinated with your treating doctor.
- **Online consultations are not for emergencies.** Chest pain, difficulty breathing, sudden weakness, heavy bleeding or severe abdominal pain need immediate in-person care.
- If you need to reschedule, cancel at least four hours before your slot so that the time can be offered to someone else.

Coming prepared helps your doctor see the whole picture, and helps you leave with a plan you understand and can actually follow.`,
  },
  {
    slug: 'ayurvedic-skin-care-for-indian-summers',
    title: 'Keeping Your Skin Calm Through the Indian Summer: An Ayurvedic Approach',
    excerpt:
      'Heat, sweat and strong sun push Pitta upward, and the skin often shows it first. Simple cooling habits, inside and out, can help.',
    author: 'ananya-banerjee',
    publishedAt: '2026-04-14',
    tags: ['skin', 'summer', 'pitta'],
    body: `From April to June, much of India bakes. In Ayurvedic terms this is **Grishma ritu**, the hot season, when the sun's intensity drains moisture and strength from the body. Pitta, the dosha of heat and sharpness, tends to accumulate, and the skin is often where it shows first: breakouts, redness, prickly heat, tanning and sensitivity.

## How Ayurveda sees summer skin

The skin (twak) is nourished by well-digested food and healthy blood (rakta dhatu). When Pitta builds up through heat, spicy food, late nights and stress, Ayurveda describes it as "overheating" the blood, which can appear as inflammation on the skin. So summer skin care has two halves: **cooling the system from inside** and **protecting the skin from outside**.

## Cooling from the inside

Favour foods with sweet, bitter and astringent tastes, which Ayurveda considers cooling:

- Seasonal fruits such as watermelon, muskmelon, ripe mango in moderation, and jamun
- Cucumber, bottle gourd (lauki), ash gourd and other watery vegetables
- Coconut water, buttermilk with roasted cumin, and homemade nimbu pani with minimal sugar
- Traditional summer drinks like **kokum sharbat**, **sattu** water, or a spoonful of **gulkand** (rose petal preserve) in cool milk, keeping in mind gulkand contains sugar
- Fresh coriander and mint in chutneys and raitas

Reduce the things that add heat: very spicy and deep-fried food, excess pickles, alcohol, and too much tea or coffee. Fermented foods and sour curd eaten in large amounts may also aggravate Pitta for some people.

## Protecting from the outside

1. **Use sunscreen.** Ayurveda predates sunscreen, but sun protection is the single most effective step against tanning and pigmentation. Choose a broad-spectrum SPF 30 or higher and reapply when outdoors.
2. **Cover up** with loose cotton clothing, a hat or an umbrella between roughly 11 am and 4 pm.
3. **Cleanse gently.** Harsh scrubs and frequent face washes can make oily skin produce more oil. A mild cleanser twice a day is enough.
4. **Try cooling packs occasionally.** Aloe vera gel (kumari), sandalwood (chandana) paste, or multani mitti mixed with rose water can feel soothing. Rinse off before the pack dries completely, especially if your skin is dry.
5. **Bathe with cool, not cold, water**, and keep skin folds dry to discourage fungal infections.

## Prickly heat and sweat rashes

Prickly heat (ghamoriya) happens when sweat ducts get blocked. Wear breathable fabrics, avoid heavy creams on affected areas, and take cool showers. Calamine lotion or a light aloe gel can ease discomfort.

## Be careful with over-the-counter creams

A serious concern in India is the misuse of **steroid-containing combination creams** for itchy rashes, ringworm and pigmentation. They may seem to work at first but can worsen fungal infections and thin the skin over time. Avoid using any cream with a steroid unless a doctor has prescribed it for you.

## A few safety notes

- **Patch-test** any new product or home pack on your inner forearm for 24 hours.
- Anyone with a known allergy, eczema, or very sensitive skin should introduce one change at a time.
- See a doctor for rashes that spread, blister, ooze, come with fever, or do not improve in a week or two.

A calm summer complexion comes less from any single product than from staying cool, well hydrated and well rested, and from protecting your skin consistently.`,
  },
  {
    slug: 'triphala-guide',
    title: "Triphala: A Practical Guide to Ayurveda's Best-Known Formula",
    excerpt:
      'Three fruits, one classical formula. Here is what triphala is traditionally used for, how to take it, and who should be careful.',
    author: 'aditya-kulkarni',
    publishedAt: '2026-05-19',
    tags: ['triphala', 'digestion', 'herbs'],
    body: `Few Ayurvedic preparations are as widely used as **triphala**. Its name simply means "three fruits", and it has been part of Indian household medicine for centuries. Because it is so familiar, people often take it without much thought. A little understanding goes a long way.

## What is in triphala

Triphala is a combination, usually in equal parts, of three dried fruits:

- **Amalaki** (Phyllanthus emblica, Indian gooseberry or amla): cooling, sour and rich in vitamin C; traditionally said to balance Pitta.
- **Bibhitaki** (Terminalia bellirica): astringent; traditionally associated with Kapha and the respiratory tract.
- **Haritaki** (Terminalia chebula): known in the classics as a gentle bowel regulator; traditionally said to balance Vata.

Together they are considered **tridoshic**, suitable in principle for all three doshas, and are classed as a **rasayana**, a rejuvenative for regular, moderate use.

## Traditional uses

Triphala is most commonly used for:

- Supporting **regular bowel movements**, especially mild constipation
- General digestive comfort
- As a gargle or mouth rinse (after cooling a decoction) for oral hygiene

Modern research includes laboratory studies and some small human trials, mostly on bowel habits and oral health. The results are encouraging but limited. It is reasonable to see triphala as a gentle traditional support rather than a treatment for any disease.

## How to take it

Common forms are powder (churna), tablets and capsules.

1. **Powder:** A typical adult amount is **3-5 g (about half to one teaspoon)** mixed in a cup of warm water, taken at bedtime or early in the morning on an empty stomach.
2. **Tablets or capsules:** Follow the label, which is often one or two tablets at bedtime.
3. **Start low.** Begin at the lower end and adjust after a few days. The goal is a comfortable, well-formed stool, not loose motions.

Triphala powder tastes distinctly bitter and astringent. Some people prefer tablets for this reason.

## How long to take it

Triphala is often taken for a few weeks at a time. For longer use, it is wise to check in with an Ayurvedic physician, who may suggest breaks or adjust the dose. If you find you cannot pass a stool without it, that is a sign to look more closely at diet, fluids, fibre and activity rather than simply continuing.

## Who should avoid it or seek advice first

- **Pregnant or breastfeeding women**, unless specifically advised by a physician
- **Children**, without a doctor's guidance on dose
- Anyone with **diarrhoea, dysentery or inflammatory bowel disease** (such as ulcerative colitis or Crohn's disease)
- People who are underweight, very weak or recovering from illness
- Those taking **blood thinners, diabetes medicines** or other regular prescriptions, because interactions have not been well studied

## A word on traditional eye washes

You may read about washing the eyes with triphala water. This is a specialised traditional practice, and a home-made, non-sterile preparation can cause irritation or infection. Do not put anything in your eyes unless an eye specialist advises it.

## Red flags

See a doctor if constipation is new after the age of 40 or 45, comes with blood in the stool, unexplained weight loss, severe abdominal pain or alternating diarrhoea. These need medical evaluation, not just a laxative.

Used thoughtfully, triphala is a simple, time-tested support for digestive regularity.`,
  },
  {
    slug: 'oil-pulling-and-ayurvedic-oral-care',
    title: 'Oil Pulling and Ayurvedic Oral Care: How to Do It Properly',
    excerpt:
      'Oil pulling is one of the simplest Ayurvedic practices, and also one of the most misunderstood. Here is how to do it safely and what it can and cannot do.',
    author: 'deepa-hegde',
    publishedAt: '2026-06-09',
    tags: ['oral', 'teeth', 'dinacharya'],
    body: `The mouth gets special attention in Ayurveda. Classical texts describe morning oral care as part of **dinacharya**, alongside brushing with herbal twigs, tongue cleaning and gargling. Oil pulling is the practice most people have heard of, and it has found a new following around the world.

## Gandusha and kavala

Ayurveda describes two related practices:

- **Gandusha:** filling the mouth completely with a liquid and holding it without moving it, until the eyes and nose begin to water slightly.
- **Kavala:** taking a smaller amount and actively swishing it around the mouth.

What is popularly called oil pulling is closer to **kavala**. Oils are the most common choice, though classical texts also mention milk, decoctions, honey water and other liquids for specific purposes.

## Choosing an oil

- **Sesame oil (tila taila):** the classical choice; warming and traditionally favoured for Vata.
- **Coconut oil:** cooling and pleasant-tasting; widely used in South India and often preferred in hot weather.
- **Medicated oils:** some Ayurvedic oils are prepared specifically for oral care. Use them as directed.

Use a food-grade, cold-pressed oil that is fresh and not rancid.

## How to oil pull, step by step

1. Do it **in the morning on an empty stomach**, before eating or drinking.
2. Take **about one tablespoon** of oil (less if you are new to it).
3. Swish it gently around your mouth, pushing and pulling it between the teeth, for **5 to 10 minutes**. There is no need to go longer if it becomes uncomfortable.
4. **Do not swallow** the oil. It is carrying debris and bacteria from the mouth.
5. **Spit it into a bin or a tissue**, not the sink, because oil can solidify and clog drains over time.
6. Rinse your mouth with warm water.
7. **Brush and floss as usual.**

## What the evidence says

Several small studies suggest that oil pulling may help reduce plaque, gum inflammation and bad breath when used along with regular brushing. The studies are short and small, so conclusions are limited. What is clear is that oil pulling is a **complement to, not a replacement for**, brushing twice a day, cleaning between teeth and regular dental check-ups.

Oil pulling does not "draw toxins out of the body", whiten teeth dramatically, or treat cavities. Once a cavity has formed, only a dentist can repair it.

## Don't forget the tongue

Tongue cleaning (**jihva nirlekhana**) is another simple daily habit. Use a clean copper or stainless-steel tongue cleaner and gently draw it from back to front a few times. Ayurveda views a heavy coating as a sign of incomplete digestion. Be gentle; scraping hard can injure the tongue.

## Other Ayurvedic oral-care habits

- Rinsing the mouth with water after every meal
- Occasional gargles with warm salt water or a cooled triphala decoction
- Chewing a few fennel seeds after meals for fresh breath
- Limiting sugary snacks and frequent sweet tea between meals

## Who should avoid oil pulling

- **Young children**, generally under 5 years, because of the risk of swallowing or inhaling the oil
- Anyone with difficulty swallowing or a tendency to choke
- People with an allergy to the chosen oil (for example, sesame allergy)

## When to see a dentist

Bleeding gums that persist, loose teeth, tooth pain, swelling, mouth ulcers lasting more than two weeks, or any white or red patch in the mouth should be checked by a dentist or doctor promptly.

A few quiet minutes of oil pulling can be a pleasant start to the day, as long as it sits alongside the basics of good dental care.`,
  },
  {
    slug: 'monsoon-care-varsha-ritu',
    title: 'Monsoon Wellness: Ayurvedic Care for Varsha Ritu',
    excerpt:
      'The rains bring relief from the heat, but Ayurveda considers the monsoon the season of weakest digestion. Here is how to stay comfortable through it.',
    author: 'sanjay-patnaik',
    publishedAt: '2026-07-07',
    tags: ['monsoon', 'ritucharya', 'digestion'],
    body: `After the long summer, the first rains feel wonderful. Yet in Ayurveda, **Varsha ritu**, the rainy season, is considered one of the most challenging times of the year for health. Stomach upsets, colds, joint aches, skin infections and fevers all become more common. Understanding why helps you prepare.

## Why the monsoon is a vulnerable season

Classical texts explain that the body is already depleted after the heat of summer. When the rains arrive:

- **Agni (digestive fire) becomes weak.** Heavy, humid air dampens digestion.
- **Vata is aggravated** by cool winds, damp and sudden temperature changes.
- **Pitta begins to accumulate**, preparing to flare up in the autumn that follows.
- Water and food are more easily **contaminated**, which Ayurveda recognised long before modern microbiology.

The overall advice, therefore, is to keep food light, warm and clean, and to protect the body from damp and chill.

## Eating for the rainy season

- Prefer **freshly cooked, warm meals** over leftovers and raw salads.
- Choose easily digested grains: **old rice, wheat and barley**. Light khichdi with moong dal is ideal on days when appetite is low.
- Add digestive spices such as **ginger, black pepper, cumin, ajwain and hing** to cooking.
- A small piece of fresh ginger with a pinch of rock salt (saindhava lavana) before meals is a classical appetiser.
- **Drink boiled and cooled, or properly filtered, water.** Warm water through the day is even better.
- Add a little **honey** to lukewarm (not hot) water if you like. Ayurveda advises never heating honey.

## Foods to reduce

1. **Street food, cut fruit and chutneys from outside**, which carry a higher risk of contamination
2. **Leafy greens** unless very thoroughly washed and cooked
3. **Curd**, especially at night; thin spiced buttermilk is a better option
4. **Heavy, fried and very cold foods**, which tax an already weak digestion
5. **Overeating.** Stop when you are comfortably satisfied.

## Lifestyle care

- **Keep feet and skin folds dry.** Change out of wet socks and shoes promptly to prevent fungal infections.
- **Protect against mosquitoes** with nets, repellents and by removing standing water, since dengue and malaria peak during and after the monsoon.
- **Avoid getting drenched** and change into dry clothes quickly if you do.
- **Avoid daytime sleep**, which Ayurveda says further dulls digestion in this season.
- **Keep exercise moderate.** Gentle yoga and indoor walking are better than strenuous workouts in humid heat.
- **Oil massage** with warm sesame oil on dry days can ease monsoon joint stiffness.

## Panchakarma in the monsoon

Classical texts recommend **basti** (medicated enema therapy) as the main purification for this season, because Vata is prominent. Kerala's tradition of monsoon rejuvenation therapy (karkidaka chikitsa) reflects this. Such treatment should be done only under a qualified Panchakarma physician after a proper assessment.

## When to see a doctor without delay

Monsoon fevers can be serious. Seek prompt medical care for:

- Fever lasting more than two days, or very high fever
- Severe body ache, pain behind the eyes, rash, bleeding gums or black stools
- Persistent vomiting, diarrhoea with signs of dehydration, or very low urine output
- Breathlessness or chest pain

Do not self-treat fever with herbal remedies alone during the monsoon. Tests for dengue, malaria and typhoid may be needed.

**Safety note:** Pregnant women, young children, older adults and anyone with chronic illness should consult a physician before changing diet significantly or starting herbal preparations.`,
  },
  {
    slug: 'digestion-and-agni',
    title: 'Digestion and Agni: Everyday Habits for a Happier Gut',
    excerpt:
      'In Ayurveda, good health begins with agni, the digestive fire. These practical habits help keep it steady without any special products.',
    author: 'harpreet-kaur',
    publishedAt: '2026-08-18',
    tags: ['digestion', 'agni', 'habits'],
    body: `Ask an Ayurvedic physician where health begins and you will almost always hear the same answer: **agni**. Agni is the "digestive fire", the set of processes that transform food into nourishment. When it works well, we feel light, energetic and clear. When it falters, Ayurveda says undigested residue, called **ama**, begins to build up.

## The four states of agni

Classical texts describe four states of digestive fire:

- **Sama agni (balanced):** regular appetite, comfortable digestion, regular bowels. This is the goal.
- **Vishama agni (irregular):** linked to Vata. Appetite comes and goes; gas, bloating and constipation are common.
- **Tikshna agni (sharp):** linked to Pitta. Intense hunger, irritability when meals are late, acidity and loose stools.
- **Manda agni (slow):** linked to Kapha. Low appetite, heaviness after meals, sluggishness and weight gain.

Most people move between these states depending on season, stress and habits.

## Signs of ama

Ayurveda describes ama as sticky, heavy and poorly digested material. Commonly mentioned signs include:

- A thick white coating on the tongue in the morning
- Heaviness and lack of appetite
- Bad breath and dull taste in the mouth
- Tiredness even after sleep

These signs are non-specific, and many medical conditions cause similar symptoms, so persistent problems deserve a proper check-up.

## Everyday habits that support agni

### At mealtimes

1. **Eat when you are genuinely hungry**, not by the clock alone, while keeping meal times broadly regular.
2. **Sit down and eat calmly**, without screens. Ayurveda places real importance on attention during meals.
3. **Chew well.** Digestion begins in the mouth.
4. **Follow the "three-part stomach" rule:** fill roughly half with food, a quarter with liquid, and leave a quarter empty.
5. **Sip warm water** with meals rather than gulping iced drinks.
6. **Make lunch the main meal**, when digestive capacity is strongest.

### Around meals

- A thin slice of **fresh ginger with a pinch of rock salt** and a few drops of lemon, about 15 minutes before lunch, is a classical appetiser.
- After meals, take a gentle walk of about a hundred steps, known as **shatapavali**.
- Thin **buttermilk (takra) with roasted cumin** after lunch is a traditional digestive, especially in hot weather.
- Chew a few **fennel seeds** after meals.

### Through the day

- **Avoid constant snacking.** Give each meal time to digest.
- **Keep dinner light and early**, ideally two to three hours before bed.
- **Sleep on time.** Late nights unsettle digestion the next day.
- **Manage stress.** Worry and hurry affect the gut as much as food does.

## Food combinations to avoid

Ayurveda describes **viruddha ahara**, incompatible food combinations. A few widely cited examples:

- Milk with fish, or milk with sour fruits
- Heated or cooked honey
- Curd at night, or heated curd
- Very cold drinks immediately after a hot, heavy meal

## When it is more than agni

See a doctor if you have:

- Difficulty swallowing, persistent vomiting or vomiting blood
- Black or bloody stools
- Unexplained weight loss or persistent loss of appetite
- Severe or worsening abdominal pain
- New digestive symptoms after the age of 45

**Safety note:** If you take regular medicines, or are pregnant or breastfeeding, check with a physician before adding digestive herbs or churnas to your routine.

Good digestion is rarely about a single remedy. It is the sum of many small, daily choices, and that is good news, because each of them is in your hands.`,
  },
  {
    slug: 'ashwagandha-guide',
    title: 'Ashwagandha: Evidence, Dosage and Who Should Avoid It',
    excerpt:
      'Ashwagandha is one of the most popular herbs in the world. Here is a balanced look at what the research shows, how it is taken and when to be cautious.',
    author: 'gaurav-joshi',
    publishedAt: '2026-09-10',
    tags: ['ashwagandha', 'herbs', 'stress', 'sleep'],
    body: `**Ashwagandha** (Withania somnifera) has travelled from Indian kitchens and classical texts to supplement shelves worldwide. Its popularity is well earned in some respects, but it is not suitable for everyone, and quality varies widely. Here is what you should know before you start.

## Ashwagandha in Ayurveda

In Ayurveda, the **root** of ashwagandha is the part mainly used. It is classed as a **rasayana** (rejuvenative) and a **balya** (strength-promoting) herb. Traditionally it is considered warming and grounding, and is used to support strength, vitality, sleep and recovery from exhaustion, particularly in Vata-type imbalances. It is classically taken as a powder with warm milk and ghee, or as part of compound formulations.

## What the research shows

Ashwagandha is one of the better-studied Ayurvedic herbs, although most studies are small and short, often 6-12 weeks.

- **Stress:** Several randomised controlled trials have found that standardised root extracts reduced self-reported stress and, in some studies, morning cortisol levels compared with placebo.
- **Sleep:** Some trials report modest improvements in sleep quality and the time taken to fall asleep.
- **Strength and exercise:** A few studies in healthy adults doing resistance training found small improvements in muscle strength and recovery.

These findings are promising but not definitive. Ashwagandha is not a treatment for anxiety disorders, depression or insomnia, and should not replace professional care for these conditions.

## Forms and typical amounts

1. **Root powder (churna):** Traditionally about **3-6 g a day**, often divided into two doses with warm milk or water.
2. **Standardised root extract:** Studies commonly used **250-600 mg a day**, often as 300 mg taken once or twice daily.
3. **Compound formulations:** Such as ashwagandha combined with other herbs; follow the label or your physician's advice.

Take it after food if it upsets your stomach. Many people take it in the evening because of its calming reputation. Choose products from reputable manufacturers that state the plant part used (root) and the extract standardisation.

## Who should avoid ashwagandha or seek advice first

- **Pregnant women.** Ashwagandha is traditionally avoided in pregnancy, and safety data are lacking. Avoid it unless specifically prescribed.
- **Breastfeeding mothers**, because of limited safety data.
- **People with thyroid conditions.** Ashwagandha may raise thyroid hormone levels, which can matter for those with hyperthyroidism or on thyroid medication.
- **People with autoimmune conditions** such as rheumatoid arthritis, lupus or multiple sclerosis, as it may stimulate immune activity.
- **Anyone taking sedatives, sleeping tablets, anti-anxiety or antidepressant medicines**, because effects may add up.
- **People on medicines for diabetes, blood pressure or immunosuppression**, as ashwagandha may affect blood sugar, blood pressure and immune function.
- **Before surgery:** stop at least two weeks before any planned operation, and tell your surgeon.
- **People with liver disease.** Rare cases of liver injury linked to ashwagandha products have been reported.

## Side effects

Most people tolerate ashwagandha well at usual doses. Reported side effects include stomach upset, loose stools, drowsiness and headache. Stop taking it and seek medical advice if you notice yellowing of the skin or eyes, dark urine, unusual fatigue or itching, which can be signs of liver problems.

## Using it sensibly

- Start at a low dose and review after four to eight weeks.
- Do not combine several ashwagandha-containing products without realising it. Check labels of "stress", "sleep" and "men's health" blends.
- Take breaks, and discuss long-term use with a physician.

Ashwagandha can be a useful part of a broader plan that includes sleep, routine, diet and movement. It works best as a support to good habits, not a replacement for them.`,
  },
  {
    slug: 'sleep-and-ayurveda',
    title: 'Nidra: What Ayurveda Teaches About Restful Sleep',
    excerpt:
      'Ayurveda counts sleep as one of the three pillars of life. Here is how to build a wind-down routine that supports deep, steady rest.',
    author: 'pooja-chatterjee',
    publishedAt: '2026-10-13',
    tags: ['sleep', 'stress', 'routine'],
    body: `Ayurveda names three supporting pillars of life, the **trayopastambha**: food (ahara), sleep (**nidra**) and a well-regulated life (brahmacharya). Sleep is given the same importance as food. The classical texts say that happiness and sorrow, strength and weakness, and even clarity of mind depend on good sleep.

## Why sleep gets disturbed

From an Ayurvedic perspective, poor sleep is most often linked to aggravated **Vata**, the dosha of movement. Vata increases with:

- Irregular routines, late nights and frequent travel
- Excess screen time and mental overwork
- Worry, grief and overstimulation
- Skipped meals, very dry or light food, and too much caffeine
- Cold, dry and windy weather

Aggravated **Pitta** may cause waking in the middle of the night, often around 2 am, with a busy, heated mind. Excess **Kapha**, on the other hand, shows up as heavy, prolonged sleep and difficulty getting up.

## Building an Ayurvedic wind-down routine

1. **Keep a consistent sleep and wake time**, including weekends. Ayurveda suggests sleeping by about 10 pm, before the late-night Pitta period begins.
2. **Eat dinner early and light**, two to three hours before bed. A heavy, late dinner is a common cause of restless sleep.
3. **Dim the lights** and put away phones and laptops about an hour before bed.
4. **Warm milk** with a pinch of cardamom, or a very small pinch of nutmeg, is a traditional bedtime drink for those who tolerate milk. Nutmeg should be used only in tiny amounts; larger amounts can be harmful.
5. **Foot massage (padabhyanga):** rub a little warm sesame oil or ghee into the soles of the feet for a few minutes. It is one of the simplest and most soothing practices.
6. **Slow breathing:** a few minutes of gentle alternate-nostril breathing (nadi shodhana) or simply lengthening the exhale can settle the mind.
7. **Keep the bedroom** cool, dark, quiet and used mainly for sleep.

## About daytime naps

Ayurveda generally discourages **daytime sleep (diwaswapna)** because it is said to increase Kapha and dull digestion. Exceptions are made in the hot summer months, and for the elderly, the very young, the unwell and those who are exhausted or have worked through the night. If you nap, keep it short and early in the afternoon.

## Herbs and therapies

Ayurvedic physicians may recommend herbs such as **ashwagandha, brahmi, jatamansi or tagara**, or therapies such as **shirodhara** (a steady stream of warm oil on the forehead) and **shiro abhyanga** (head massage). These should be chosen by a physician after assessment, particularly if you take other medicines. Several of these herbs can add to the effect of sleeping tablets, anti-anxiety medicines and antidepressants.

## What to avoid

- Caffeine after early afternoon, including strong tea
- Alcohol as a "sleep aid"; it fragments sleep later in the night
- Vigorous exercise late in the evening
- Lying in bed worrying for long periods; if you cannot sleep after about 20 minutes, get up, do something calm in dim light, and return when sleepy

## When to seek medical help

Sleep problems can have medical causes that need proper assessment. Please see a doctor if you:

- Have had difficulty sleeping for more than three months
- Snore loudly, or someone notices pauses in your breathing or gasping during sleep, which can indicate sleep apnoea
- Feel excessively sleepy during the day or doze off while driving
- Experience persistent low mood, anxiety or thoughts of self-harm; please reach out to a doctor or a mental health helpline immediately

**Safety note:** Pregnant or breastfeeding women, and anyone taking regular medicines, should consult a physician before using sleep-related herbs.

Restful sleep rarely comes from a single remedy. It grows from a predictable rhythm, a calm evening and a body that has been nourished and moved well through the day.`,
  },
  {
    slug: 'abhyanga-ayurvedic-self-massage',
    title: 'Abhyanga: A Step-by-Step Guide to Ayurvedic Self-Massage',
    excerpt:
      'Warm oil self-massage is one of the most loved practices in Ayurveda. Learn how to choose an oil, how to do it and when to skip it.',
    author: 'arjun-nair',
    publishedAt: '2026-11-05',
    tags: ['abhyanga', 'massage', 'dinacharya', 'winter'],
    body: `**Abhyanga**, massage of the body with warm oil, is recommended in Ayurveda as a daily practice, not a luxury. The classical texts say that regular abhyanga keeps the skin supple, eases fatigue and stiffness, supports sleep, and helps the body cope with Vata, the dosha that rises with age, cold and dry weather. Many people find the practice deeply calming.

## Choosing an oil

The right oil depends on your constitution, the season and your skin. Some general guidance:

- **Sesame oil (tila taila):** warming and nourishing; the classical first choice, especially for Vata and in winter. Use plain, cold-pressed sesame oil rather than the dark, roasted cooking variety.
- **Coconut oil:** cooling; suits Pitta and hot weather.
- **Sunflower or almond oil:** lighter options for those who find sesame too heavy.
- **Mustard oil:** warming and stimulating; traditionally used in North and East India, especially in cold weather and for Kapha, but may irritate sensitive skin.
- **Medicated oils** such as those prepared with bala or ashwagandha are sometimes recommended by physicians for specific needs.

Always patch-test a new oil on a small area first.

## What you will need

- About **2-4 tablespoons** of oil, warmed by placing the bottle in a bowl of hot water (never microwave it directly, and test the temperature on your wrist)
- An old towel to stand or sit on
- A warm room, free of draughts
- Time: 10-20 minutes for the massage and a short rest

## How to do abhyanga, step by step

1. **Start with the head.** Apply a little oil to the scalp and massage with your fingertips in small circles. If you do not want to wash your hair, you can skip this or just do the crown.
2. **Ears and face.** Gently massage the outer ears and use light upward strokes on the face.
3. **Neck and shoulders.** Use long, firm strokes.
4. **Arms.** Use **long strokes on the long bones** and **circular strokes on the joints** such as the shoulders, elbows and wrists.
5. **Chest and abdomen.** Use broad circles on the chest. On the abdomen, follow a clockwise direction (up on the right, across, and down on the left), in the direction of the large intestine.
6. **Back.** Reach what you can with long strokes; a family member can help.
7. **Legs.** Long strokes along the thighs and shins, circles around the hips, knees and ankles.
8. **Feet.** Spend a little extra time on the soles and toes. Ayurveda places special importance on foot massage.
9. **Rest** for 10-15 minutes to let the oil absorb.
10. **Bathe with warm water.** Use a mild cleanser, or traditional gram flour (besan) paste, only where needed, so you do not strip all the oil away.

## How often

Daily is ideal, according to the classical texts. In practice, two or three times a week already makes a noticeable difference for many people. Even a five-minute massage of the feet, hands and scalp is worthwhile when time is short.

## When to skip abhyanga

- During **fever**, acute cold or flu
- With **indigestion**, or immediately after a meal
- On **broken skin, rashes, infections** or areas of acute inflammation
- During an acute flare of a joint condition with heat and swelling, unless your physician advises otherwise
- When a physician has advised against it, for example during certain stages of Panchakarma

**During pregnancy**, gentle massage is commonly practised in Indian families, but the abdomen should be avoided, and it is best to check with your obstetrician and an Ayurvedic physician first. **People with diabetes** who have reduced sensation in their feet should be careful with oil temperature.

## A practical safety tip

Oiled feet and floors are slippery. Wipe your feet before walking, use a mat in the bathroom, and clean oily tiles afterwards. This is especially important for older adults.

Done regularly, abhyanga becomes more than a skincare step. It is a few minutes of quiet attention to your own body, and that is a large part of its value.`,
  },
];
