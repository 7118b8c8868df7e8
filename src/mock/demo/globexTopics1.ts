/**
 * Globex Finance topics, part 1 (budgeting, investing, taxes).
 * Header: `key | categoryId | tags | source language (default de)`.
 */
export const GLOBEX_TOPICS_1 = `
@ the-50-30-20-rule | budgeting | haushaltsbuch, einsteiger, sparen
de: Die 50-30-20-Regel: So teilen Sie Ihr Nettoeinkommen auf
  Fixkosten, Wünsche und Sparen: Mit dieser einfachen Faustregel behalten Sie Ihre Finanzen im
  Griff.
en: The 50/30/20 rule: how to split your take-home pay
  Needs, wants and savings: a simple rule of thumb that keeps your finances under control.
fr: La règle des 50/30/20 : répartir son salaire net
  Dépenses fixes, envies et épargne : une règle simple pour garder la maîtrise de son budget.
ar: قاعدة 50/30/20: كيف تقسّم دخلك الصافي
  الاحتياجات والرغبات والادخار: قاعدة بسيطة تساعدك على التحكم في أموالك.
@ build-an-emergency-fund | budgeting | sparen, einsteiger, checkliste
de: Notgroschen aufbauen: Wie viel Reserve ist genug?
  Drei bis sechs Monatsausgaben auf einem Tagesgeldkonto schützen vor teuren Krediten.
en: Building an emergency fund: how much is enough?
  Three to six months of expenses in an instant-access account protect you from expensive loans.
fr: Constituer une épargne de précaution : combien mettre de côté ?
  Trois à six mois de dépenses sur un compte disponible vous évitent des crédits coûteux.
@ household-budget-app-vs-spreadsheet | budgeting | haushaltsbuch, familie
de: Haushaltsbuch: App oder Tabelle?
  Wir vergleichen Budget-Apps mit der klassischen Tabelle und zeigen, was für Familien besser passt.
fr: Cahier de comptes : application ou tableur ?
  Applications de budget et tableur classique comparés : ce qui convient le mieux aux familles.
@ cut-subscription-costs | budgeting | sparen, checkliste
de: Abo-Fallen: So senken Sie Ihre monatlichen Fixkosten
  Streaming, Fitnessstudio, Handyvertrag: Eine Stunde Kontoauszug-Check spart oft Hunderte Euro.
en: Subscription creep: how to cut your monthly fixed costs
  Streaming, gym, phone contract: one hour with your bank statement often saves hundreds of euros.
ar: فخ الاشتراكات: كيف تخفّض تكاليفك الشهرية الثابتة
  البث والنادي الرياضي وعقد الهاتف: ساعة واحدة مع كشف حسابك قد توفّر مئات اليوروهات.
@ budgeting-as-a-couple | budgeting | familie, haushaltsbuch
de: Finanzen als Paar: gemeinsames Konto oder getrennte Kassen?
  Drei Modelle für Paare im Vergleich und wie Sie fair über Geld sprechen.
en: Money as a couple: joint account or separate pots?
  Three models for couples compared, and how to talk about money fairly.
fr: L’argent en couple : compte joint ou comptes séparés ?
  Trois modèles comparés pour les couples, et comment parler d’argent sereinement.
@ etf-savings-plan-for-beginners | investing | etf, einsteiger, passives einkommen
de: ETF-Sparplan für Einsteiger: In fünf Schritten zum ersten Sparplan
  Depot eröffnen, ETF auswählen, Rate festlegen: So starten Sie mit kleinen Beträgen.
en: ETF savings plans for beginners: five steps to your first plan
  Open a brokerage account, pick an ETF and set a monthly amount: start investing with small sums.
fr: Plan d’épargne en ETF pour débutants : cinq étapes
  Ouvrir un compte-titres, choisir un ETF et fixer un montant : commencer avec de petites sommes.
ar: خطة ادخار في صناديق المؤشرات للمبتدئين: خمس خطوات
  افتح حساب وساطة واختر صندوق مؤشرات وحدد مبلغًا شهريًا: ابدأ الاستثمار بمبالغ صغيرة.
@ index-funds-explained | investing | etf, einsteiger | en
en: Index funds explained: why boring beats brilliant
  Low costs, broad diversification and no stock picking: the case for tracking the whole market.
de: Indexfonds erklärt: Warum langweilig oft gewinnt
  Niedrige Kosten, breite Streuung und keine Einzelaktien: Argumente für den ganzen Markt.
fr: Les fonds indiciels expliqués : l’ennui qui rapporte
  Frais bas, large diversification et aucun choix d’actions : pourquoi suivre tout le marché.
@ compound-interest-explained | investing | zinsen, sparen, einsteiger
de: Zinseszins verstehen: Warum früh anfangen so viel bringt
  Mit einer einfachen Formel und einem Rechenbeispiel zeigen wir, wie Zeit für Ihr Geld arbeitet.
en: Compound interest explained: why starting early matters
  A simple formula and a worked example show how time works for your money.
ar: شرح الفائدة المركبة: لماذا تبدأ مبكرًا
  معادلة بسيطة ومثال محسوب يوضحان كيف يعمل الوقت لصالح أموالك.
@ bonds-in-times-of-rising-rates | investing | zinsen, etf
de: Anleihen bei steigenden Zinsen: Was Anleger wissen sollten
  Kurse fallen, Renditen steigen: Warum Anleihen trotzdem ins Depot gehören können.
en: Bonds when interest rates rise: what investors should know
  Prices fall while yields rise: why bonds may still belong in your portfolio.
@ real-estate-vs-etf | investing | immobilien, etf, passives einkommen
de: Immobilie oder ETF: Was lohnt sich mehr?
  Eigenkapital, Nebenkosten, Rendite und Risiko: ein ehrlicher Vergleich zweier Wege zum Vermögen.
en: Property or ETFs: which pays off more?
  Equity, transaction costs, returns and risk: an honest comparison of two paths to wealth.
fr: Immobilier ou ETF : lequel rapporte le plus ?
  Apport, frais, rendement et risque : une comparaison honnête de deux voies vers le patrimoine.
@ tax-return-checklist | taxes | steuererklärung, checkliste, steuern
de: Checkliste Steuererklärung: Diese Unterlagen brauchen Sie
  Lohnsteuerbescheinigung, Belege und Nachweise: alles für eine vollständige Steuererklärung.
en: Tax return checklist: the documents you need
  Payslip summary, receipts and certificates: everything for a complete tax return.
fr: Déclaration d’impôts : la liste des documents nécessaires
  Attestations, justificatifs et reçus : tout ce qu’il faut pour une déclaration complète.
ar: قائمة الإقرار الضريبي: المستندات التي تحتاجها
  شهادة الراتب والإيصالات والإثباتات: كل ما تحتاجه لإقرار ضريبي كامل.
@ home-office-deduction | taxes | steuern, steuererklärung
de: Homeoffice-Pauschale: So setzen Sie das Arbeiten zu Hause ab
  Tagespauschale oder Arbeitszimmer: Was Sie absetzen dürfen und welche Nachweise nötig sind.
en: Working from home: how to claim the home office allowance
  Daily allowance or a dedicated study: what you can deduct and which proof you need.
@ taxes-for-freelancers | taxes | selbstständige, steuern
de: Steuern für Selbstständige: Der Überblick für das erste Jahr
  Einkommensteuer, Umsatzsteuer und Vorauszahlungen: So vermeiden Sie böse Überraschungen.
en: Taxes for freelancers: an overview for your first year
  Income tax, VAT and advance payments: how to avoid nasty surprises.
fr: Impôts des indépendants : le point pour la première année
  Impôt sur le revenu, TVA et acomptes : comment éviter les mauvaises surprises.
@ capital-gains-tax-allowance | taxes | steuern, etf, sparen
de: Sparerpauschbetrag: So nutzen Sie den Freibetrag richtig
  Mit einem Freistellungsauftrag bleiben Kapitalerträge bis zum Freibetrag steuerfrei.
en: The saver’s allowance: using your tax-free investment income
  An exemption order keeps investment income tax-free up to the annual allowance.
ar: الإعفاء الضريبي للمدخرين: كيف تستفيد منه بشكل صحيح
  يبقي أمر الإعفاء عوائد الاستثمار معفاة من الضريبة حتى الحد السنوي المسموح به.
@ cross-border-commuters-taxes | taxes | steuern, selbstständige | fr
fr: Travailleurs frontaliers : où payer ses impôts ?
  Vivre en France et travailler en Allemagne ou en Suisse : les règles à connaître.
de: Grenzgänger: Wo zahle ich meine Steuern?
  Wohnen in Frankreich, arbeiten in Deutschland oder der Schweiz: die wichtigsten Regeln.
en: Cross-border commuters: where do you pay tax?
  Living in France and working in Germany or Switzerland: the rules you need to know.
`;
