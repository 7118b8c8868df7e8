/**
 * Globex Finance topics, part 2 (retirement, banking, security).
 * Header: `key | categoryId | tags | source language (default de)`.
 */
export const GLOBEX_TOPICS_2 = `
@ pension-gap-calculator | retirement | altersvorsorge, einsteiger
de: Rentenlücke berechnen: So viel fehlt Ihnen im Alter
  Mit drei Zahlen aus Ihrer Renteninformation schätzen Sie Ihre Versorgungslücke in zehn Minuten.
en: Calculate your pension gap: how much will you be missing?
  Three figures from your pension statement are enough to estimate your gap in ten minutes.
fr: Calculer son manque à gagner à la retraite
  Trois chiffres de votre relevé de retraite suffisent pour estimer l’écart en dix minutes.
ar: احسب فجوة التقاعد: كم ينقصك عند التقاعد؟
  ثلاثة أرقام من كشف معاشك تكفي لتقدير الفجوة خلال عشر دقائق.
@ company-pension-explained | retirement | altersvorsorge, steuern
de: Betriebsrente erklärt: Lohnt sich die Entgeltumwandlung?
  Steuer- und Sozialabgabenvorteile, Arbeitgeberzuschuss und Haken: eine nüchterne Rechnung.
en: Company pensions explained: is salary sacrifice worth it?
  Tax and social-security savings, employer top-ups and the catches: a sober calculation.
@ retirement-savings-in-your-20s | retirement | altersvorsorge, etf, einsteiger
de: Altersvorsorge mit 20: Warum kleine Beträge reichen
  Wer früh anfängt, braucht weniger: 50 Euro im Monat können über 40 Jahre viel bewirken.
en: Saving for retirement in your twenties: small amounts are enough
  Start early and you need less: 50 euros a month can go a long way over 40 years.
fr: Préparer sa retraite à 20 ans : de petites sommes suffisent
  Commencer tôt permet d’épargner moins : 50 euros par mois font beaucoup sur 40 ans.
@ early-retirement-fire | retirement | altersvorsorge, passives einkommen, sparen
de: Früher in Rente mit FIRE: Wie realistisch ist das?
  Sparquote, Vier-Prozent-Regel und Lebenshaltungskosten: Wir rechnen die FIRE-Idee durch.
en: Retiring early with FIRE: how realistic is it?
  Savings rate, the four percent rule and living costs: we run the numbers on FIRE.
fr: La retraite anticipée avec FIRE : est-ce réaliste ?
  Taux d’épargne, règle des 4 % et coût de la vie : nous faisons les calculs.
@ pension-for-freelancers | retirement | altersvorsorge, selbstständige
de: Altersvorsorge für Selbstständige: Die wichtigsten Optionen
  Freiwillige Rentenversicherung, Basisrente oder ETF-Depot: Was zu unregelmäßigem Einkommen passt.
en: Pensions for the self-employed: the main options
  Voluntary state pension, tax-advantaged plans or an ETF portfolio: what suits irregular income.
ar: التقاعد لأصحاب الأعمال الحرة: أهم الخيارات
  التأمين التقاعدي الطوعي أو الخطط ذات المزايا الضريبية أو محفظة صناديق المؤشرات: ما يناسب الدخل
  غير المنتظم.
@ choose-a-current-account | banking | girokonto, einsteiger, checkliste
de: Das richtige Girokonto finden: Gebühren, Karten und Dispo
  Kostenlos ist nicht gleich günstig: worauf Sie beim Kontovergleich wirklich achten sollten.
en: Choosing a current account: fees, cards and overdrafts
  Free is not the same as cheap: what really matters when you compare bank accounts.
fr: Choisir son compte courant : frais, cartes et découvert
  Gratuit ne veut pas dire bon marché : les vrais critères pour comparer les comptes.
ar: اختيار الحساب الجاري المناسب: الرسوم والبطاقات والسحب على المكشوف
  المجاني لا يعني الأرخص دائمًا: ما يهم حقًا عند مقارنة الحسابات المصرفية.
@ overdraft-interest-trap | banking | girokonto, zinsen
de: Dispozinsen: Raus aus der teuren Kontoüberziehung
  Mit einem Ratenkredit und einem klaren Plan kommen Sie aus dem Dispo, bevor die Zinsen
  davonlaufen.
fr: Agios : sortir d’un découvert qui coûte cher
  Avec un prêt personnel et un plan clair, sortez du découvert avant que les intérêts ne s’envolent.
@ call-money-accounts-compared | banking | zinsen, sparen
de: Tagesgeld im Vergleich: So bekommen Sie mehr Zinsen
  Neukundenzinsen, Einlagensicherung und Zinsgarantie: worauf es beim Tagesgeld ankommt.
en: Instant-access savings compared: how to earn more interest
  Introductory rates, deposit protection and rate guarantees: what matters for savings accounts.
fr: Comptes d’épargne comparés : obtenir de meilleurs intérêts
  Taux promotionnels, garantie des dépôts et durée du taux : ce qui compte vraiment.
@ bank-account-for-children | banking | familie, girokonto, sparen
de: Das erste Konto für Kinder: Taschengeld lernen
  Ab welchem Alter ein Kinderkonto sinnvoll ist und wie Kinder den Umgang mit Geld üben.
en: A first bank account for children: learning with pocket money
  At what age a child’s account makes sense, and how children can practise handling money.
ar: أول حساب مصرفي للأطفال: تعلّم إدارة المصروف
  في أي عمر يكون حساب الطفل مفيدًا وكيف يتدرب الأطفال على التعامل مع المال.
@ switching-banks | banking | girokonto, checkliste
de: Bank wechseln in sieben Tagen: die Kontowechselhilfe nutzen
  Daueraufträge und Lastschriften zieht die neue Bank für Sie um. Diese Punkte prüfen Sie selbst.
en: Switching banks in seven days with the account switching service
  Your new bank moves standing orders and direct debits for you. These points you check yourself.
fr: Changer de banque en sept jours grâce au service de mobilité
  La nouvelle banque transfère virements et prélèvements. Voici ce qu’il reste à vérifier.
@ spot-phishing-emails | security | sicherheit, checkliste
de: Phishing-Mails erkennen: Die fünf häufigsten Warnzeichen
  Druck, falsche Absender und verdächtige Links: So entlarven Sie gefälschte Bank-Mails.
en: How to spot phishing emails: the five most common warning signs
  Pressure, fake senders and suspicious links: how to unmask fake bank emails.
fr: Repérer les e-mails d’hameçonnage : les cinq signaux d’alerte
  Urgence, faux expéditeurs et liens suspects : démasquer les faux messages de votre banque.
ar: كيف تكشف رسائل التصيد الاحتيالي: أكثر خمس علامات تحذيرية شيوعًا
  الضغط والمرسلون المزيفون والروابط المشبوهة: كيف تكشف رسائل البنوك المزيفة.
@ two-factor-authentication | security | sicherheit, einsteiger
de: Zwei-Faktor-Authentifizierung: Warum ein Passwort nicht reicht
  Mit einem zweiten Faktor sind Ihre Konten auch dann geschützt, wenn ein Passwort gestohlen wird.
en: Two-factor authentication: why a password is not enough
  A second factor protects your accounts even if a password is stolen.
fr: Double authentification : pourquoi un mot de passe ne suffit pas
  Un second facteur protège vos comptes même si un mot de passe est volé.
@ card-fraud-what-to-do | security | sicherheit, girokonto
de: Kartenbetrug: Was tun, wenn fremde Abbuchungen auftauchen?
  Karte sperren, Bank informieren, Anzeige erstatten: die richtigen Schritte in der richtigen
  Reihenfolge.
en: Card fraud: what to do when unknown payments appear
  Block the card, tell your bank, report it to the police: the right steps in the right order.
ar: الاحتيال بالبطاقات: ماذا تفعل عند ظهور مدفوعات غير معروفة؟
  أوقف البطاقة وأبلغ البنك وقدّم بلاغًا للشرطة: الخطوات الصحيحة بالترتيب الصحيح.
@ investment-scams | security | sicherheit, etf
de: Anlagebetrug erkennen: Wenn die Rendite zu schön ist
  Garantierte Traumrenditen, Zeitdruck und Krypto-Plattformen ohne Lizenz: typische Maschen.
en: Spotting investment scams: when returns look too good
  Guaranteed dream returns, time pressure and unlicensed crypto platforms: the typical tricks.
@ secure-online-banking-on-your-phone | security | sicherheit, girokonto
de: Sicheres Onlinebanking auf dem Smartphone
  Updates, offizielle Apps und kein öffentliches WLAN: So schützen Sie Ihr Konto unterwegs.
en: Secure mobile banking on your smartphone
  Updates, official apps and no public Wi-Fi: how to protect your account on the go.
fr: Sécuriser sa banque en ligne sur smartphone
  Mises à jour, applications officielles et pas de Wi-Fi public : protéger son compte en mobilité.
`;
