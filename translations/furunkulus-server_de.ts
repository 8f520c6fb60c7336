<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>WebPages</name>
    <message>
        <source>%1×%2 board</source>
        <translation>Spielfeld %1×%2</translation>
    </message>
    <message>
        <source>1 enemy token</source>
        <translation>1 gegnerische Figur</translation>
    </message>
    <message>
        <source>%1 enemy tokens</source>
        <translation>%1 gegnerische Figuren</translation>
    </message>
    <message>
        <source>1 own token</source>
        <translation>1 eigene Figur</translation>
    </message>
    <message>
        <source>%1 own tokens</source>
        <translation>%1 eigene Figuren</translation>
    </message>
    <message>
        <source>place 1 piece</source>
        <translation>1 Teil zu setzen</translation>
    </message>
    <message>
        <source>place %1 pieces</source>
        <translation>%1 Teile zu setzen</translation>
    </message>
    <message>
        <source>Place the pieces so the monster eats every enemy token and none of yours, and then walks on for ever.</source>
        <translation>Setze die Teile so, dass das Monster alle gegnerischen Figuren frisst und keine von deinen, und danach für immer weiterläuft.</translation>
    </message>
    <message>
        <source>Place the pieces so the monster eats every enemy token and none of yours.</source>
        <translation>Setze die Teile so, dass das Monster alle gegnerischen Figuren frisst und keine von deinen.</translation>
    </message>
    <message>
        <source>Get Furunkulus</source>
        <translation>Furunkulus holen</translation>
    </message>
    <message>
        <source>Furunkulus is a free puzzle game for the desktop. Install it (on Debian and Ubuntu the package &lt;code&gt;furunkulus&lt;/code&gt;), then follow &lt;em&gt;Open in Furunkulus&lt;/em&gt;, or copy this page’s address and choose File › Paste share code in the game.</source>
        <translation>Furunkulus ist ein freies Rätselspiel für den Desktop. Installiere es (unter Debian und Ubuntu das Paket &lt;code&gt;furunkulus&lt;/code&gt;), folge dann &lt;em&gt;In Furunkulus öffnen&lt;/em&gt; oder kopiere die Adresse dieser Seite und wähle im Spiel Datei › Teilen-Code einfügen.</translation>
    </message>
    <message>
        <source>Open in Furunkulus</source>
        <translation>In Furunkulus öffnen</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>Nobody has solved it yet.</source>
        <translation>Noch niemand hat es gelöst.</translation>
    </message>
    <message>
        <source>1 player has solved it.</source>
        <translation>1 Spieler hat es gelöst.</translation>
    </message>
    <message>
        <source>%1 players have solved it.</source>
        <translation>%1 Spieler haben es gelöst.</translation>
    </message>
    <message>
        <source>Furunkulus: a puzzle game with a new puzzle every Monday.</source>
        <translation>Furunkulus: ein Rätselspiel mit einem neuen Rätsel an jedem Montag.</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
    <message>
        <source>This page cannot be shown</source>
        <translation>Diese Seite kann nicht angezeigt werden</translation>
    </message>
    <message>
        <source>No puzzle of this week is released on this hub.</source>
        <translation>Auf diesem Hub ist kein Rätsel dieser Woche freigegeben.</translation>
    </message>
    <message>
        <source>No community level with this address is published on this hub.</source>
        <translation>Auf diesem Hub ist kein Spieler-Level mit dieser Adresse veröffentlicht.</translation>
    </message>
    <message>
        <source>The hub cannot show this page now; try again later.</source>
        <translation>Der Hub kann diese Seite gerade nicht zeigen; versuche es später noch einmal.</translation>
    </message>
    <message>
        <source>The request does not name this hub&apos;s address.</source>
        <translation>Die Anfrage nennt nicht die Adresse dieses Hubs.</translation>
    </message>
    <message>
        <source>Furunkulus: this week’s puzzle</source>
        <translation>Furunkulus: das Rätsel der Woche</translation>
    </message>
    <message>
        <source>A new puzzle every Monday: place the pieces so the monster eats every enemy token and none of yours.</source>
        <translation>Jeden Montag ein neues Rätsel: Setze die Teile so, dass das Monster alle gegnerischen Figuren frisst und keine von deinen.</translation>
    </message>
    <message>
        <source>%1 · Furunkulus</source>
        <translation>%1 · Furunkulus</translation>
    </message>
    <message>
        <source>Week %1: %2</source>
        <translation>Woche %1: %2</translation>
    </message>
    <message>
        <source>Prize: %1</source>
        <translation>Preis: %1</translation>
    </message>
    <message>
        <source>The whole leaderboard and the prize draw</source>
        <translation>Die ganze Rangliste und die Ziehung</translation>
    </message>
    <message>
        <source>No puzzle is released yet.</source>
        <translation>Noch ist kein Rätsel freigegeben.</translation>
    </message>
    <message>
        <source>Newest community levels</source>
        <translation>Neueste Spieler-Level</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>Week %1: %2 · Furunkulus</source>
        <translation>Woche %1: %2 · Furunkulus</translation>
    </message>
    <message>
        <source>The Furunkulus puzzle of week %1: %2.</source>
        <translation>Das Furunkulus-Rätsel der Woche %1: %2.</translation>
    </message>
    <message>
        <source>The other solvers (JSON)</source>
        <translation>Die weiteren Löser (JSON)</translation>
    </message>
    <message>
        <source>Prize draw</source>
        <translation>Ziehung</translation>
    </message>
    <message>
        <source>The draw among the players who solve the week in time is made when it closes, at %1. The SHA-256 of its secret is published now: %2.</source>
        <translation>Die Ziehung unter den Spielern, die das Rätsel der Woche rechtzeitig lösen, findet statt, wenn die Woche endet, am %1. Der SHA-256 ihres Geheimnisses ist schon jetzt veröffentlicht: %2.</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Players in the draw</source>
        <translation>Spieler in der Ziehung</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <source>Nobody solved the week in time.</source>
        <translation>Niemand hat das Rätsel der Woche rechtzeitig gelöst.</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Geheimnis</translation>
    </message>
    <message>
        <source>Commitment (SHA-256 of the secret)</source>
        <translation>Festlegung (SHA-256 des Geheimnisses)</translation>
    </message>
    <message>
        <source>Digest</source>
        <translation>Prüfsumme</translation>
    </message>
    <message>
        <source>How to check the draw</source>
        <translation>So prüfst du die Ziehung</translation>
    </message>
    <message>
        <source>The SHA-256 of the secret (its 64 digits as text) is the commitment the hub published while the week ran.</source>
        <translation>Der SHA-256 des Geheimnisses (seiner 64 Ziffern als Text) ist die Festlegung, die der Hub während der Woche veröffentlicht hat.</translation>
    </message>
    <message>
        <source>The players in the draw are the leaderboard’s solvers, in rank order, who solved before the close.</source>
        <translation>In der Ziehung sind die Löser der Rangliste in der Reihenfolge ihres Rangs, die vor dem Ende gelöst haben.</translation>
    </message>
    <message>
        <source>The digest is the SHA-256 of the secret, the week and each name, each followed by a line break (the secret too).</source>
        <translation>Die Prüfsumme ist der SHA-256 des Geheimnisses, der Woche und jedes Namens, jeweils mit einem Zeilenumbruch dahinter (auch nach dem Geheimnis).</translation>
    </message>
    <message>
        <source>The winner is the player at the position (counted from 0) of the first 16 digits of the digest as a number, modulo the number of players.</source>
        <translation>Gewinner ist der Spieler an der Stelle (ab 0 gezählt), die die ersten 16 Ziffern der Prüfsumme als Zahl modulo der Zahl der Spieler ergeben.</translation>
    </message>
    <message>
        <source>The draw (JSON)</source>
        <translation>Die Ziehung (JSON)</translation>
    </message>
    <message>
        <source>The leaderboard (JSON)</source>
        <translation>Die Rangliste (JSON)</translation>
    </message>
    <message>
        <source>A Furunkulus puzzle by %1: %2.</source>
        <translation>Ein Furunkulus-Rätsel von %1: %2.</translation>
    </message>
    <message>
        <source>A community level by %1, published on %2.</source>
        <translation>Ein Spieler-Level von %1, veröffentlicht am %2.</translation>
    </message>
    <message>
        <source>Engine grade</source>
        <translation>Einstufung der Engine</translation>
    </message>
    <message>
        <source>%1 of 5</source>
        <translation>%1 von 5</translation>
    </message>
    <message>
        <source>Players’ rating</source>
        <translation>Wertung der Spieler</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>Solves</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>Votes</source>
        <translation>Stimmen</translation>
    </message>
    <message>
        <source>%1 up, %2 down</source>
        <translation>%1 dafür, %2 dagegen</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Was zu tun ist</translation>
    </message>
    <message>
        <source>All weeks</source>
        <translation>Alle Wochen</translation>
    </message>
    <message>
        <source>No community level is published yet.</source>
        <translation>Noch ist kein Spieler-Level veröffentlicht.</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Pieces to place: %1.</source>
        <translation>Zu setzende Teile: %1.</translation>
    </message>
    <message>
        <source>Random puzzle · difficulty %1 · seed %2</source>
        <translation>Zufallsrätsel · Schwierigkeit %1 · Startwert %2</translation>
    </message>
    <message>
        <source>not rated yet</source>
        <translation>noch nicht bewertet</translation>
    </message>
</context>
<context>
    <name>ff::words::PieceNames</name>
    <message>
        <source>own token</source>
        <translation>eigene Figur</translation>
    </message>
    <message>
        <source>enemy token</source>
        <translation>gegnerische Figur</translation>
    </message>
    <message>
        <source>stone</source>
        <translation>Stein</translation>
    </message>
    <message>
        <source>crystal</source>
        <translation>Kristall</translation>
    </message>
    <message>
        <source>right-turning stone</source>
        <translation>Rechts-Drehstein</translation>
    </message>
    <message>
        <source>left-turning stone</source>
        <translation>Links-Drehstein</translation>
    </message>
    <message>
        <source>U-turn stone</source>
        <translation>Wendestein</translation>
    </message>
    <message>
        <source>blood pool</source>
        <translation>Blutlache</translation>
    </message>
    <message>
        <source>teleporter</source>
        <translation>Teleporter</translation>
    </message>
</context>
</TS>
