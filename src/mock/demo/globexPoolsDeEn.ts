/** Globex Finance body sentences (plain lines) and list tips (`- ` lines) per category. */
export const GLOBEX_POOL_DE = `
# budgeting
Ein Budget ist kein Verzicht, sondern ein Plan dafür, wofür Ihr Geld arbeiten soll.
Erfassen Sie einen Monat lang alle Ausgaben, bevor Sie Ziele festlegen, denn Schätzungen liegen
  fast immer zu niedrig.
Fixkosten wie Miete, Versicherungen und Verträge sind der größte Hebel, weil jede Einsparung
  jeden Monat wirkt.
Richten Sie am Zahltag einen Dauerauftrag auf ein Sparkonto ein, dann sparen Sie zuerst und geben
  danach aus.
Ein Notgroschen von drei bis sechs Monatsausgaben verhindert, dass eine kaputte Waschmaschine zum
  Kredit wird.
- Legen Sie für unregelmäßige Ausgaben wie Versicherungen monatlich Rücklagen an.
- Prüfen Sie einmal im Jahr alle Verträge und Abonnements.
- Planen Sie einen festen Betrag für Freizeit ein, damit das Budget durchhaltbar bleibt.
# investing
Breit gestreute Indexfonds senken das Risiko einzelner Unternehmen, ohne dass Sie Aktien auswählen
  müssen.
Die Kosten eines Fonds wirken jedes Jahr, deshalb lohnt sich ein Blick auf die Gesamtkostenquote.
Wer regelmäßig investiert, kauft bei fallenden Kursen automatisch mehr Anteile.
Kurzfristige Schwankungen gehören dazu, entscheidend ist ein Anlagehorizont von mindestens zehn
  Jahren.
Geld, das Sie in den nächsten Jahren brauchen, gehört nicht in Aktien, sondern aufs Tagesgeld.
- Investieren Sie nur Geld, das Sie langfristig nicht benötigen.
- Vergleichen Sie Depotgebühren und Ordergebühren vor der Eröffnung.
- Überprüfen Sie Ihre Aufteilung einmal im Jahr, nicht jeden Tag.
# taxes
Viele Beschäftigte verschenken Geld, weil sie keine Steuererklärung abgeben, obwohl sich das lohnt.
Sammeln Sie Belege das ganze Jahr über in einem Ordner oder einer App, dann geht die Erklärung
  schnell.
Werbungskosten wie Fahrten zur Arbeit, Fachliteratur oder Arbeitsmittel senken Ihr zu versteuerndes
  Einkommen.
Wer eine Frist nicht schafft, kann beim Finanzamt rechtzeitig eine Verlängerung beantragen.
Prüfen Sie den Steuerbescheid sorgfältig, denn gegen Fehler können Sie innerhalb eines Monats
  Einspruch einlegen.
- Bewahren Sie Belege mindestens bis zum Ende der Einspruchsfrist auf.
- Nutzen Sie die vorausgefüllte Steuererklärung als Ausgangspunkt.
- Notieren Sie Arbeitstage im Homeoffice direkt im Kalender.
# retirement
Die gesetzliche Rente allein reicht für die meisten Menschen nicht, um den Lebensstandard zu halten.
Je früher Sie mit der Vorsorge beginnen, desto stärker arbeitet der Zinseszins für Sie.
Ihre jährliche Renteninformation zeigt, mit welcher Rente Sie heute rechnen können.
Betriebliche Vorsorge lohnt sich besonders, wenn Ihr Arbeitgeber einen Zuschuss zahlt.
Denken Sie bei der Planung an Inflation, Steuern und Krankenversicherung im Alter.
- Holen Sie Ihre Renteninformation hervor und notieren Sie den Betrag.
- Fragen Sie Ihren Arbeitgeber nach einem Zuschuss zur Betriebsrente.
- Erhöhen Sie die Sparrate bei jeder Gehaltserhöhung.
# banking
Ein gutes Girokonto ist nicht nur günstig, sondern passt auch zu Ihren Gewohnheiten.
Der Dispokredit ist eine der teuersten Kreditformen und sollte nur kurzfristig genutzt werden.
Einlagen sind in der EU pro Person und Bank bis 100.000 Euro gesetzlich gesichert.
Vergleichen Sie Kontoführungsgebühren, Kartenpreise und Kosten für Bargeld im Ausland.
Ein separates Tagesgeldkonto trennt Ersparnisse sichtbar vom Alltagsgeld.
- Prüfen Sie jährlich das Preis- und Leistungsverzeichnis Ihrer Bank.
- Richten Sie Benachrichtigungen für Abbuchungen ein.
- Lösen Sie einen dauerhaften Dispo mit einem günstigeren Ratenkredit ab.
# security
Ihre Bank fragt niemals per E-Mail, SMS oder Telefon nach PIN, TAN oder Passwort.
Betrüger erzeugen Zeitdruck, damit Sie handeln, bevor Sie nachdenken.
Ein Passwortmanager ermöglicht lange, einzigartige Passwörter für jedes Konto.
Aktivieren Sie die Zwei-Faktor-Authentifizierung überall, wo sie angeboten wird.
Wenn Sie einen Betrug vermuten, sperren Sie Ihre Karte sofort über den Sperr-Notruf 116 116.
- Rufen Sie Ihre Bank nur über die Nummer auf Ihrer Karte oder der offiziellen Website an.
- Installieren Sie Updates für Smartphone und Banking-App zeitnah.
- Kontrollieren Sie Ihre Kontoauszüge mindestens einmal pro Woche.
`;

export const GLOBEX_POOL_EN = `
# budgeting
A budget is not about going without; it is a plan for what your money should do.
Track every expense for one month before you set goals, because estimates are almost always too low.
Fixed costs such as rent, insurance and contracts are the biggest lever, as every saving repeats.
Set up a standing order to a savings account on payday, so you save first and spend afterwards.
An emergency fund of three to six months’ expenses stops a broken washing machine turning into a
  loan.
- Put money aside every month for irregular costs such as insurance premiums.
- Review all contracts and subscriptions once a year.
- Budget a fixed amount for fun, so the plan is something you can stick to.
# investing
Broad index funds reduce the risk of single companies without you having to pick shares.
A fund’s costs apply every single year, so the total expense ratio is worth a close look.
Investing regularly means you automatically buy more units when prices fall.
Short-term swings are part of the deal; what matters is a horizon of at least ten years.
Money you need in the next few years belongs in a savings account, not in shares.
- Only invest money you will not need for a long time.
- Compare account fees and trading costs before you open a brokerage account.
- Review your allocation once a year, not every day.
# taxes
Many employees give money away by not filing a tax return even though it would pay off.
Collect receipts throughout the year in a folder or an app, and the return will be quick.
Work-related expenses such as commuting, books or equipment reduce your taxable income.
If you cannot meet a deadline, you can ask the tax office for an extension in good time.
Check your tax assessment carefully, because you have one month to object to mistakes.
- Keep receipts at least until the objection period has ended.
- Use the pre-filled tax return as your starting point.
- Note your home-office days in your calendar as you go.
# retirement
For most people, the state pension alone is not enough to maintain their standard of living.
The earlier you start saving, the harder compound interest works for you.
Your annual pension statement shows the pension you can expect today.
Company pension schemes are especially attractive when your employer adds a contribution.
When planning, remember inflation, taxes and health insurance in retirement.
- Find your pension statement and write down the amount.
- Ask your employer about a contribution to the company pension.
- Raise your savings rate with every pay rise.
# banking
A good current account is not only cheap but also fits the way you actually bank.
An arranged overdraft is one of the most expensive forms of credit; use it only briefly.
In the EU, deposits are protected by law up to 100,000 euros per person and bank.
Compare account fees, card charges and the cost of withdrawing cash abroad.
A separate savings account keeps your savings visibly apart from everyday money.
- Check your bank’s list of prices and services once a year.
- Turn on notifications for every debit.
- Replace a permanent overdraft with a cheaper personal loan.
# security
Your bank will never ask for your PIN, one-time code or password by email, text or phone.
Fraudsters create time pressure so that you act before you think.
A password manager makes long, unique passwords for every account easy.
Turn on two-factor authentication wherever it is offered.
If you suspect fraud, block your card immediately through your bank’s emergency number.
- Only call your bank on the number printed on your card or on its official website.
- Install updates for your phone and banking app promptly.
- Check your statements at least once a week.
`;
