/**
 * Version 1 of the agency's contract terms, as the migration publishes it (frozen: the owner publishes
 * later versions from the dashboard). A line starting with "# " is a heading; a blank line a new paragraph.
 */
export const DEFAULT_TERMS_SQ = `# 1. Rezervimi dhe pagesa
Rezervimi bëhet i detyrueshëm kur udhëtari paguan kaparin sipas planit të pagesave të kësaj kontrate. Pjesa tjetër paguhet deri në datën e shënuar në plan. Pagesat me transfer bankar bëhen duke shënuar numrin e rezervimit.

# 2. Çmimi
Çmimi i shënuar është çmimi i plotë i paketës për të gjithë udhëtarët, përfshirë taksat dhe tarifat e njohura në ditën e rezervimit. Organizatori mund ta ndryshojë çmimin vetëm për shkak të ndryshimeve në kostot e karburantit, taksave ose kurseve të këmbimit, jo më vonë se 20 ditë para nisjes; nëse rritja kalon 8%, udhëtari mund ta anulojë kontratën pa pagesë.

# 3. Anulimi nga udhëtari
Udhëtari mund ta anulojë kontratën në çdo kohë para nisjes. Deri në datën e anulimit falas të shënuar në këtë kontratë, anulimi është pa pagesë; më pas organizatori mban tarifën e anulimit të shënuar në këtë kontratë. Udhëtari mund ta anulojë pa pagesë kur rrethana të jashtëzakonshme dhe të pashmangshme në vendin e destinacionit ndikojnë ndjeshëm në udhëtim.

# 4. Ndryshimet dhe anulimi nga organizatori
Organizatori e njofton udhëtarin pa vonesë për çdo ndryshim të rëndësishëm. Nëse organizatori e anulon paketën, udhëtarit i kthehen të gjitha pagesat brenda 14 ditësh.

# 5. Pasaportat dhe vizat
Çdo udhëtar duhet të ketë pasaportë të vlefshme së paku gjashtë muaj pas kthimit dhe vizat që kërkon vendi i destinacionit. Organizatori jep informacion për vizat, por udhëtari është përgjegjës për dokumentet e veta.

# 6. Sigurimi
Paketa nuk përfshin sigurimin e anulimit, përveç kur shënohet ndryshe. Rekomandojmë sigurimin shëndetësor të udhëtimit dhe sigurimin e anulimit.

# 7. Përgjegjësia dhe ankesat
Organizatori është përgjegjës për kryerjen e të gjitha shërbimeve të kësaj pakete. Ankesat gjatë udhëtimit i paraqiten pa vonesë përfaqësuesit ose organizatorit në telefonin e shënuar.

# 8. Të drejtat e udhëtarit
Kjo kontratë lidhet sipas Ligjit për Turizmin 08/L-074 të Republikës së Kosovës dhe Direktivës (BE) 2015/2302 për paketat e udhëtimit. Udhëtari i gëzon të gjitha të drejtat që këto i japin paketave të udhëtimit.`;

export const DEFAULT_TERMS_EN = `# 1. Booking and payment
The booking becomes binding when the traveller pays the deposit according to this contract's payment schedule. The balance is paid by the date the schedule gives. Bank transfers quote the booking reference.

# 2. Price
The price shown is the package's full price for all travellers, including the taxes and fees known on the day of booking. The organiser may change the price only for changes in fuel costs, taxes or exchange rates, no later than 20 days before departure; if the increase exceeds 8%, the traveller may terminate the contract free of charge.

# 3. Cancellation by the traveller
The traveller may terminate the contract at any time before departure. Until the free cancellation date this contract gives, cancellation is free of charge; after it, the organiser keeps the cancellation fee this contract gives. The traveller may terminate free of charge when unavoidable and extraordinary circumstances at the destination significantly affect the trip.

# 4. Changes and cancellation by the organiser
The organiser informs the traveller without delay of any significant change. If the organiser cancels the package, all payments are refunded within 14 days.

# 5. Passports and visas
Each traveller needs a passport valid at least six months after the return and the visas the destination requires. The organiser gives information on visas, but each traveller is responsible for their own documents.

# 6. Insurance
The package does not include cancellation insurance unless stated otherwise. We recommend travel health insurance and cancellation insurance.

# 7. Liability and complaints
The organiser is responsible for the performance of all the services of this package. Complaints during the trip are made without delay to the representative or the organiser at the phone number given.

# 8. The traveller's rights
This contract is made under the Law on Tourism 08/L-074 of the Republic of Kosovo and Directive (EU) 2015/2302 on package travel. The traveller enjoys all the rights they give to package travel.`;
