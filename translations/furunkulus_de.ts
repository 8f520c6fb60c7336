<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AppSettings</name>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>%1 cells/s</source>
        <translation>%1 Felder/s</translation>
    </message>
</context>
<context>
    <name>HubCache</name>
    <message>
        <source>The folder %1 cannot be created.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The hub sent a weekly level that is not valid.</source>
        <translation>Der Hub hat ein ungültiges Wochenlevel geschickt.</translation>
    </message>
    <message>
        <source>The hub sent a community level that is not valid.</source>
        <translation>Der Hub hat ein ungültiges Spieler-Level geschickt.</translation>
    </message>
</context>
<context>
    <name>HubText</name>
    <message>
        <source>The address %1 did not answer as a Furunkulus hub does.</source>
        <translation>Die Adresse %1 hat nicht wie ein Furunkulus-Hub geantwortet.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 T %2 h</translation>
    </message>
    <message>
        <source>The hub at %1 did not answer in time. Try again later.</source>
        <translation>Der Hub unter %1 hat nicht rechtzeitig geantwortet. Versuche es später noch einmal.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The hub at %1 asks you to slow down. Try again in a few seconds.</source>
        <translation>Der Hub unter %1 bittet um etwas Geduld. Versuche es in ein paar Sekunden noch einmal.</translation>
    </message>
    <message>
        <source>The hub at %1 could not finish checking in the time it allows. Try again later.</source>
        <translation>Der Hub unter %1 konnte die Prüfung nicht in der erlaubten Zeit beenden. Versuche es später noch einmal.</translation>
    </message>
    <message>
        <source>The hub at %1 could not store anything just now (its database failed). Try again later.</source>
        <translation>Der Hub unter %1 konnte gerade nichts speichern (seine Datenbank ist ausgefallen). Versuche es später noch einmal.</translation>
    </message>
    <message>
        <source>The hub at %1 is busy. Try again in a moment.</source>
        <translation>Der Hub unter %1 ist ausgelastet. Versuche es gleich noch einmal.</translation>
    </message>
    <message>
        <source>The hub at %1 has no level for that week.</source>
        <translation>Der Hub unter %1 hat kein Level für diese Woche.</translation>
    </message>
    <message>
        <source>The hub at %1 has no such community level.</source>
        <translation>Der Hub unter %1 hat kein solches Spieler-Level.</translation>
    </message>
    <message>
        <source>The address %1 is no Furunkulus hub (it does not know the hub&apos;s routes).</source>
        <translation>Die Adresse %1 ist kein Furunkulus-Hub (sie kennt die Pfade des Hubs nicht).</translation>
    </message>
    <message>
        <source>Another player on the hub has this name. Choose another one.</source>
        <translation>Ein anderer Spieler auf dem Hub hat diesen Namen. Wähle einen anderen.</translation>
    </message>
    <message>
        <source>A name has 1 to 32 characters and no control characters.</source>
        <translation>Ein Name hat 1 bis 32 Zeichen und keine Steuerzeichen.</translation>
    </message>
    <message>
        <source>The hub already holds this level (the same, turned or mirrored).</source>
        <translation>Der Hub hat dieses Level schon (genauso, gedreht oder gespiegelt).</translation>
    </message>
    <message>
        <source>You cannot vote on your own level.</source>
        <translation>Für dein eigenes Level kannst du nicht abstimmen.</translation>
    </message>
    <message>
        <source>The hub refused the level.</source>
        <translation>Der Hub hat das Level abgelehnt.</translation>
    </message>
    <message>
        <source>The hub&apos;s engine finds that this placement does not solve the level.</source>
        <translation>Die Engine des Hubs findet, dass diese Aufstellung das Level nicht löst.</translation>
    </message>
    <message>
        <source>This is larger than the hub accepts.</source>
        <translation>Das ist größer, als der Hub annimmt.</translation>
    </message>
    <message>
        <source>The hub at %1 refused the request (%2).</source>
        <translation>Der Hub unter %1 hat die Anfrage abgelehnt (%2).</translation>
    </message>
    <message>
        <source>The hub at %1 failed (HTTP %2). Try again later.</source>
        <translation>Beim Hub unter %1 ist ein Fehler aufgetreten (HTTP %2). Versuche es später noch einmal.</translation>
    </message>
    <message>
        <source>The hub at %1 cannot be reached. Check the address and your connection.</source>
        <translation>Der Hub unter %1 ist nicht erreichbar. Prüfe die Adresse und deine Verbindung.</translation>
    </message>
    <message>
        <source>The hub at %1 does not know your player (the token was refused, or the account was moved to another computer). Register again, or use a transfer code, under Settings › Online.</source>
        <translation>Der Hub unter %1 kennt deinen Spieler nicht (das Token wurde abgelehnt, oder das Konto ist auf einen anderen Computer umgezogen). Registriere dich neu oder verwende einen Umzugscode, unter Einstellungen › Online.</translation>
    </message>
    <message>
        <source>The hub at %1 does not know this transfer code: it is mistyped, more than 24 hours old or used already. Ask for a new one on the other computer.</source>
        <translation>Der Hub unter %1 kennt diesen Umzugscode nicht: Er ist vertippt, älter als 24 Stunden oder schon verwendet. Lass dir auf dem anderen Computer einen neuen geben.</translation>
    </message>
    <message>
        <source>The operator of the hub at %1 has banned your player.</source>
        <translation>Der Betreiber des Hubs unter %1 hat deinen Spieler gesperrt.</translation>
    </message>
    <message>
        <source>You have reported this level already.</source>
        <translation>Du hast dieses Level schon gemeldet.</translation>
    </message>
    <message>
        <source>it has characters that cannot be part of an address, such as spaces.</source>
        <translation>sie enthält Zeichen, die nicht Teil einer Adresse sein können, etwa Leerzeichen.</translation>
    </message>
    <message>
        <source>only http:// or https:// reach a hub.</source>
        <translation>nur http:// oder https:// erreichen einen Hub.</translation>
    </message>
    <message>
        <source>it names no host.</source>
        <translation>sie nennt keinen Host.</translation>
    </message>
    <message>
        <source>a hub address has no user name or password.</source>
        <translation>eine Hub-Adresse hat keinen Benutzernamen und kein Passwort.</translation>
    </message>
    <message>
        <source>a hub address has no “?” part.</source>
        <translation>eine Hub-Adresse hat keinen „?“-Teil.</translation>
    </message>
    <message>
        <source>a hub address has no “#” part.</source>
        <translation>eine Hub-Adresse hat keinen „#“-Teil.</translation>
    </message>
    <message>
        <source>“%1” is no hub address: %2 Write it like hub.example.org, 192.168.1.5:8080 or https://hub.example.org.</source>
        <translation>„%1“ ist keine Hub-Adresse: %2 Schreibe sie etwa so: hub.example.org, 192.168.1.5:8080 oder https://hub.example.org.</translation>
    </message>
</context>
<context>
    <name>LevelText</name>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>Not solved yet</source>
        <translation>Noch nicht gelöst</translation>
    </message>
    <message>
        <source>no attempts</source>
        <translation>keine Versuche</translation>
    </message>
    <message>
        <source>Unlocks on %1</source>
        <translation>Freigeschaltet am %1</translation>
    </message>
    <message>
        <source>1 attempt</source>
        <translation>1 Versuch</translation>
    </message>
    <message>
        <source>%1 attempts</source>
        <translation>%1 Versuche</translation>
    </message>
    <message>
        <source>1 hint used</source>
        <translation>1 Hinweis genutzt</translation>
    </message>
    <message>
        <source>%1 hints used</source>
        <translation>%1 Hinweise genutzt</translation>
    </message>
    <message>
        <source>%1 × completable check</source>
        <translation>%1 × Lösbarkeit geprüft</translation>
    </message>
    <message>
        <source>%1 × piece shown</source>
        <translation>%1 × Teil gezeigt</translation>
    </message>
    <message>
        <source>Hints: %1</source>
        <translation>Hinweise: %1</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>This puzzle is locked. %1.</source>
        <translation>Dieses Rätsel ist noch gesperrt. %1.</translation>
    </message>
    <message>
        <source>This file cannot be played: %1</source>
        <translation>Diese Datei kann nicht gespielt werden: %1</translation>
    </message>
    <message>
        <source>Weekly streak: 1 week</source>
        <translation>Wochenserie: 1 Woche</translation>
    </message>
    <message>
        <source>Weekly streak: %1 weeks</source>
        <translation>Wochenserie: %1 Wochen</translation>
    </message>
    <message>
        <source>Solution shown</source>
        <translation>Lösung gezeigt</translation>
    </message>
    <message>
        <source>Goal: the monster eats every enemy token, then goes on for ever without eating one of yours.</source>
        <translation>Ziel: Das Monster frisst alle gegnerischen Figuren und läuft danach für immer weiter, ohne eine von deinen zu fressen.</translation>
    </message>
</context>
<context>
    <name>ff::app::AppClock</name>
    <message>
        <source>%1 is not a UTC time like 2029-01-03T12:00:00Z: %2</source>
        <translation>%1 ist keine UTC-Zeit wie 2029-01-03T12:00:00Z: %2</translation>
    </message>
</context>
<context>
    <name>ff::app::CommunityPage</name>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;More…</source>
        <translation>&amp;Mehr…</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>S&amp;pielen</translation>
    </message>
    <message>
        <source>Community</source>
        <translation>Spieler-Level</translation>
    </message>
    <message>
        <source>Newest</source>
        <translation>Neueste</translation>
    </message>
    <message>
        <source>Most solved</source>
        <translation>Am meisten gelöst</translation>
    </message>
    <message>
        <source>Easiest first</source>
        <translation>Leichteste zuerst</translation>
    </message>
    <message>
        <source>Easiest first: the levels the players solved most easily, by their rating</source>
        <translation>Leichteste zuerst: die Level, die die Spieler am leichtesten gelöst haben, nach ihrer Wertung</translation>
    </message>
    <message>
        <source>Any author</source>
        <translation>Alle Autoren</translation>
    </message>
    <message>
        <source>Only the levels of the player of this name</source>
        <translation>Nur die Level des Spielers mit diesem Namen</translation>
    </message>
    <message>
        <source>List the next levels</source>
        <translation>Die nächsten Level auflisten</translation>
    </message>
    <message>
        <source>&amp;Sort:</source>
        <translation>Sor&amp;tieren:</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>A&amp;utor:</translation>
    </message>
    <message>
        <source>Levels published by players on the hub at %1. The hub&apos;s engine proves that each has exactly one solution.</source>
        <translation>Von Spielern veröffentlichte Level auf dem Hub unter %1. Die Engine des Hubs weist nach, dass jedes genau eine Lösung hat.</translation>
    </message>
    <message>
        <source>%1 played · %2 solved · ▲ %3 ▼ %4</source>
        <translation>%1 gespielt · %2 gelöst · ▲ %3 ▼ %4</translation>
    </message>
    <message>
        <source>By %1</source>
        <translation>Von %1</translation>
    </message>
    <message>
        <source>The engine&apos;s grade: %1 of 5. The players&apos; rating: %2 ± %3 (1500 is average, higher is harder).</source>
        <translation>Einstufung der Engine: %1 von 5. Wertung der Spieler: %2 ± %3 (1500 ist Durchschnitt, höher ist schwerer).</translation>
    </message>
    <message>
        <source>No levels are published on this hub yet. Publish your own from the level editor.</source>
        <translation>Auf diesem Hub sind noch keine Level veröffentlicht. Veröffentliche deine eigenen aus dem Level-Editor.</translation>
    </message>
    <message>
        <source>No levels of “%1” on this hub.</source>
        <translation>Keine Level von „%1“ auf diesem Hub.</translation>
    </message>
    <message>
        <source>Showing %1 of %2</source>
        <translation>%1 von %2 angezeigt</translation>
    </message>
    <message>
        <source>You cannot vote on your own level.</source>
        <translation>Für dein eigenes Level kannst du nicht abstimmen.</translation>
    </message>
    <message>
        <source>Vote up: you like this level (click again to withdraw your vote)</source>
        <translation>Dafür stimmen: Dir gefällt dieses Level (nochmal klicken nimmt deine Stimme zurück)</translation>
    </message>
    <message>
        <source>Vote down: you do not like this level (click again to withdraw your vote)</source>
        <translation>Dagegen stimmen: Dir gefällt dieses Level nicht (nochmal klicken nimmt deine Stimme zurück)</translation>
    </message>
    <message>
        <source>Loading the levels…</source>
        <translation>Die Level werden geladen…</translation>
    </message>
    <message>
        <source>Loading more levels…</source>
        <translation>Weitere Level werden geladen…</translation>
    </message>
    <message>
        <source>Fetching the level…</source>
        <translation>Das Level wird geholt…</translation>
    </message>
    <message>
        <source>Voting needs a player on the hub. Register one under Settings › Online.</source>
        <translation>Zum Abstimmen brauchst du einen Spieler auf dem Hub. Registriere einen unter Einstellungen › Online.</translation>
    </message>
    <message>
        <source>No players&apos; rating yet</source>
        <translation>Noch keine Wertung der Spieler</translation>
    </message>
    <message>
        <source>Players found it much easier than average</source>
        <translation>Für die Spieler viel leichter als der Durchschnitt</translation>
    </message>
    <message>
        <source>Players found it easier than average</source>
        <translation>Für die Spieler leichter als der Durchschnitt</translation>
    </message>
    <message>
        <source>Players found it about average</source>
        <translation>Für die Spieler etwa durchschnittlich</translation>
    </message>
    <message>
        <source>Players found it harder than average</source>
        <translation>Für die Spieler schwerer als der Durchschnitt</translation>
    </message>
    <message>
        <source>Players found it much harder than average</source>
        <translation>Für die Spieler viel schwerer als der Durchschnitt</translation>
    </message>
    <message>
        <source>Repor&amp;t…</source>
        <translation>Me&amp;lden…</translation>
    </message>
    <message>
        <source>Thank you. The operator of the hub will look at your report.</source>
        <translation>Danke. Der Betreiber des Hubs wird sich deine Meldung ansehen.</translation>
    </message>
    <message>
        <source>This is your own level.</source>
        <translation>Das ist dein eigenes Level.</translation>
    </message>
    <message>
        <source>Ask the operator of the hub to look at this level (a copy, an offensive title, …)</source>
        <translation>Den Betreiber des Hubs bitten, sich dieses Level anzusehen (eine Kopie, ein beleidigender Titel, …)</translation>
    </message>
    <message>
        <source>Reporting needs a player on the hub. Register one under Settings › Online.</source>
        <translation>Zum Melden brauchst du einen Spieler auf dem Hub. Registriere einen unter Einstellungen › Online.</translation>
    </message>
    <message>
        <source>Last known: %1</source>
        <translation>Zuletzt bekannt: %1</translation>
    </message>
    <message>
        <source>Their counts are those of the hub&apos;s last answer.</source>
        <translation>Ihre Zahlen sind die der letzten Antwort des Hubs.</translation>
    </message>
    <message>
        <source>By %1 · published by %2</source>
        <translation>Von %1 · veröffentlicht von %2</translation>
    </message>
</context>
<context>
    <name>ff::app::EditorLauncher</name>
    <message>
        <source>&amp;New level…</source>
        <translation>&amp;Neues Level…</translation>
    </message>
    <message>
        <source>Make a level of your own in the level editor (Ctrl+Shift+N)</source>
        <translation>Ein eigenes Level im Level-Editor erstellen (Strg+Umschalt+N)</translation>
    </message>
    <message>
        <source>&amp;Edit this level</source>
        <translation>&amp;Dieses Level bearbeiten</translation>
    </message>
    <message>
        <source>Open this level of yours in the level editor; saving there changes its file (Ctrl+Shift+E)</source>
        <translation>Dieses eigene Level im Level-Editor öffnen; Speichern dort ändert seine Datei (Strg+Umschalt+E)</translation>
    </message>
    <message>
        <source>Edit a &amp;copy</source>
        <translation>Eine &amp;Kopie bearbeiten</translation>
    </message>
    <message>
        <source>Open a copy of this level in the level editor; the original stays as it is (Ctrl+E)</source>
        <translation>Eine Kopie dieses Levels im Level-Editor öffnen; das Original bleibt unverändert (Strg+E)</translation>
    </message>
    <message>
        <source>Saved in My levels: %1</source>
        <translation>In Meine Level gespeichert: %1</translation>
    </message>
    <message>
        <source>Only levels under My levels can be edited themselves; use Edit a copy for the others.</source>
        <translation>Nur Level unter Meine Level lassen sich selbst bearbeiten; für alle anderen nimm „Eine Kopie bearbeiten“.</translation>
    </message>
    <message>
        <source>Cannot edit the level</source>
        <translation>Das Level kann nicht bearbeitet werden</translation>
    </message>
    <message>
        <source>Choose a level that can be played to edit a copy of it.</source>
        <translation>Wähle ein spielbares Level, um eine Kopie davon zu bearbeiten.</translation>
    </message>
    <message>
        <source>A copy of “%1”: the original stays as it is. Save puts the copy into My levels.</source>
        <translation>Eine Kopie von „%1“: Das Original bleibt unverändert. „Speichern“ legt die Kopie in Meine Level ab.</translation>
    </message>
    <message>
        <source>Cannot open the share code</source>
        <translation>Der Teilen-Code kann nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>ff::app::HelpActions</name>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation>&amp;Legende</translation>
    </message>
    <message>
        <source>What every piece and mark of the board does (F2)</source>
        <translation>Was jedes Teil und jedes Zeichen auf dem Spielfeld bewirkt (F2)</translation>
    </message>
    <message>
        <source>&amp;About Furunkulus</source>
        <translation>Ü&amp;ber Furunkulus</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Random puzzles:&lt;/b&gt; under Random puzzle, choose a difficulty and New puzzle makes a fresh one for you. While you play it, the next one is made, so New puzzle (Ctrl+P) is quick; Keep (Ctrl+S) saves the puzzle in My levels.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Zufallsrätsel:&lt;/b&gt; Wähle unter Zufallsrätsel eine Schwierigkeit, und Neues Rätsel macht dir ein frisches. Während du es spielst, entsteht schon das nächste, deshalb geht Neues Rätsel (Strg+P) schnell; Behalten (Strg+S) übernimmt das Rätsel in Meine Level.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Furunkulus</source>
        <translation>Über Furunkulus</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Furunkulus %1&lt;/h3&gt;&lt;p&gt;A puzzle game after the monster of the board game &lt;i&gt;Fearsome Floors&lt;/i&gt; (&lt;i&gt;Finstere Flure&lt;/i&gt;) by Friedemann Friese.&lt;/p&gt;&lt;p&gt;A new puzzle every week.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Furunkulus %1&lt;/h3&gt;&lt;p&gt;Ein Rätselspiel um das Monster aus dem Brettspiel &lt;i&gt;Finstere Flure&lt;/i&gt; (&lt;i&gt;Fearsome Floors&lt;/i&gt;) von Friedemann Friese.&lt;/p&gt;&lt;p&gt;Jede Woche ein neues Rätsel.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Feed the monster&lt;/h3&gt;&lt;p&gt;Place every piece of the inventory on the board, then release the monster. It looks ahead, left and right, turns towards the nearest token it sees and walks on. A level is solved when the monster eats every enemy token and none of yours.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; pick a piece in the inventory and click a cell, or drag it onto the board; drag a placed piece off the board or right-click it to take it back.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keyboard:&lt;/b&gt; the arrow keys move the cursor; %1, %2, %3, %4, %5 and %6 choose an own token, a stone, a crystal or a right, left or U-turn stone; Space or Enter places it, Delete takes it back.&lt;/p&gt;&lt;p&gt;&lt;b&gt;During a run:&lt;/b&gt; Space pauses, Right arrow plays one step, Esc skips to the end; afterwards Enter or Esc goes back to placing, except after a win: then Enter opens the next level.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Shortcuts:&lt;/b&gt; Ctrl+Return releases the monster, Ctrl+Z and Ctrl+Shift+Z undo and redo, Ctrl+R restarts, Ctrl+N opens the next unsolved level, Ctrl+L goes back to the levels.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Füttere das Monster&lt;/h3&gt;&lt;p&gt;Setze alle Teile aus dem Vorrat auf das Spielfeld und lass dann das Monster los. Es schaut nach vorn, links und rechts, wendet sich der nächsten Figur zu, die es sieht, und läuft weiter. Ein Level ist gelöst, wenn das Monster alle gegnerischen Figuren frisst und keine von deinen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Maus:&lt;/b&gt; Wähle ein Teil im Vorrat und klicke auf ein Feld oder ziehe es auf das Spielfeld; ziehe ein gesetztes Teil vom Spielfeld oder klicke es mit der rechten Maustaste an, um es zurückzunehmen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tastatur:&lt;/b&gt; Die Pfeiltasten bewegen den Cursor; %1, %2, %3, %4, %5 und %6 wählen eine eigene Figur, einen Stein, einen Kristall oder einen Rechts-, Links- oder Wendestein; Leertaste oder Eingabe setzt das Teil, Entf nimmt es zurück.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Während des Laufs:&lt;/b&gt; Die Leertaste hält an, Pfeil rechts spielt einen Schritt, Esc springt zum Ende; danach führen Eingabe oder Esc zurück zum Setzen, außer nach einem Sieg: dann öffnet Eingabe das nächste Level.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tastenkürzel:&lt;/b&gt; Strg+Eingabe lässt das Monster los, Strg+Z und Strg+Umschalt+Z machen rückgängig und wiederholen, Strg+R startet neu, Strg+N öffnet das nächste ungelöste Level, Strg+L führt zurück zur Levelauswahl.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Your own levels:&lt;/b&gt; File › New level… (Ctrl+Shift+N, in the editor too) opens the level editor on a new level; Edit a copy (Ctrl+E) opens a copy of any level there. Levels you save land in My levels, where Edit this level (Ctrl+Shift+E) changes them later. Copy share code (Ctrl+Shift+C) turns a level into a short text to send to friends; Paste share code (Ctrl+Shift+V) plays a level someone sent you. Right-click a level for all of these.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Eigene Level:&lt;/b&gt; Datei › Neues Level… (Strg+Umschalt+N, auch im Editor) öffnet den Level-Editor mit einem neuen Level; „Eine Kopie bearbeiten“ (Strg+E) öffnet dort eine Kopie eines beliebigen Levels. Gespeicherte Level landen in Meine Level, wo du sie später mit „Dieses Level bearbeiten“ (Strg+Umschalt+E) ändern kannst. „Teilen-Code kopieren“ (Strg+Umschalt+C) macht aus einem Level einen kurzen Text, den du Freunden schicken kannst; „Teilen-Code einfügen“ (Strg+Umschalt+V) spielt ein Level, das dir jemand geschickt hat. All das erreichst du auch mit einem Rechtsklick auf ein Level.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ff::app::LeaderboardDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Leaderboard: %1</source>
        <translation>Bestenliste: %1</translation>
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
        <source>After release</source>
        <translation>Nach Freigabe</translation>
    </message>
    <message>
        <source>From the week&apos;s release (Monday 00:00 UTC) to the first correct solution the hub received</source>
        <translation>Von der Freigabe der Woche (Montag 00:00 UTC) bis zur ersten richtigen Lösung, die der Hub erhalten hat</translation>
    </message>
    <message>
        <source>Asking the hub at %1…</source>
        <translation>Frage den Hub unter %1…</translation>
    </message>
    <message>
        <source>“%1” (%2): solved by %3 on the hub.</source>
        <translation>„%1“ (%2): auf dem Hub von %3 gelöst.</translation>
    </message>
    <message>
        <source>You are number %1.</source>
        <translation>Du bist Nummer %1.</translation>
    </message>
    <message>
        <source>You have not solved it on the hub yet.</source>
        <translation>Auf dem Hub hast du es noch nicht gelöst.</translation>
    </message>
    <message>
        <source>Prize draw: nobody solved week %1 before it closed.</source>
        <translation>Verlosung: Niemand hat das Rätsel der Woche %1 gelöst, bevor sie endete.</translation>
    </message>
    <message>
        <source>Prize draw: %1 won. Players in the draw (they solved the week before it closed): %2.</source>
        <translation>Verlosung: %1 hat gewonnen. Teilnehmer der Verlosung (sie haben das Rätsel vor Ende der Woche gelöst): %2.</translation>
    </message>
    <message>
        <source>The winner is drawn by lot among those who solved the week in time, not by rank. Anyone can check it: the hub published the draw&apos;s secret when the week closed, and the winner follows from it and the leaderboard, as the hub&apos;s documentation describes.</source>
        <translation>Der Gewinner wird unter allen, die das Rätsel der Woche rechtzeitig gelöst haben, ausgelost, nicht nach Rang. Jeder kann das nachprüfen: Der Hub hat das Geheimnis der Verlosung veröffentlicht, als die Woche endete, und der Gewinner ergibt sich daraus und aus der Bestenliste, wie die Dokumentation des Hubs beschreibt.</translation>
    </message>
    <message>
        <source>&amp;Copy Claim Code</source>
        <translation>Gewinncode &amp;kopieren</translation>
    </message>
    <message>
        <source>You won the prize of week %1: %2.</source>
        <translation>Du hast den Preis der Woche %1 gewonnen: %2.</translation>
    </message>
    <message>
        <source>Your claim code: %1 — give it to the hub&apos;s operator to claim the prize.</source>
        <translation>Dein Gewinncode: %1 – gib ihn dem Betreiber des Hubs, um den Preis einzufordern.</translation>
    </message>
</context>
<context>
    <name>ff::app::LevelActions</name>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a level or pack file</source>
        <translation>Eine Level- oder Paketdatei öffnen</translation>
    </message>
    <message>
        <source>&amp;Import into My levels…</source>
        <translation>In Meine Level &amp;importieren…</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Die Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Imported one level into My levels.</source>
        <translation>Ein Level wurde in Meine Level importiert.</translation>
    </message>
    <message>
        <source>Imported %1 levels into My levels.</source>
        <translation>%1 Level wurden in Meine Level importiert.</translation>
    </message>
    <message>
        <source>Cannot import the file</source>
        <translation>Die Datei kann nicht importiert werden</translation>
    </message>
    <message>
        <source>Open a level</source>
        <translation>Ein Level öffnen</translation>
    </message>
    <message>
        <source>Import a level into My levels</source>
        <translation>Ein Level in Meine Level importieren</translation>
    </message>
    <message>
        <source>Cannot open the share code</source>
        <translation>Der Teilen-Code kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>This level is already in “%1”.</source>
        <translation>Dieses Level ist schon in „%1“.</translation>
    </message>
    <message>
        <source>Fetching the level from the hub at %1…</source>
        <translation>Das Level wird vom Hub unter %1 geholt…</translation>
    </message>
    <message>
        <source>Cannot open the level</source>
        <translation>Das Level kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>This level is on the hub at %1, not on yours: a solve is not sent there.</source>
        <translation>Dieses Level liegt auf dem Hub unter %1, nicht auf deinem: Eine Lösung wird nicht dorthin gesendet.</translation>
    </message>
    <message>
        <source>Cannot play this level yet</source>
        <translation>Dieses Level ist noch nicht spielbar</translation>
    </message>
    <message>
        <source>The share code holds a draft that cannot be played yet: %1</source>
        <translation>Der Teilen-Code enthält einen Entwurf, der noch nicht spielbar ist: %1</translation>
    </message>
    <message>
        <source>You can open it in the level editor and finish it there.</source>
        <translation>Du kannst ihn im Level-Editor öffnen und dort fertigstellen.</translation>
    </message>
    <message>
        <source>Open in the Level Editor</source>
        <translation>Im Level-Editor öffnen</translation>
    </message>
    <message>
        <source>Keep this level?</source>
        <translation>Dieses Level behalten?</translation>
    </message>
    <message>
        <source>“%1” from the share code is ready to play. Keep it in My levels, so that it is still there after a restart?</source>
        <translation>„%1“ aus dem Teilen-Code ist spielbereit. In Meine Level übernehmen, damit es auch nach einem Neustart des Spiels noch da ist?</translation>
    </message>
    <message>
        <source>Keep in My Levels</source>
        <translation>In Meine Level übernehmen</translation>
    </message>
    <message>
        <source>Just Play</source>
        <translation>Nur spielen</translation>
    </message>
    <message>
        <source>Cannot keep the level</source>
        <translation>Das Level kann nicht übernommen werden</translation>
    </message>
    <message>
        <source>“%1” is kept in My levels.</source>
        <translation>„%1“ wurde in Meine Level übernommen.</translation>
    </message>
    <message>
        <source>Cannot open the link</source>
        <translation>Der Link kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>“%1” is no Furunkulus link. A link to a level is furunkulus:CODE with a share code, or furunkulus://HUB/levels/LEVEL with a community level of a hub.</source>
        <translation>„%1“ ist kein Furunkulus-Link. Ein Link zu einem Level ist furunkulus:CODE mit einem Teilen-Code oder furunkulus://HUB/levels/LEVEL mit einem Spieler-Level eines Hubs.</translation>
    </message>
    <message>
        <source>“%1” from the link is ready to play. Keep it in My levels, so that it is still there after a restart?</source>
        <translation>„%1“ aus dem Link ist spielbereit. In Meine Level übernehmen, damit es auch nach einem Neustart des Spiels noch da ist?</translation>
    </message>
</context>
<context>
    <name>ff::app::LevelBrowser</name>
    <message>
        <source>Learn how the monster thinks, one rule per level.</source>
        <translation>Lerne, wie das Monster denkt – eine Regel pro Level.</translation>
    </message>
    <message>
        <source>A new puzzle every Monday.</source>
        <translation>Jeden Montag ein neues Rätsel.</translation>
    </message>
    <message>
        <source>The puzzles of earlier weeks.</source>
        <translation>Die Rätsel der vergangenen Wochen.</translation>
    </message>
    <message>
        <source>Puzzles of the coming weeks. They unlock on the Monday of their week.</source>
        <translation>Rätsel der kommenden Wochen. Sie werden am Montag ihrer Woche freigeschaltet.</translation>
    </message>
    <message>
        <source>More levels shipped with the game.</source>
        <translation>Weitere Level, die dem Spiel beiliegen.</translation>
    </message>
    <message>
        <source>Your own levels and imported files.</source>
        <translation>Deine eigenen Level und importierte Dateien.</translation>
    </message>
    <message>
        <source>Files and share codes opened in this session.</source>
        <translation>In dieser Sitzung geöffnete Dateien und Teilen-Codes.</translation>
    </message>
    <message>
        <source>This level cannot be played yet: %1</source>
        <translation>Dieses Level ist noch nicht spielbar: %1</translation>
    </message>
    <message>
        <source>Open it with File › Edit this level to mend it.</source>
        <translation>Öffne es mit Datei › Dieses Level bearbeiten, um es zu reparieren.</translation>
    </message>
    <message>
        <source>Week %1, %2</source>
        <translation>Woche %1, %2</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>S&amp;pielen</translation>
    </message>
    <message>
        <source>%1 of %2 solved</source>
        <translation>%1 von %2 gelöst</translation>
    </message>
    <message>
        <source>Puzzles to come: %1. Each unlocks on the Monday of its week.</source>
        <translation>Kommende Rätsel: %1. Jedes wird am Montag seiner Woche freigeschaltet.</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>Give the selected level a new title; its file is renamed with it (F2)</source>
        <translation>Dem gewählten Level einen neuen Titel geben; seine Datei wird mit umbenannt (F2)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Move the selected level&apos;s file to the trash (Delete)</source>
        <translation>Die Datei des gewählten Levels in den Papierkorb verschieben (Entf)</translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation>Löschen &amp;rückgängig</translation>
    </message>
    <message>
        <source>Open &amp;folder</source>
        <translation>&amp;Ordner öffnen</translation>
    </message>
    <message>
        <source>Show the My levels folder in the file manager</source>
        <translation>Den Ordner „Meine Level“ im Dateimanager zeigen</translation>
    </message>
    <message>
        <source>Bring back “%1”</source>
        <translation>„%1“ zurückholen</translation>
    </message>
    <message>
        <source>“%1” is in the trash. Undo delete brings it back.</source>
        <translation>„%1“ liegt im Papierkorb. „Löschen rückgängig“ holt es zurück.</translation>
    </message>
    <message>
        <source>Rename level</source>
        <translation>Level umbenennen</translation>
    </message>
    <message>
        <source>New title:</source>
        <translation>Neuer Titel:</translation>
    </message>
    <message>
        <source>The folder cannot be shown: %1</source>
        <translation>Der Ordner kann nicht gezeigt werden: %1</translation>
    </message>
    <message>
        <source>Draft: %1</source>
        <translation>Entwurf: %1</translation>
    </message>
    <message>
        <source>Broken: %1</source>
        <translation>Defekt: %1</translation>
    </message>
    <message>
        <source>Without hints</source>
        <translation>Ohne Hinweise</translation>
    </message>
    <message>
        <source>Solution shown</source>
        <translation>Lösung gezeigt</translation>
    </message>
    <message>
        <source>No levels here yet. Make one with File › New level…, edit a copy of any level with File › Edit a copy, or copy level files into your folder with File › Import into My levels…:
%1</source>
        <translation>Noch keine Level hier. Erstelle eines mit Datei › Neues Level…, bearbeite eine Kopie eines beliebigen Levels mit Datei › Eine Kopie bearbeiten oder kopiere Level-Dateien mit Datei › In Meine Level importieren… in deinen Ordner:
%1</translation>
    </message>
    <message>
        <source>No levels here yet.</source>
        <translation>Noch keine Level hier.</translation>
    </message>
    <message>
        <source>Hub %1 · solvers: %2</source>
        <translation>Hub %1 · Lösende: %2</translation>
    </message>
    <message>
        <source>By %1</source>
        <translation>Von %1</translation>
    </message>
    <message>
        <source>Prize of the week: %1</source>
        <translation>Preis der Woche: %1</translation>
    </message>
    <message>
        <source>Making this week&apos;s puzzle…</source>
        <translation>Das Rätsel dieser Woche wird erstellt …</translation>
    </message>
    <message>
        <source>This week&apos;s puzzle could not be made on this computer.</source>
        <translation>Das Rätsel dieser Woche konnte auf diesem Computer nicht erstellt werden.</translation>
    </message>
    <message>
        <source>This week&apos;s puzzle was made on this computer.</source>
        <translation>Das Rätsel dieser Woche wurde auf diesem Computer erstellt.</translation>
    </message>
    <message>
        <source>Made on this computer: neither the game&apos;s weekly series nor a hub holds this week&apos;s puzzle yet. A hub of the same version makes the same puzzle, so your solve counts there too.</source>
        <translation>Auf diesem Computer erstellt: Weder die Wochenreihe des Spiels noch ein Hub hat das Rätsel dieser Woche schon. Ein Hub derselben Version erstellt dasselbe Rätsel, deine Lösung zählt also auch dort.</translation>
    </message>
</context>
<context>
    <name>ff::app::LevelLibrary</name>
    <message>
        <source>Tutorial</source>
        <translation>Einführung</translation>
    </message>
    <message>
        <source>This week</source>
        <translation>Diese Woche</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archiv</translation>
    </message>
    <message>
        <source>Upcoming</source>
        <translation>Demnächst</translation>
    </message>
    <message>
        <source>More levels</source>
        <translation>Weitere Level</translation>
    </message>
    <message>
        <source>Random puzzle</source>
        <translation>Zufallsrätsel</translation>
    </message>
    <message>
        <source>Community</source>
        <translation>Spieler-Level</translation>
    </message>
    <message>
        <source>My levels</source>
        <translation>Meine Level</translation>
    </message>
    <message>
        <source>Opened files</source>
        <translation>Geöffnete Dateien</translation>
    </message>
    <message>
        <source>The pack holds no levels.</source>
        <translation>Das Paket enthält keine Level.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 cannot be used: %2</source>
        <translation>%1 kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <source>%1 cannot be imported: %2</source>
        <translation>%1 kann nicht importiert werden: %2</translation>
    </message>
    <message>
        <source>%1 cannot be copied into %2.</source>
        <translation>%1 kann nicht nach %2 kopiert werden.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>“%1” is not in My levels and is not deleted.</source>
        <translation>„%1“ liegt nicht in „Meine Level“ und wird nicht gelöscht.</translation>
    </message>
    <message>
        <source>“%1” cannot be read: %2</source>
        <translation>„%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>“%1” cannot be moved to the trash: %2. It is still in My levels.</source>
        <translation>„%1“ kann nicht in den Papierkorb verschoben werden: %2. Die Datei ist weiter in „Meine Level“.</translation>
    </message>
    <message>
        <source>No deleted level to bring back.</source>
        <translation>Es gibt kein gelöschtes Level zum Zurückholen.</translation>
    </message>
    <message>
        <source>Only levels in My levels can be renamed.</source>
        <translation>Nur Level in „Meine Level“ können umbenannt werden.</translation>
    </message>
    <message>
        <source>Only a file holding one readable level can be renamed here; open packs and drafts in the editor.</source>
        <translation>Hier lässt sich nur eine Datei mit einem lesbaren Level umbenennen; Pakete und Entwürfe öffnest du im Editor.</translation>
    </message>
    <message>
        <source>A level needs a title.</source>
        <translation>Ein Level braucht einen Titel.</translation>
    </message>
    <message>
        <source>Another level in My levels is already called “%1”. Choose another title.</source>
        <translation>Ein anderes Level in „Meine Level“ heißt schon „%1“. Wähle einen anderen Titel.</translation>
    </message>
    <message>
        <source>My levels already holds a file named “%1”. Choose another title.</source>
        <translation>In „Meine Level“ gibt es schon eine Datei namens „%1“. Wähle einen anderen Titel.</translation>
    </message>
</context>
<context>
    <name>ff::app::MainMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>S&amp;pielen</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
</context>
<context>
    <name>ff::app::MainWindow</name>
    <message>
        <source>Levels</source>
        <translation>Levelauswahl</translation>
    </message>
    <message>
        <source>&amp;Back to levels</source>
        <translation>&amp;Zur Levelauswahl</translation>
    </message>
    <message>
        <source>Back to the level browser (Ctrl+L)</source>
        <translation>Zurück zur Levelauswahl (Strg+L)</translation>
    </message>
    <message>
        <source>&amp;Next unsolved</source>
        <translation>&amp;Nächstes ungelöstes</translation>
    </message>
    <message>
        <source>Open the next level you have not solved yet (Ctrl+N)</source>
        <translation>Das nächste Level öffnen, das du noch nicht gelöst hast (Strg+N)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>This level is no longer available.</source>
        <translation>Dieses Level ist nicht mehr verfügbar.</translation>
    </message>
    <message>
        <source>Every level is solved. Well done!</source>
        <translation>Alle Level sind gelöst. Gut gemacht!</translation>
    </message>
</context>
<context>
    <name>ff::app::OnlineSettingsPage</name>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>&amp;Register</source>
        <translation>&amp;Registrieren</translation>
    </message>
    <message>
        <source>&amp;Forget player</source>
        <translation>Spieler &amp;vergessen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>A hub brings the weekly puzzle, ranks your solutions and shares levels with other players. Without one the game is complete offline.</source>
        <translation>Ein Hub bringt das Wochenrätsel, stellt eine Rangliste deiner Lösungen auf und teilt Level mit anderen Spielern. Ohne Hub ist das Spiel offline vollständig.</translation>
    </message>
    <message>
        <source>none: play offline</source>
        <translation>keiner: offline spielen</translation>
    </message>
    <message>
        <source>the name others see</source>
        <translation>der Name, den andere sehen</translation>
    </message>
    <message>
        <source>Hub &amp;address:</source>
        <translation>Hub-&amp;Adresse:</translation>
    </message>
    <message>
        <source>Display &amp;name:</source>
        <translation>Angezeigter &amp;Name:</translation>
    </message>
    <message>
        <source>No hub: nothing is sent anywhere.</source>
        <translation>Kein Hub: Nichts wird irgendwohin gesendet.</translation>
    </message>
    <message>
        <source>You play as %1 on this hub.</source>
        <translation>Du spielst auf diesem Hub als %1.</translation>
    </message>
    <message>
        <source>Not registered on this hub: register once to have your solutions ranked.</source>
        <translation>Auf diesem Hub nicht registriert: Registriere dich einmal, damit deine Lösungen in die Rangliste kommen.</translation>
    </message>
    <message>
        <source>Asking the hub at %1…</source>
        <translation>Frage den Hub unter %1…</translation>
    </message>
    <message>
        <source>The hub at %1 answers.</source>
        <translation>Der Hub unter %1 antwortet.</translation>
    </message>
    <message>
        <source>Registering %1 at %2…</source>
        <translation>Registriere %1 bei %2…</translation>
    </message>
    <message>
        <source>Registered. Your solutions on this hub now count.</source>
        <translation>Registriert. Deine Lösungen zählen jetzt auf diesem Hub.</translation>
    </message>
    <message>
        <source>This computer no longer plays as that player on the hub. The hub keeps the player&apos;s solutions.</source>
        <translation>Dieser Computer spielt nicht mehr als dieser Spieler auf dem Hub. Der Hub behält die Lösungen des Spielers.</translation>
    </message>
    <message>
        <source>&amp;Move to another computer…</source>
        <translation>Auf einen anderen Computer &amp;umziehen…</translation>
    </message>
    <message>
        <source>&amp;Use an account from another computer…</source>
        <translation>Konto eines anderen Computers ü&amp;bernehmen…</translation>
    </message>
    <message>
        <source>Asking the hub at %1 for a transfer code…</source>
        <translation>Frage den Hub unter %1 nach einem Umzugscode…</translation>
    </message>
    <message>
        <source>Move to Another Computer</source>
        <translation>Auf einen anderen Computer umziehen</translation>
    </message>
    <message>
        <source>On the other computer, enter this code under Settings › Online › Use an account from another computer…, or with furunkulus-cli hub transfer. It works once, until %1. Once it is used, this computer no longer plays as %2.</source>
        <translation>Gib diesen Code auf dem anderen Computer unter Einstellungen › Online › Konto eines anderen Computers übernehmen… ein (oder mit furunkulus-cli hub transfer). Er gilt nur einmal und nur bis %1. Sobald er eingelöst ist, spielt dieser Computer nicht mehr als %2.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>Use an Account from Another Computer</source>
        <translation>Konto eines anderen Computers übernehmen</translation>
    </message>
    <message>
        <source>On the computer that plays as you, choose Settings › Online › Move to another computer… (or run furunkulus-cli hub transfer-code) and enter the code it shows. Afterwards that computer no longer plays as you.</source>
        <translation>Wähle auf dem Computer, auf dem du bisher spielst, Einstellungen › Online › Auf einen anderen Computer umziehen… (oder führe dort furunkulus-cli hub transfer-code aus) und gib hier den Code ein, den er zeigt. Danach spielt jener Computer nicht mehr als du.</translation>
    </message>
    <message>
        <source>Transfer &amp;code:</source>
        <translation>Umzugs&amp;code:</translation>
    </message>
    <message>
        <source>“%1” is no transfer code. A code has 16 letters and digits, like 7K3M-9QXZ-2B4D-HJ8R.</source>
        <translation>„%1“ ist kein Umzugscode. Ein Code hat 16 Buchstaben und Ziffern, etwa 7K3M-9QXZ-2B4D-HJ8R.</translation>
    </message>
    <message>
        <source>Asking the hub at %1 for the account…</source>
        <translation>Frage den Hub unter %1 nach dem Konto…</translation>
    </message>
    <message>
        <source>Too many transfer codes were entered from this address. Try again in a few minutes.</source>
        <translation>Von dieser Adresse wurden zu viele Umzugscodes eingegeben. Versuche es in ein paar Minuten noch einmal.</translation>
    </message>
    <message>
        <source>This computer now plays as %1.</source>
        <translation>Dieser Computer spielt jetzt als %1.</translation>
    </message>
    <message>
        <source>Given on the command line (furunkulus --hub) for this run only; without it the game plays offline.</source>
        <translation>Auf der Kommandozeile angegeben (furunkulus --hub), nur für diesen Start; ohne sie spielt das Spiel offline.</translation>
    </message>
    <message>
        <source>Given on the command line (furunkulus --hub) for this run only; without it the game uses the hub at %1.</source>
        <translation>Auf der Kommandozeile angegeben (furunkulus --hub), nur für diesen Start; ohne sie verwendet das Spiel den Hub unter %1.</translation>
    </message>
</context>
<context>
    <name>ff::app::PlayControls</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Re&amp;start</source>
        <translation>Neu&amp;start</translation>
    </message>
    <message>
        <source>Take every placed piece back (Ctrl+R)</source>
        <translation>Alle gesetzten Teile zurücknehmen (Strg+R)</translation>
    </message>
    <message>
        <source>&amp;Release the monster</source>
        <translation>&amp;Monster loslassen</translation>
    </message>
    <message>
        <source>Let the monster run once every piece is placed (Ctrl+Return)</source>
        <translation>Das Monster laufen lassen, sobald alle Teile gesetzt sind (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Rückgängig (Strg+Z)</translation>
    </message>
    <message>
        <source>Undo: %1 (Ctrl+Z)</source>
        <translation>Rückgängig: %1 (Strg+Z)</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Wiederholen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <source>Redo: %1 (Ctrl+Shift+Z)</source>
        <translation>Wiederholen: %1 (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <source>Animation speed: %1</source>
        <translation>Animationstempo: %1</translation>
    </message>
</context>
<context>
    <name>ff::app::PlayTracker</name>
    <message>
        <source>Show s&amp;olution…</source>
        <translation>&amp;Lösung zeigen…</translation>
    </message>
    <message>
        <source>Give up: place the solution and let the monster run; the level counts as solution shown</source>
        <translation>Aufgeben: die Lösung setzen und das Monster laufen lassen; das Level zählt dann als „Lösung gezeigt“</translation>
    </message>
    <message>
        <source>The hub did not take your solution: %1</source>
        <translation>Der Hub hat deine Lösung nicht angenommen: %1</translation>
    </message>
    <message>
        <source>Your solution waits: the hub at %1 cannot be reached now. It is sent as soon as the hub answers.</source>
        <translation>Deine Lösung wartet: Der Hub unter %1 ist gerade nicht erreichbar. Sie wird gesendet, sobald der Hub antwortet.</translation>
    </message>
    <message>
        <source>Your solution waits and is sent when the hub can take it. %1</source>
        <translation>Deine Lösung wartet und wird gesendet, sobald der Hub sie annehmen kann. %1</translation>
    </message>
    <message>
        <source>The hub&apos;s engine finds that your placement does not solve the level.</source>
        <translation>Die Engine des Hubs findet, dass deine Aufstellung das Level nicht löst.</translation>
    </message>
    <message>
        <source>The hub now has your solution of “%1”.</source>
        <translation>Der Hub hat jetzt deine Lösung von „%1“.</translation>
    </message>
    <message>
        <source>Rank %1 of %2 on the hub.</source>
        <translation>Rang %1 von %2 auf dem Hub.</translation>
    </message>
    <message>
        <source>Rank %1 on the hub.</source>
        <translation>Rang %1 auf dem Hub.</translation>
    </message>
    <message>
        <source>The hub counts your solve. Players who solved this level: %1.</source>
        <translation>Der Hub zählt deine Lösung. Spieler, die dieses Level gelöst haben: %1.</translation>
    </message>
    <message>
        <source>The hub has your solution.</source>
        <translation>Der Hub hat deine Lösung.</translation>
    </message>
    <message>
        <source>Your solution waits for the hub: register under Settings › Online to send it.</source>
        <translation>Deine Lösung wartet auf den Hub: Registriere dich unter Einstellungen › Online, um sie zu senden.</translation>
    </message>
    <message>
        <source>Sending your solution to the hub…</source>
        <translation>Deine Lösung wird an den Hub gesendet…</translation>
    </message>
    <message>
        <source>Show the solution?</source>
        <translation>Lösung zeigen?</translation>
    </message>
    <message>
        <source>Give up and see the solution? The level then counts as “solution shown”, never as solved without hints.</source>
        <translation>Aufgeben und die Lösung ansehen? Das Level zählt dann als „Lösung gezeigt“, nie als ohne Hinweise gelöst.</translation>
    </message>
    <message>
        <source>Show Solution</source>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <source>Keep Trying</source>
        <translation>Weiter probieren</translation>
    </message>
    <message>
        <source>This level has no solution to show.</source>
        <translation>Für dieses Level gibt es keine Lösung zu zeigen.</translation>
    </message>
    <message>
        <source>This is a solution. The level is marked “solution shown”.</source>
        <translation>Das ist eine Lösung. Das Level ist als „Lösung gezeigt“ markiert.</translation>
    </message>
    <message>
        <source>Your solution is kept for the hub: set a hub and register under Settings › Online to send it.</source>
        <translation>Deine Lösung wird für den Hub aufbewahrt: Trage unter Einstellungen › Online einen Hub ein und registriere dich, um sie zu senden.</translation>
    </message>
</context>
<context>
    <name>ff::app::PlayerPage</name>
    <message>
        <source>Leaderboard…</source>
        <translation>Bestenliste…</translation>
    </message>
    <message>
        <source>Replay my solution</source>
        <translation>Meine Lösung abspielen</translation>
    </message>
    <message>
        <source>Place your winning pieces again and watch the monster run</source>
        <translation>Deine Gewinner-Teile noch einmal setzen und dem Monster zusehen</translation>
    </message>
    <message>
        <source>Open the next level of this collection you have not solved yet (Enter)</source>
        <translation>Das nächste ungelöste Level dieser Sammlung öffnen (Eingabe)</translation>
    </message>
    <message>
        <source>The week&apos;s solvers on the hub, in the order they solved it</source>
        <translation>Wer das Wochenrätsel auf dem Hub gelöst hat, in der Reihenfolge der Lösungen</translation>
    </message>
    <message>
        <source>Solved without hints!</source>
        <translation>Ohne Hinweise gelöst!</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Gut gemacht!</translation>
    </message>
    <message>
        <source>Attempts: %1</source>
        <translation>Versuche: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Zeit: %1</translation>
    </message>
    <message>
        <source>Hints used: %1</source>
        <translation>Hinweise genutzt: %1</translation>
    </message>
    <message>
        <source>no hints used</source>
        <translation>keine Hinweise genutzt</translation>
    </message>
    <message>
        <source>the solution was shown before</source>
        <translation>die Lösung wurde vorher gezeigt</translation>
    </message>
    <message>
        <source>Best time: %1</source>
        <translation>Bestzeit: %1</translation>
    </message>
    <message>
        <source>Fewest attempts: %1</source>
        <translation>Wenigste Versuche: %1</translation>
    </message>
    <message>
        <source>New record!</source>
        <translation>Neuer Rekord!</translation>
    </message>
    <message>
        <source>All levels of this collection are solved.</source>
        <translation>Alle Level dieser Sammlung sind gelöst.</translation>
    </message>
    <message>
        <source>Difficulty %1 of 5</source>
        <translation>Schwierigkeit %1 von 5</translation>
    </message>
    <message>
        <source>Back to placing (Esc)</source>
        <translation>Zurück zum Setzen (Esc)</translation>
    </message>
    <message>
        <source>Next level (Enter)</source>
        <translation>Nächstes Level (Eingabe)</translation>
    </message>
    <message>
        <source>Leave the result and move your pieces again (Esc)</source>
        <translation>Das Ergebnis verlassen und die Teile wieder verschieben (Esc)</translation>
    </message>
</context>
<context>
    <name>ff::app::RandomPuzzleMaker</name>
    <message>
        <source>Pushing</source>
        <translation>Schieben</translation>
    </message>
    <message>
        <source>Teleporters</source>
        <translation>Teleporter</translation>
    </message>
    <message>
        <source>Crystals</source>
        <translation>Kristalle</translation>
    </message>
    <message>
        <source>Turning stones</source>
        <translation>Drehsteine</translation>
    </message>
    <message>
        <source>Blood</source>
        <translation>Blut</translation>
    </message>
    <message>
        <source>Wall crossing</source>
        <translation>Durch die Wand</translation>
    </message>
</context>
<context>
    <name>ff::app::RandomPuzzlePage</name>
    <message>
        <source>&amp;New puzzle</source>
        <translation>&amp;Neues Rätsel</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Random puzzle</source>
        <translation>Zufallsrätsel</translation>
    </message>
    <message>
        <source>A fresh puzzle whenever you like, made for you on the spot at the difficulty you choose. Each one has exactly one solution.</source>
        <translation>Ein frisches Rätsel, wann immer du willst, auf der Stelle für dich gemacht, in der Schwierigkeit deiner Wahl. Jedes hat genau eine Lösung.</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <source>Mechanics the puzzle must use (optional)</source>
        <translation>Mechaniken, die das Rätsel nutzen muss (optional)</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>Making a puzzle… attempt %1 · %2 s</source>
        <translation>Rätsel entsteht … Versuch %1 · %2 s</translation>
    </message>
    <message>
        <source>Last puzzle: difficulty %1 · seed %2</source>
        <translation>Letztes Rätsel: Schwierigkeit %1 · Startwert %2</translation>
    </message>
    <message>
        <source>No puzzle was found within %1 seconds. Try again, or ask for fewer mechanics.</source>
        <translation>In %1 Sekunden wurde kein Rätsel gefunden. Versuche es noch einmal oder wähle weniger Mechaniken.</translation>
    </message>
    <message>
        <source>Difficulty %1 of 5</source>
        <translation>Schwierigkeit %1 von 5</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>Leave empty for a fresh puzzle; a seed from a puzzle&apos;s title makes that puzzle again (with the same difficulty and mechanics)</source>
        <translation>Leer lassen für ein frisches Rätsel; ein Startwert aus dem Titel eines Rätsels macht dieses Rätsel noch einmal (mit derselben Schwierigkeit und denselben Mechaniken)</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <source>Go on with the random puzzle you have not solved yet</source>
        <translation>Mit dem Zufallsrätsel weitermachen, das du noch nicht gelöst hast</translation>
    </message>
    <message>
        <source>Discard the puzzle?</source>
        <translation>Rätsel verwerfen?</translation>
    </message>
    <message>
        <source>Discard and Make a New One</source>
        <translation>Verwerfen und ein neues machen</translation>
    </message>
    <message>
        <source>“%1”, not started</source>
        <translation>„%1“, noch nicht begonnen</translation>
    </message>
    <message>
        <source>The next puzzle is ready.</source>
        <translation>Das nächste Rätsel ist bereit.</translation>
    </message>
    <message>
        <source>By difficulty 1 to 5: %1</source>
        <translation>Nach Schwierigkeit 1 bis 5: %1</translation>
    </message>
    <message>
        <source>How many random puzzles you solved at each difficulty</source>
        <translation>Wie viele Zufallsrätsel du in jeder Schwierigkeit gelöst hast</translation>
    </message>
    <message>
        <source>“%1” is not a seed. A seed is written as a puzzle&apos;s title shows it: the digits 0–9 and a–f, at most 16 of them, up to 7fffffffffffffff.</source>
        <translation>„%1“ ist kein Startwert. Ein Startwert wird so geschrieben, wie ihn der Titel eines Rätsels zeigt: die Ziffern 0–9 und a–f, höchstens 16 davon, bis 7fffffffffffffff.</translation>
    </message>
    <message>
        <source>Back to the Puzzle</source>
        <translation>Zurück zum Rätsel</translation>
    </message>
    <message>
        <source>“%1”, %2 pieces placed</source>
        <translation>„%1“, %2 Teile gesetzt</translation>
    </message>
    <message>
        <source>“%1”, 1 piece placed</source>
        <translation>„%1“, 1 Teil gesetzt</translation>
    </message>
    <message>
        <source>Your random puzzle is not solved yet. A new puzzle replaces it: keep it in My levels to play it later, or discard it.</source>
        <translation>Dein Zufallsrätsel ist noch nicht gelöst. Ein neues Rätsel ersetzt es: Übernimm es in Meine Level, um es später zu spielen, oder verwirf es.</translation>
    </message>
    <message>
        <source>Keep and Make a New One</source>
        <translation>Behalten und ein neues machen</translation>
    </message>
</context>
<context>
    <name>ff::app::RandomPuzzles</name>
    <message>
        <source>New &amp;puzzle</source>
        <translation>Neues &amp;Rätsel</translation>
    </message>
    <message>
        <source>Another random puzzle of the same difficulty and mechanics (Ctrl+P)</source>
        <translation>Ein weiteres Zufallsrätsel mit derselben Schwierigkeit und denselben Mechaniken (Strg+P)</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message>
        <source>Keep this random puzzle in My levels (Ctrl+S)</source>
        <translation>Dieses Zufallsrätsel in Meine Level übernehmen (Strg+S)</translation>
    </message>
    <message>
        <source>Kept in My levels</source>
        <translation>In Meine Level aufbewahrt</translation>
    </message>
</context>
<context>
    <name>ff::app::ReportDialog</name>
    <message>
        <source>Report a Level</source>
        <translation>Level melden</translation>
    </message>
    <message>
        <source>Why should the operator of the hub look at “%1”? For example: it copies someone else&apos;s level, or its title is offensive.</source>
        <translation>Warum soll sich der Betreiber des Hubs „%1“ ansehen? Zum Beispiel: Es kopiert das Level von jemand anderem, oder sein Titel ist beleidigend.</translation>
    </message>
    <message>
        <source>Your reason</source>
        <translation>Dein Grund</translation>
    </message>
    <message>
        <source>&amp;Report</source>
        <translation>&amp;Melden</translation>
    </message>
    <message>
        <source>%1 of %2 characters</source>
        <translation>%1 von %2 Zeichen</translation>
    </message>
</context>
<context>
    <name>ff::app::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Quiet sounds for the monster&apos;s steps, pushes, bites and a win</source>
        <translation>Leise Töne für die Schritte des Monsters, fürs Schieben, Fressen und einen Sieg</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Animation &amp;speed:</source>
        <translation>Animations&amp;tempo:</translation>
    </message>
    <message>
        <source>Sound &amp;volume:</source>
        <translation>&amp;Lautstärke:</translation>
    </message>
    <message>
        <source>&amp;General</source>
        <translation>All&amp;gemein</translation>
    </message>
    <message>
        <source>&amp;Online</source>
        <translation>&amp;Online</translation>
    </message>
</context>
<context>
    <name>ff::editor::EditorBoardView</name>
    <message>
        <source>Paint blood</source>
        <translation>Blut malen</translation>
    </message>
    <message>
        <source>Shape the floor</source>
        <translation>Boden formen</translation>
    </message>
    <message>
        <source>Change the placement zone</source>
        <translation>Setzbereich ändern</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Radieren</translation>
    </message>
    <message>
        <source>Place pieces</source>
        <translation>Teile setzen</translation>
    </message>
    <message>
        <source>The monster cannot be deleted: every level has one. Drag it to move it.</source>
        <translation>Das Monster lässt sich nicht löschen: Jedes Level hat eines. Ziehe es, um es zu versetzen.</translation>
    </message>
</context>
<context>
    <name>ff::editor::EditorFiles</name>
    <message>
        <source>Untitled pack</source>
        <translation>Unbenanntes Paket</translation>
    </message>
    <message>
        <source>Cannot Open Level</source>
        <translation>Level kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>The level editor was closed unexpectedly. Unsaved work on &quot;%1&quot; from %2 was kept.</source>
        <translation>Der Level-Editor wurde unerwartet geschlossen. Ungespeicherte Arbeit an „%1“ vom %2 wurde aufbewahrt.</translation>
    </message>
    <message>
        <source>Recover opens it in the editor, where you can save it. Discard deletes it. Later keeps it and asks again at the next start.</source>
        <translation>„Wiederherstellen“ öffnet sie im Editor, wo du sie speichern kannst. „Verwerfen“ löscht sie. „Später“ bewahrt sie auf und fragt beim nächsten Start erneut.</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has unsaved changes. Save them?</source>
        <translation>„%1“ hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>Save Pack</source>
        <translation>Paket speichern</translation>
    </message>
    <message>
        <source>Save Level</source>
        <translation>Level speichern</translation>
    </message>
    <message>
        <source>Save as Draft</source>
        <translation>Als Entwurf speichern</translation>
    </message>
    <message>
        <source>Problems found in this pack or its levels: %1.</source>
        <translation>Probleme in diesem Paket oder seinen Leveln: %1.</translation>
    </message>
    <message>
        <source>This level has a problem (see the Problems list).</source>
        <translation>Dieses Level hat ein Problem (siehe die Liste „Probleme“).</translation>
    </message>
    <message>
        <source>This level has %1 problems (see the Problems list).</source>
        <translation>Dieses Level hat %1 Probleme (siehe die Liste „Probleme“).</translation>
    </message>
    <message>
        <source>It can be saved as a draft to work on later, but it cannot be played or shared as a puzzle until they are fixed.</source>
        <translation>Es kann als Entwurf gespeichert und später weiterbearbeitet werden, aber erst nach der Behebung als Rätsel gespielt oder geteilt werden.</translation>
    </message>
    <message>
        <source>Save the level with this solution anyway?</source>
        <translation>Das Level trotzdem mit dieser Lösung speichern?</translation>
    </message>
    <message>
        <source>Save Anyway</source>
        <translation>Trotzdem speichern</translation>
    </message>
    <message>
        <source>Save Failed</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <source>Nothing is lost: the level is still open. Try another folder or file name.</source>
        <translation>Nichts ist verloren: Das Level ist noch geöffnet. Versuche einen anderen Ordner oder Dateinamen.</translation>
    </message>
    <message>
        <source>Saved as a draft: %1</source>
        <translation>Als Entwurf gespeichert: %1</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>Gespeichert: %1</translation>
    </message>
    <message>
        <source>Open Level</source>
        <translation>Level öffnen</translation>
    </message>
    <message>
        <source>Cannot open the share code</source>
        <translation>Der Teilen-Code kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>ff::editor::EditorWindow</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Legend</source>
        <translation>&amp;Legende</translation>
    </message>
    <message>
        <source>What every piece and mark of the board does</source>
        <translation>Was jedes Teil und jedes Zeichen auf dem Spielfeld bewirkt</translation>
    </message>
    <message>
        <source>Valid</source>
        <translation>Gültig</translation>
    </message>
    <message>
        <source>1 problem</source>
        <translation>1 Problem</translation>
    </message>
    <message>
        <source>%1 problems</source>
        <translation>%1 Probleme</translation>
    </message>
    <message>
        <source>Cell %1</source>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New level…</source>
        <translation>&amp;Neues Level…</translation>
    </message>
    <message>
        <source>A new level on the standard board, with the basic layout, or on a board of your size</source>
        <translation>Ein neues Level auf dem Standardspielfeld, mit der Grundaufstellung oder auf einem Spielfeld in selbst gewählter Größe</translation>
    </message>
    <message>
        <source>New &amp;pack</source>
        <translation>Neues &amp;Paket</translation>
    </message>
    <message>
        <source>A pack keeps several levels in order in one file</source>
        <translation>Ein Paket hält mehrere Level geordnet in einer Datei</translation>
    </message>
    <message>
        <source>&amp;Generate…</source>
        <translation>&amp;Generieren…</translation>
    </message>
    <message>
        <source>A new level with exactly one solution, made by the puzzle generator</source>
        <translation>Ein neues Level mit genau einer Lösung, vom Rätselgenerator erzeugt</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Pu&amp;blish…</source>
        <translation>&amp;Veröffentlichen…</translation>
    </message>
    <message>
        <source>Send the level to the hub, where every player can play it</source>
        <translation>Das Level an den Hub senden, wo alle Spieler es spielen können</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Schl&amp;ießen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>&amp;Turn monster or arrow</source>
        <translation>Monster oder Pfeil &amp;drehen</translation>
    </message>
    <message>
        <source>Turns the monster or the teleporter arrow on the selected cell (R on the board)</source>
        <translation>Dreht das Monster oder den Teleporterpfeil auf dem gewählten Feld (R auf dem Spielfeld)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <source>&amp;Test-play</source>
        <translation>&amp;Probespielen</translation>
    </message>
    <message>
        <source>Play the current draft without saving; F5 again returns to the editor</source>
        <translation>Den aktuellen Entwurf ohne Speichern spielen; F5 führt zurück in den Editor</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>Select and move</source>
        <translation>Auswählen und verschieben</translation>
    </message>
    <message>
        <source>Click a cell to select it; drag a piece, teleporter or the monster to move it. Delete removes, R turns.</source>
        <translation>Klicke ein Feld an, um es zu wählen; ziehe ein Teil, einen Teleporter oder das Monster, um es zu verschieben. Entf entfernt, R dreht.</translation>
    </message>
    <message>
        <source>Blood pool (drag to paint)</source>
        <translation>Blutlache (zum Malen ziehen)</translation>
    </message>
    <message>
        <source>Drag to paint a blood pool; painting next to a pool extends it.</source>
        <translation>Ziehe, um eine Blutlache zu malen; Malen neben einer Lache vergrößert sie.</translation>
    </message>
    <message>
        <source>Teleporter (click an end to turn its arrow)</source>
        <translation>Teleporter (ein Ende anklicken dreht seinen Pfeil)</translation>
    </message>
    <message>
        <source>Click to place teleporter ends (pairs are named A, B, ...); click an end again to turn its arrow.</source>
        <translation>Klicke, um Teleporterenden zu setzen (Paare heißen A, B, …); klicke ein Ende erneut an, um seinen Pfeil zu drehen.</translation>
    </message>
    <message>
        <source>Monster (click it to turn it)</source>
        <translation>Monster (anklicken zum Drehen)</translation>
    </message>
    <message>
        <source>Click to put the monster on a cell; click it again to turn it.</source>
        <translation>Klicke, um das Monster auf ein Feld zu stellen; klicke es erneut an, um es zu drehen.</translation>
    </message>
    <message>
        <source>Void cells (custom boards, mirrored)</source>
        <translation>Randfelder (eigene Spielfelder, gespiegelt)</translation>
    </message>
    <message>
        <source>Custom boards: click or drag to cut cells out of the floor; each mirror cell follows.</source>
        <translation>Eigene Spielfelder: Klicke oder ziehe, um Felder aus dem Boden zu schneiden; das Spiegelfeld folgt jeweils.</translation>
    </message>
    <message>
        <source>Placement zone</source>
        <translation>Setzbereich</translation>
    </message>
    <message>
        <source>Click or drag to mark the cells the player may place on; no marks = everywhere.</source>
        <translation>Klicke oder ziehe, um die Felder zu markieren, auf die gesetzt werden darf; keine Markierung = überall.</translation>
    </message>
    <message>
        <source>Erase (or right-click)</source>
        <translation>Radieren (oder Rechtsklick)</translation>
    </message>
    <message>
        <source>Click or drag to remove pieces, teleporters and blood (right-click works with every tool).</source>
        <translation>Klicke oder ziehe, um Teile, Teleporter und Blut zu entfernen (Rechtsklick geht mit jedem Werkzeug).</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source> Token colour: </source>
        <translation> Figurenfarbe: </translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>  Number: </source>
        <translation>  Nummer: </translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Paket</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>&lt;opened level&gt;</source>
        <translation>&lt;geöffnetes Level&gt;</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Test-playing the draft: place the inventory and release the monster. F5 returns to the editor.</source>
        <translation>Probespiel des Entwurfs: Setze den Vorrat und lass das Monster los. F5 führt zurück in den Editor.</translation>
    </message>
    <message>
        <source>Back to the &amp;editor</source>
        <translation>Zurück zum &amp;Editor</translation>
    </message>
    <message>
        <source>%1 (level %2 of %3)</source>
        <translation>%1 (Level %2 von %3)</translation>
    </message>
    <message>
        <source>Send the level to the hub at %1, where every player can play it</source>
        <translation>Das Level an den Hub unter %1 senden, wo alle Spieler es spielen können</translation>
    </message>
    <message>
        <source>Published: %1</source>
        <translation>Veröffentlicht: %1</translation>
    </message>
    <message>
        <source>%1[*] — Level Editor — %2</source>
        <translation>%1[*] — Level-Editor — %2</translation>
    </message>
    <message>
        <source>Verify the level, then send it to the hub at %1, where every player can play it</source>
        <translation>Das Level prüfen und dann an den Hub unter %1 schicken, wo jeder Spieler es spielen kann</translation>
    </message>
    <message>
        <source>Verifying the level before it is published…</source>
        <translation>Das Level wird vor dem Veröffentlichen geprüft …</translation>
    </message>
</context>
<context>
    <name>ff::editor::GenerateDialog</name>
    <message>
        <source>Turning to the nearest token</source>
        <translation>Drehung zur nächsten Figur</translation>
    </message>
    <message>
        <source>Tie between rays</source>
        <translation>Gleichstand zwischen Blickrichtungen</translation>
    </message>
    <message>
        <source>Pushing</source>
        <translation>Schieben</translation>
    </message>
    <message>
        <source>Crushing at the edge</source>
        <translation>Zerquetschen am Rand</translation>
    </message>
    <message>
        <source>Crushing on a teleporter</source>
        <translation>Zerquetschen auf einem Teleporter</translation>
    </message>
    <message>
        <source>Crushing into the monster</source>
        <translation>Zerquetschen am Monster</translation>
    </message>
    <message>
        <source>Wall crossing</source>
        <translation>Durch die Wand</translation>
    </message>
    <message>
        <source>Monster slides on blood</source>
        <translation>Monster rutscht auf Blut</translation>
    </message>
    <message>
        <source>Object slides on blood</source>
        <translation>Objekt rutscht auf Blut</translation>
    </message>
    <message>
        <source>Teleporting</source>
        <translation>Teleportieren</translation>
    </message>
    <message>
        <source>Right-turning stone</source>
        <translation>Rechts-Drehstein</translation>
    </message>
    <message>
        <source>Left-turning stone</source>
        <translation>Links-Drehstein</translation>
    </message>
    <message>
        <source>U-turn stone</source>
        <translation>Wendestein</translation>
    </message>
    <message>
        <source>Sight blocked by a stone</source>
        <translation>Sicht durch einen Stein verdeckt</translation>
    </message>
    <message>
        <source>Sight through a crystal</source>
        <translation>Sicht durch einen Kristall</translation>
    </message>
    <message>
        <source>Surviving in a loop</source>
        <translation>Überleben in einer Schleife</translation>
    </message>
    <message>
        <source>The difficulty must be 1 to 5.</source>
        <translation>Die Schwierigkeit muss 1 bis 5 sein.</translation>
    </message>
    <message>
        <source>Difficulty %1 needs %1 to %2 pieces to place.</source>
        <translation>Schwierigkeit %1 braucht %1 bis %2 zu setzende Teile.</translation>
    </message>
    <message>
        <source>A board is %1 to %2 cells wide and high.</source>
        <translation>Ein Spielfeld ist %1 bis %2 Felder breit und hoch.</translation>
    </message>
    <message>
        <source>A %1 × %2 board is too small for the pieces to place (%3): make it larger.</source>
        <translation>Ein Spielfeld mit %1 × %2 Feldern ist zu klein für die zu setzenden Teile (%3): Vergrößere es.</translation>
    </message>
    <message>
        <source>A mechanic cannot be both used and avoided.</source>
        <translation>Eine Mechanik kann nicht zugleich vorkommen müssen und nicht vorkommen dürfen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs the goal &quot;%2&quot;.</source>
        <translation>„%1“ braucht das Ziel „%2“.</translation>
    </message>
    <message>
        <source>Survive forever</source>
        <translation>Ewig überleben</translation>
    </message>
    <message>
        <source>Generate a Level</source>
        <translation>Level generieren</translation>
    </message>
    <message>
        <source>The generator makes a new level with exactly one solution at the difficulty you ask for. The same options always give the same level.</source>
        <translation>Der Generator erzeugt ein neues Level mit genau einer Lösung in der gewünschten Schwierigkeit. Dieselben Einstellungen ergeben immer dasselbe Level.</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>Zu&amp;fällig</translation>
    </message>
    <message>
        <source>Draw a new seed</source>
        <translation>Einen neuen Startwert ziehen</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <source>1 easy … 5 fiendish, as the grader rates levels</source>
        <translation>1 leicht … 5 teuflisch, wie die Bewertung Level einstuft</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Schwierigkeit:</translation>
    </message>
    <message>
        <source>as the difficulty</source>
        <translation>wie die Schwierigkeit</translation>
    </message>
    <message>
        <source>Pieces the player places: at least the difficulty</source>
        <translation>Teile, die gesetzt werden: mindestens so viele wie die Schwierigkeit</translation>
    </message>
    <message>
        <source>&amp;Pieces to place:</source>
        <translation>Zu setzende &amp;Teile:</translation>
    </message>
    <message>
        <source>Standard board with the basic layout</source>
        <translation>Standardspielfeld mit der Grundaufstellung</translation>
    </message>
    <message>
        <source>Empty standard board</source>
        <translation>Leeres Standardspielfeld</translation>
    </message>
    <message>
        <source>Standard board with a layout of its own</source>
        <translation>Standardspielfeld mit eigener Aufstellung</translation>
    </message>
    <message>
        <source>Custom size</source>
        <translation>Eigene Größe</translation>
    </message>
    <message>
        <source>Width in cells</source>
        <translation>Breite in Feldern</translation>
    </message>
    <message>
        <source>Height in cells</source>
        <translation>Höhe in Feldern</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>Spielfel&amp;d:</translation>
    </message>
    <message>
        <source>Eat every enemy</source>
        <translation>Alle Gegner fressen</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Time limit:</source>
        <translation>Zeit&amp;limit:</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Generieren</translation>
    </message>
    <message>
        <source>Kinds of pieces to place (none ticked: all seven)</source>
        <translation>Arten der zu setzenden Teile (keine angekreuzt: alle sieben)</translation>
    </message>
    <message>
        <source>Mechanics the solution&apos;s run uses</source>
        <translation>Mechaniken im Lauf der Lösung</translation>
    </message>
    <message>
        <source>either way</source>
        <translation>egal</translation>
    </message>
    <message>
        <source>must use</source>
        <translation>muss vorkommen</translation>
    </message>
    <message>
        <source>must avoid</source>
        <translation>darf nicht vorkommen</translation>
    </message>
    <message>
        <source>The seed must be a number from 0 to %1.</source>
        <translation>Der Startwert muss eine Zahl von 0 bis %1 sein.</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Wird generiert…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>No level found within %1 s. Try another seed, more time, or fewer mechanics to use or avoid.</source>
        <translation>In %1 s wurde kein Level gefunden. Versuche einen anderen Startwert, mehr Zeit oder weniger Vorgaben zu den Mechaniken.</translation>
    </message>
    <message>
        <source>Stop the generator</source>
        <translation>Den Generator anhalten</translation>
    </message>
    <message>
        <source>G&amp;oal:</source>
        <translation>&amp;Ziel:</translation>
    </message>
</context>
<context>
    <name>ff::editor::HubProblemText</name>
    <message>
        <source>the %1 on %2</source>
        <translation>das Teil „%1“ auf %2</translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation>Level %1: %2</translation>
    </message>
    <message>
        <source>A published level places at most %1 pieces; this one places %2.</source>
        <translation>Ein veröffentlichtes Level setzt höchstens %1 Teile; dieses setzt %2.</translation>
    </message>
    <message>
        <source>A published level places at most %1 pieces; this one places more.</source>
        <translation>Ein veröffentlichtes Level setzt höchstens %1 Teile; dieses setzt mehr.</translation>
    </message>
    <message>
        <source>Not solvable: no placement of the inventory makes the monster win.</source>
        <translation>Nicht lösbar: Keine Aufstellung des Vorrats lässt das Monster gewinnen.</translation>
    </message>
    <message>
        <source>Not unique: one solution places %1, another %2. A published level has exactly one solution.</source>
        <translation>Nicht eindeutig: Eine Lösung setzt %1, eine andere %2. Ein veröffentlichtes Level hat genau eine Lösung.</translation>
    </message>
    <message>
        <source>Not unique: the level has more than one solution. A published level has exactly one.</source>
        <translation>Nicht eindeutig: Das Level hat mehr als eine Lösung. Ein veröffentlichtes Level hat genau eine.</translation>
    </message>
    <message>
        <source>The stored solution does not solve the level; its only solution places %1.</source>
        <translation>Die gespeicherte Lösung löst das Level nicht; seine einzige Lösung setzt %1.</translation>
    </message>
    <message>
        <source>The stored solution does not solve the level.</source>
        <translation>Die gespeicherte Lösung löst das Level nicht.</translation>
    </message>
    <message>
        <source>In the solution, %1 is not needed: the level is won without it. A published level needs every piece of its solution.</source>
        <translation>In der Lösung wird %1 nicht gebraucht: Das Level ist auch ohne dieses Teil gelöst. Ein veröffentlichtes Level braucht jedes Teil seiner Lösung.</translation>
    </message>
    <message>
        <source>In the solution, %1 pieces are not needed: %2. The level is won without them. A published level needs every piece of its solution.</source>
        <translation>In der Lösung werden %1 Teile nicht gebraucht: %2. Das Level ist auch ohne diese Teile gelöst. Ein veröffentlichtes Level braucht jedes Teil seiner Lösung.</translation>
    </message>
    <message>
        <source>Not every piece of the solution is needed: the level is won without some of them. A published level needs every piece of its solution.</source>
        <translation>Nicht jedes Teil der Lösung wird gebraucht: Das Level ist auch ohne einige davon gelöst. Ein veröffentlichtes Level braucht jedes Teil seiner Lösung.</translation>
    </message>
</context>
<context>
    <name>ff::editor::LevelEditDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Make a pack</source>
        <translation>Paket anlegen</translation>
    </message>
    <message>
        <source>Add a level</source>
        <translation>Level hinzufügen</translation>
    </message>
    <message>
        <source>Remove a level</source>
        <translation>Level entfernen</translation>
    </message>
    <message>
        <source>Move a level</source>
        <translation>Level verschieben</translation>
    </message>
    <message>
        <source>Edit the pack</source>
        <translation>Paket bearbeiten</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <source>Paint blood</source>
        <translation>Blut malen</translation>
    </message>
    <message>
        <source>Place teleporter %1</source>
        <translation>Teleporter %1 setzen</translation>
    </message>
    <message>
        <source>Turn teleporter arrow</source>
        <translation>Teleporterpfeil drehen</translation>
    </message>
    <message>
        <source>Move monster</source>
        <translation>Monster versetzen</translation>
    </message>
    <message>
        <source>Turn monster</source>
        <translation>Monster drehen</translation>
    </message>
    <message>
        <source>Make cells void</source>
        <translation>Felder entfernen</translation>
    </message>
    <message>
        <source>Make cells floor</source>
        <translation>Felder zum Boden machen</translation>
    </message>
    <message>
        <source>Allow placing</source>
        <translation>Setzen erlauben</translation>
    </message>
    <message>
        <source>Forbid placing</source>
        <translation>Setzen verbieten</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <source>Move teleporter</source>
        <translation>Teleporter verschieben</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Nothing can stand on a void cell.</source>
        <translation>Auf einem leeren Randfeld kann nichts stehen.</translation>
    </message>
    <message>
        <source>The standard board&apos;s void cells are fixed; start a custom board to shape the floor.</source>
        <translation>Die Randfelder des Standardspielfelds sind fest; beginne ein eigenes Spielfeld, um den Boden zu formen.</translation>
    </message>
    <message>
        <source>An object already stands there.</source>
        <translation>Dort steht schon ein Gegenstand.</translation>
    </message>
    <message>
        <source>The monster stands there.</source>
        <translation>Dort steht das Monster.</translation>
    </message>
    <message>
        <source>That cell is blood.</source>
        <translation>Dieses Feld ist Blut.</translation>
    </message>
    <message>
        <source>A teleporter is there.</source>
        <translation>Dort ist ein Teleporter.</translation>
    </message>
    <message>
        <source>Clear the cell and its mirror cell first (pieces, monster, exit and entrance).</source>
        <translation>Räume zuerst das Feld und sein Spiegelfeld (Teile, Monster, Ausgang und Eingang).</translation>
    </message>
    <message>
        <source>There is nothing there.</source>
        <translation>Dort ist nichts.</translation>
    </message>
    <message>
        <source>Blood and teleporters are not objects: they have tools of their own.</source>
        <translation>Blut und Teleporter sind keine Gegenstände: Sie haben eigene Werkzeuge.</translation>
    </message>
    <message>
        <source>Drop the stored solution</source>
        <translation>Gespeicherte Lösung verwerfen</translation>
    </message>
</context>
<context>
    <name>ff::editor::LevelPropertiesPanel</name>
    <message>
        <source>Details</source>
        <translation>Angaben</translation>
    </message>
    <message>
        <source>e.g. weekly-2026-w48</source>
        <translation>z. B. weekly-2026-w48</translation>
    </message>
    <message>
        <source>1 to 64 characters of a-z, 0-9, &quot;-&quot;, &quot;_&quot; and &quot;.&quot;; unique inside a pack. It follows the title until you change it.</source>
        <translation>1 bis 64 Zeichen aus a-z, 0-9, „-“, „_“ und „.“; innerhalb eines Pakets eindeutig. Sie folgt dem Titel, bis du sie änderst.</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>optional, e.g. 2026-W48</source>
        <translation>optional, z. B. 2026-W48</translation>
    </message>
    <message>
        <source>The ISO week in which the level is released as the weekly puzzle.</source>
        <translation>Die ISO-Woche, in der das Level als Wochenrätsel erscheint.</translation>
    </message>
    <message>
        <source>Not rated</source>
        <translation>Nicht bewertet</translation>
    </message>
    <message>
        <source>1 – easy</source>
        <translation>1 – leicht</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>5 – fiendish</source>
        <translation>5 – teuflisch</translation>
    </message>
    <message>
        <source>optional, one line</source>
        <translation>optional, eine Zeile</translation>
    </message>
    <message>
        <source>Eat every enemy (default)</source>
        <translation>Alle Gegner fressen (Standard)</translation>
    </message>
    <message>
        <source>Eat every enemy (stated)</source>
        <translation>Alle Gegner fressen (angegeben)</translation>
    </message>
    <message>
        <source>Survive forever</source>
        <translation>Ewig überleben</translation>
    </message>
    <message>
        <source>With &quot;survive forever&quot; the monster must wander forever without eating an own token.</source>
        <translation>Bei „Ewig überleben“ muss das Monster ewig umherwandern, ohne eine eigene Figur zu fressen.</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;Kennung:</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Autor:</translation>
    </message>
    <message>
        <source>&amp;Week:</source>
        <translation>W&amp;oche:</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>S&amp;chwierigkeit:</translation>
    </message>
    <message>
        <source>&amp;Goal:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>Set difficulty</source>
        <translation>Schwierigkeit festlegen</translation>
    </message>
    <message>
        <source>Set goal</source>
        <translation>Ziel festlegen</translation>
    </message>
    <message>
        <source>Inventory</source>
        <translation>Vorrat</translation>
    </message>
    <message>
        <source>The pieces the player gets. Every one of them must be placed before the monster can be released.</source>
        <translation>Die Teile, die zum Setzen bereitstehen. Alle müssen gesetzt sein, bevor das Monster losgelassen werden kann.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove from inventory</source>
        <translation>Aus dem Vorrat entfernen</translation>
    </message>
    <message>
        <source>Translations</source>
        <translation>Übersetzungen</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>language, e.g. de</source>
        <translation>Sprache, z. B. de</translation>
    </message>
    <message>
        <source>Add translation</source>
        <translation>Übersetzung hinzufügen</translation>
    </message>
    <message>
        <source>Edit id</source>
        <translation>Kennung bearbeiten</translation>
    </message>
    <message>
        <source>Edit title</source>
        <translation>Titel bearbeiten</translation>
    </message>
    <message>
        <source>Edit author</source>
        <translation>Autor bearbeiten</translation>
    </message>
    <message>
        <source>Edit week</source>
        <translation>Woche bearbeiten</translation>
    </message>
    <message>
        <source>Edit hint</source>
        <translation>Hinweis bearbeiten</translation>
    </message>
    <message>
        <source>Edit translation</source>
        <translation>Übersetzung bearbeiten</translation>
    </message>
    <message>
        <source>Add to inventory</source>
        <translation>Zum Vorrat hinzufügen</translation>
    </message>
    <message>
        <source>Change inventory count</source>
        <translation>Anzahl im Vorrat ändern</translation>
    </message>
    <message>
        <source>Tit&amp;le:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>Hi&amp;nt:</source>
        <translation>Hi&amp;nweis:</translation>
    </message>
    <message>
        <source>Players see: %1</source>
        <translation>Spieler sehen: %1</translation>
    </message>
</context>
<context>
    <name>ff::editor::NewLevelDialog</name>
    <message>
        <source>&amp;Empty standard board</source>
        <translation>&amp;Leeres Standardspielfeld</translation>
    </message>
    <message>
        <source>Standard board with the &amp;basic layout</source>
        <translation>Standardspielfeld mit der &amp;Grundaufstellung</translation>
    </message>
    <message>
        <source>&amp;Custom board</source>
        <translation>&amp;Eigenes Spielfeld</translation>
    </message>
    <message>
        <source>New Level</source>
        <translation>Neues Level</translation>
    </message>
    <message>
        <source>What should the new level start from?</source>
        <translation>Womit soll das neue Level beginnen?</translation>
    </message>
    <message>
        <source>The game&apos;s board of 16 × 11 cells with nothing on it but the monster at the exit.</source>
        <translation>Das Spielfeld des Brettspiels mit 16 × 11 Feldern, auf dem nur das Monster am Ausgang steht.</translation>
    </message>
    <message>
        <source>The game&apos;s board with the rulebook&apos;s eleven stones and two blood pools, ready for tokens.</source>
        <translation>Das Spielfeld des Brettspiels mit den elf Steinen und zwei Blutlachen aus der Spielregel, bereit für Figuren.</translation>
    </message>
    <message>
        <source>A rectangle of floor in a size of your choice. Shape it with the Void tool: every void cell gets its mirror cell, so the monster can always cross the walls.</source>
        <translation>Eine rechteckige Bodenfläche in selbst gewählter Größe. Forme sie mit dem Werkzeug „Randfelder“: Zu jedem Randfeld kommt sein Spiegelfeld hinzu, sodass das Monster immer durch die Wände gehen kann.</translation>
    </message>
    <message>
        <source> cells</source>
        <translation> Felder</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Breite:</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>&amp;Höhe:</translation>
    </message>
    <message>
        <source>C&amp;reate</source>
        <translation>E&amp;rstellen</translation>
    </message>
</context>
<context>
    <name>ff::editor::PackPanel</name>
    <message>
        <source>This file holds one level. A pack keeps several levels in one file, in order (a tutorial, a season of weekly puzzles).</source>
        <translation>Diese Datei enthält ein Level. Ein Paket hält mehrere Level geordnet in einer Datei (eine Einführung, eine Saison Wochenrätsel).</translation>
    </message>
    <message>
        <source>Make a Pack of This Level</source>
        <translation>Aus diesem Level ein Paket machen</translation>
    </message>
    <message>
        <source>Pack id:</source>
        <translation>Paketkennung:</translation>
    </message>
    <message>
        <source>Pack title:</source>
        <translation>Pakettitel:</translation>
    </message>
    <message>
        <source>New Level</source>
        <translation>Neues Level</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>ff::editor::PublishDialog</name>
    <message>
        <source>Only single levels can be published from the editor: open a level of the pack on its own (or publish the pack file with furunkulus-cli hub publish).</source>
        <translation>Im Editor lassen sich nur einzelne Level veröffentlichen: Öffne ein Level des Pakets für sich (oder veröffentliche die Paketdatei mit furunkulus-cli hub publish).</translation>
    </message>
    <message>
        <source>No hub is set: choose one under Settings › Online in the main window.</source>
        <translation>Kein Hub eingestellt: Wähle einen unter Einstellungen › Online im Hauptfenster.</translation>
    </message>
    <message>
        <source>You have no player on the hub at %1: register under Settings › Online in the main window.</source>
        <translation>Du hast keinen Spieler auf dem Hub unter %1: Registriere dich unter Einstellungen › Online im Hauptfenster.</translation>
    </message>
    <message>
        <source>The level has problems (see the Problems list): only a valid level can be published.</source>
        <translation>Das Level hat Probleme (siehe die Liste „Probleme“): Nur ein gültiges Level kann veröffentlicht werden.</translation>
    </message>
    <message>
        <source>Verify the level first: only a level proven to have exactly one solution, every piece of it needed, can be published.</source>
        <translation>Prüfe das Level zuerst: Nur ein Level, das nachweislich genau eine Lösung hat, in der jedes Teil gebraucht wird, kann veröffentlicht werden.</translation>
    </message>
    <message>
        <source>Verify is still running.</source>
        <translation>Die Prüfung läuft noch.</translation>
    </message>
    <message>
        <source>Verify found no solution: the level cannot be published.</source>
        <translation>Die Prüfung hat keine Lösung gefunden: Das Level kann nicht veröffentlicht werden.</translation>
    </message>
    <message>
        <source>Verify found more than one solution: only a unique level can be published (Make It Unique helps).</source>
        <translation>Die Prüfung hat mehr als eine Lösung gefunden: Nur ein eindeutiges Level kann veröffentlicht werden („Eindeutig machen“ hilft).</translation>
    </message>
    <message>
        <source>The stored solution does not solve the level: store the one Verify found.</source>
        <translation>Die gespeicherte Lösung löst das Level nicht: Speichere die Lösung, die die Prüfung gefunden hat.</translation>
    </message>
    <message>
        <source>Verify is still checking that every piece of the solution is needed.</source>
        <translation>Die Prüfung kontrolliert noch, ob jedes Teil der Lösung gebraucht wird.</translation>
    </message>
    <message>
        <source>Not every piece of the solution is needed (see Verify): a published level needs all of them.</source>
        <translation>Nicht jedes Teil der Lösung wird gebraucht (siehe Prüfung): Ein veröffentlichtes Level braucht alle.</translation>
    </message>
    <message>
        <source>The level places more than %1 pieces: the hub cannot check that each is needed.</source>
        <translation>Das Level setzt mehr als %1 Teile: Der Hub kann nicht prüfen, ob jedes gebraucht wird.</translation>
    </message>
    <message>
        <source>The hub at %1 refused your player&apos;s token: it has expired or is not one the hub gave. Register again under Settings › Online in the main window, then publish again.</source>
        <translation>Der Hub unter %1 hat das Token deines Spielers abgelehnt: Es ist abgelaufen oder stammt nicht von diesem Hub. Registriere dich unter Einstellungen › Online im Hauptfenster neu und veröffentliche dann noch einmal.</translation>
    </message>
    <message>
        <source>Cancelled. If the level had already reached the hub, it may be published anyway; publishing it again then says so.</source>
        <translation>Abgebrochen. Falls das Level den Hub schon erreicht hatte, ist es vielleicht trotzdem veröffentlicht; ein erneutes Veröffentlichen sagt es dann.</translation>
    </message>
    <message>
        <source>The hub refused the level:</source>
        <translation>Der Hub hat das Level abgelehnt:</translation>
    </message>
    <message>
        <source>Nothing was published; your level is unchanged.</source>
        <translation>Nichts wurde veröffentlicht; dein Level ist unverändert.</translation>
    </message>
    <message>
        <source>&amp;Copy address</source>
        <translation>Adresse &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Publish</source>
        <translation>&amp;Veröffentlichen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Publish Level</source>
        <translation>Level veröffentlichen</translation>
    </message>
    <message>
        <source>Publish “%1” on the hub, where every player can play it. The hub proves it again with its engine first. Your level stays as it is.</source>
        <translation>„%1“ auf dem Hub veröffentlichen, wo alle Spieler es spielen können. Der Hub prüft es vorher noch einmal mit seiner Engine. Dein Level bleibt, wie es ist.</translation>
    </message>
    <message>
        <source>Hub:</source>
        <translation>Hub:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Level:</translation>
    </message>
    <message>
        <source>Put the address into the clipboard</source>
        <translation>Die Adresse in die Zwischenablage legen</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>Sending the level; the hub checks it with its engine…</source>
        <translation>Das Level wird gesendet; der Hub prüft es mit seiner Engine…</translation>
    </message>
    <message>
        <source>The level has reached the hub, which proves it with its engine…</source>
        <translation>Das Level ist beim Hub angekommen, der es mit seiner Engine prüft…</translation>
    </message>
    <message>
        <source>Published: every player on the hub can play “%1” now. They find it on the Community page; the address below opens it too (Paste share code, or as furunkulus ADDRESS).</source>
        <translation>Veröffentlicht: Alle Spieler auf dem Hub können „%1“ jetzt spielen. Sie finden es auf der Seite Spieler-Level; die Adresse unten öffnet es auch („Teilen-Code einfügen“ oder als furunkulus ADRESSE).</translation>
    </message>
    <message>
        <source>The level&apos;s address on the hub:</source>
        <translation>Die Adresse des Levels auf dem Hub:</translation>
    </message>
    <message>
        <source>The level published before:</source>
        <translation>Das früher veröffentlichte Level:</translation>
    </message>
    <message>
        <source>Try &amp;again</source>
        <translation>&amp;Nochmal versuchen</translation>
    </message>
    <message>
        <source>The level has nothing to place: a published level gives the player at least one piece.</source>
        <translation>Das Level hat nichts zu setzen: Ein veröffentlichtes Level gibt dem Spieler mindestens ein Teil.</translation>
    </message>
    <message>
        <source>The level has no title of its own (it is blank or the title of a new level in some language): give it one under Level.</source>
        <translation>Das Level hat keinen eigenen Titel (er ist leer oder in einer Sprache der Titel eines neuen Levels): Gib ihm unter „Level“ einen.</translation>
    </message>
</context>
<context>
    <name>ff::editor::ValidationPanel</name>
    <message>
        <source>The stored solution no longer solves the level. Find one with Verify and store it, or change the level back.</source>
        <translation>Die gespeicherte Lösung löst das Level nicht mehr. Finde mit „Prüfen“ eine neue und speichere sie, oder ändere das Level zurück.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The level is valid&lt;/b&gt;, but its stored solution no longer solves it.</source>
        <translation>&lt;b&gt;Das Level ist gültig&lt;/b&gt;, aber seine gespeicherte Lösung löst es nicht mehr.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No problems.&lt;/b&gt; The level is valid.</source>
        <translation>&lt;b&gt;Keine Probleme.&lt;/b&gt; Das Level ist gültig.</translation>
    </message>
    <message>
        <source>&lt;b&gt;1 problem.&lt;/b&gt;</source>
        <translation>&lt;b&gt;1 Problem.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 problems.&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 Probleme.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Click one to see where it is. Until they are fixed the level can only be saved as a draft.</source>
        <translation>Klicke eines an, um zu sehen, wo es liegt. Bis sie behoben sind, kann das Level nur als Entwurf gespeichert werden.</translation>
    </message>
    <message>
        <source>Drop the Stored Solution</source>
        <translation>Gespeicherte Lösung verwerfen</translation>
    </message>
    <message>
        <source>Remove the stored solution from the level (one undo step). Verify finds a new one to store.</source>
        <translation>Die gespeicherte Lösung aus dem Level entfernen (ein Rückgängig-Schritt). Prüfen findet eine neue zum Speichern.</translation>
    </message>
    <message>
        <source>It places it on %1.</source>
        <translation>Sie setzt es auf %1.</translation>
    </message>
    <message>
        <source>It places them on %1.</source>
        <translation>Sie setzt sie auf %1.</translation>
    </message>
</context>
<context>
    <name>ff::editor::VerifyPanel</name>
    <message>
        <source>&amp;Verify</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Store as the Level&apos;s Solution</source>
        <translation>Als Lösung des Levels speichern</translation>
    </message>
    <message>
        <source>&amp;Make It Unique</source>
        <translation>&amp;Eindeutig machen</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Anwenden</translation>
    </message>
    <message>
        <source>Search every placement of the inventory with the solver</source>
        <translation>Jede Aufstellung des Vorrats mit dem Löser durchsuchen</translation>
    </message>
    <message>
        <source>Previous solution</source>
        <translation>Vorige Lösung</translation>
    </message>
    <message>
        <source>Next solution</source>
        <translation>Nächste Lösung</translation>
    </message>
    <message>
        <source>Look for changes that keep the intended solution (the stored one, else the one shown) and remove every other one</source>
        <translation>Änderungen suchen, die die beabsichtigte Lösung (die gespeicherte, sonst die gezeigte) erhalten und alle anderen ausschließen</translation>
    </message>
    <message>
        <source>Make the selected change (one undo step) and verify again</source>
        <translation>Die gewählte Änderung vornehmen (ein Rückgängig-Schritt) und erneut prüfen</translation>
    </message>
    <message>
        <source>The level changed: verify again.</source>
        <translation>Das Level wurde geändert: Prüfe erneut.</translation>
    </message>
    <message>
        <source>Fix the problems first: only a valid level can be verified.</source>
        <translation>Behebe zuerst die Probleme: Nur ein gültiges Level kann geprüft werden.</translation>
    </message>
    <message>
        <source>Every piece of the stored solution is needed: leave any of them out and the level is not won.</source>
        <translation>Jedes Teil der gespeicherten Lösung wird gebraucht: Lässt man eines davon weg, ist das Level nicht gelöst.</translation>
    </message>
    <message>
        <source>Every piece of solution %1 is needed: leave any of them out and the level is not won.</source>
        <translation>Jedes Teil von Lösung %1 wird gebraucht: Lässt man eines davon weg, ist das Level nicht gelöst.</translation>
    </message>
    <message>
        <source>In the stored solution, the %1 on %2 is not needed: the level is won without it.</source>
        <translation>In der gespeicherten Lösung wird das Teil „%1“ auf %2 nicht gebraucht: Das Level ist auch ohne dieses Teil gelöst.</translation>
    </message>
    <message>
        <source>In solution %1, the %2 on %3 is not needed: the level is won without it.</source>
        <translation>In Lösung %1 wird das Teil „%2“ auf %3 nicht gebraucht: Das Level ist auch ohne dieses Teil gelöst.</translation>
    </message>
    <message>
        <source>the %1 on %2</source>
        <translation>das Teil „%1“ auf %2</translation>
    </message>
    <message>
        <source>In the stored solution, %1 pieces are not needed: %2. The level is won without them.</source>
        <translation>In der gespeicherten Lösung werden %1 Teile nicht gebraucht: %2. Das Level ist auch ohne diese Teile gelöst.</translation>
    </message>
    <message>
        <source>In solution %1, %2 pieces are not needed: %3. The level is won without them.</source>
        <translation>In Lösung %1 werden %2 Teile nicht gebraucht: %3. Das Level ist auch ohne diese Teile gelöst.</translation>
    </message>
    <message>
        <source>It is ringed in yellow on the board.</source>
        <translation>Es ist auf dem Spielfeld gelb umrandet.</translation>
    </message>
    <message>
        <source>They are ringed in yellow on the board.</source>
        <translation>Sie sind auf dem Spielfeld gelb umrandet.</translation>
    </message>
    <message>
        <source>The stored solution has more than %1 pieces: whether each is needed is not checked.</source>
        <translation>Die gespeicherte Lösung hat mehr als %1 Teile: Ob jedes davon gebraucht wird, wird nicht geprüft.</translation>
    </message>
    <message>
        <source>Solution %1 has more than %2 pieces: whether each is needed is not checked.</source>
        <translation>Lösung %1 hat mehr als %2 Teile: Ob jedes davon gebraucht wird, wird nicht geprüft.</translation>
    </message>
    <message>
        <source>Store solution</source>
        <translation>Lösung speichern</translation>
    </message>
    <message>
        <source>removes at least %1 other solutions</source>
        <translation>schließt mindestens %1 andere Lösungen aus</translation>
    </message>
    <message>
        <source>removes 1 other solution</source>
        <translation>schließt 1 andere Lösung aus</translation>
    </message>
    <message>
        <source>removes %1 other solutions</source>
        <translation>schließt %1 andere Lösungen aus</translation>
    </message>
    <message>
        <source>Stone on %1 — %2</source>
        <translation>Stein auf %1 — %2</translation>
    </message>
    <message>
        <source>Stones on %1 — %2</source>
        <translation>Steine auf %1 — %2</translation>
    </message>
    <message>
        <source>Placement zone: %1 cells — %2</source>
        <translation>Setzbereich: %1 Felder — %2</translation>
    </message>
    <message>
        <source>One %1 fewer to place (not on %2) — %3</source>
        <translation>Eins weniger zu setzen: %1 (nicht auf %2) — %3</translation>
    </message>
    <message>
        <source>On %1: %2 instead of %3 — %4</source>
        <translation>Auf %1: %2 statt %3 — %4</translation>
    </message>
    <message>
        <source>Make it unique</source>
        <translation>Eindeutig machen</translation>
    </message>
    <message>
        <source>Looking for changes that make the level unique…</source>
        <translation>Suche Änderungen, die das Level eindeutig machen…</translation>
    </message>
    <message>
        <source>Searching every placement…</source>
        <translation>Jede Aufstellung wird durchsucht …</translation>
    </message>
    <message>
        <source>Cancelled after %1 s.</source>
        <translation>Nach %1 s abgebrochen.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not solvable.&lt;/b&gt; No placement of the inventory makes the monster win (%1).</source>
        <translation>&lt;b&gt;Nicht lösbar.&lt;/b&gt; Keine Aufstellung des Vorrats führt zum Erfolg (%1).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solvable and unique.&lt;/b&gt; Exactly one solution (%1), and it is the level&apos;s stored solution.</source>
        <translation>&lt;b&gt;Lösbar und eindeutig.&lt;/b&gt; Genau eine Lösung (%1), und sie ist die gespeicherte Lösung des Levels.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solvable and unique.&lt;/b&gt; Exactly one solution (%1).</source>
        <translation>&lt;b&gt;Lösbar und eindeutig.&lt;/b&gt; Genau eine Lösung (%1).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solvable, not unique:&lt;/b&gt; %1 solutions (%2). Step through them with ◀ ▶. To rule out one you did not intend, put a piece on a cell it uses, or leave that cell out of the placement zone, and verify again.</source>
        <translation>&lt;b&gt;Lösbar, nicht eindeutig:&lt;/b&gt; %1 Lösungen (%2). Blättere mit ◀ ▶ durch sie. Um eine ungewollte Lösung auszuschließen, setze ein Teil auf ein Feld, das sie nutzt, oder nimm dieses Feld aus dem Setzbereich und prüfe erneut.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solvable, not unique:&lt;/b&gt; at least %1 solutions (%2). Narrow the choices down: mark a small placement zone, or give fewer pieces, and verify again.</source>
        <translation>&lt;b&gt;Lösbar, nicht eindeutig:&lt;/b&gt; mindestens %1 Lösungen (%2). Schränke die Möglichkeiten ein: Markiere einen kleinen Setzbereich oder lege weniger Teile in den Vorrat und prüfe erneut.</translation>
    </message>
    <message>
        <source>Verify searches every placement of the inventory: solvable? unique?</source>
        <translation>Prüfen durchsucht jede Aufstellung des Vorrats: lösbar? eindeutig?</translation>
    </message>
    <message>
        <source>Solution %1 of %2</source>
        <translation>Lösung %1 von %2</translation>
    </message>
    <message>
        <source>Solution %1 of the first %2</source>
        <translation>Lösung %1 der ersten %2</translation>
    </message>
    <message>
        <source>Stored as the Level&apos;s Solution</source>
        <translation>Als Lösung des Levels gespeichert</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Shown on the board, ringed in red where it differs from the others: %1</source>
        <translation>Auf dem Spielfeld gezeigt, rot umrandet, wo sie sich von den anderen unterscheidet: %1</translation>
    </message>
    <message>
        <source>the stored solution</source>
        <translation>die gespeicherte Lösung</translation>
    </message>
    <message>
        <source>solution %1 (not stored yet)</source>
        <translation>Lösung %1 (noch nicht gespeichert)</translation>
    </message>
    <message>
        <source>Each change keeps %1 and removes every other one. Select one to see it on the board (ringed in blue); Apply makes it.</source>
        <translation>Jede Änderung erhält %1 und schließt alle anderen aus. Wähle eine, um sie auf dem Spielfeld zu sehen (blau umrandet); „Anwenden“ nimmt sie vor.</translation>
    </message>
    <message>
        <source>The level is unique already.</source>
        <translation>Das Level ist bereits eindeutig.</translation>
    </message>
    <message>
        <source>The stored solution does not solve the level: store the one you intend first.</source>
        <translation>Die gespeicherte Lösung löst das Level nicht: Speichere zuerst die beabsichtigte.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing to place:&lt;/b&gt; the inventory is empty, so there is no puzzle to verify, and such a level cannot be published. Give the player at least one piece.</source>
        <translation>&lt;b&gt;Nichts zu setzen:&lt;/b&gt; Der Vorrat ist leer, es gibt also kein Rätsel zu prüfen, und ein solches Level kann nicht veröffentlicht werden. Gib dem Spieler mindestens ein Teil.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No title of its own:&lt;/b&gt; a level is published only with a title of its own in every language it has, not a blank one or the title of a new level. Set it under Level.</source>
        <translation>&lt;b&gt;Kein eigener Titel:&lt;/b&gt; Ein Level wird nur mit einem eigenen Titel in jeder seiner Sprachen veröffentlicht, nicht mit einem leeren oder dem Titel eines neuen Levels. Lege ihn unter „Level“ fest.</translation>
    </message>
    <message>
        <source>Drop the Stored Solution and Verify</source>
        <translation>Gespeicherte Lösung verwerfen und prüfen</translation>
    </message>
    <message>
        <source>Use as Difficulty</source>
        <translation>Als Schwierigkeit übernehmen</translation>
    </message>
    <message>
        <source>Remove the stored solution from the level (one undo step) and verify; store the solution you intend afterwards</source>
        <translation>Die gespeicherte Lösung aus dem Level entfernen (ein Rückgängig-Schritt) und prüfen; die beabsichtigte Lösung danach speichern</translation>
    </message>
    <message>
        <source>Set the level&apos;s difficulty to the engine&apos;s grade (one undo step)</source>
        <translation>Die Schwierigkeit des Levels auf die Einstufung der Engine setzen (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <source>&lt;b&gt;The stored solution no longer fits the level&lt;/b&gt; (see Problems), so the level cannot be verified. Drop the stored solution and verify, or undo the change.</source>
        <translation>&lt;b&gt;Die gespeicherte Lösung passt nicht mehr zum Level&lt;/b&gt; (siehe Probleme), daher kann das Level nicht geprüft werden. Verwirf die gespeicherte Lösung und prüfe, oder mach die Änderung rückgängig.</translation>
    </message>
    <message>
        <source>Engine grade: %1 (1 easy … 5 fiendish).</source>
        <translation>Einstufung der Engine: %1 (1 leicht … 5 teuflisch).</translation>
    </message>
    <message>
        <source>Set difficulty</source>
        <translation>Schwierigkeit festlegen</translation>
    </message>
    <message>
        <source>By hand: step through the solutions with ◀ ▶ and put a stone on a cell that only the others use, mark a smaller placement zone, or give one piece fewer; then verify again.</source>
        <translation>Von Hand: Geh mit ◀ ▶ durch die Lösungen und setz einen Stein auf ein Feld, das nur die anderen nutzen, markiere einen kleineren Setzbereich oder gib ein Teil weniger; dann prüfe erneut.</translation>
    </message>
    <message>
        <source>No change found that keeps the stored solution and removes every other one.</source>
        <translation>Keine Änderung gefunden, die die gespeicherte Lösung behält und jede andere entfernt.</translation>
    </message>
    <message>
        <source>No change found that keeps solution %1 and removes every other one. Try Make It Unique with another solution shown.</source>
        <translation>Keine Änderung gefunden, die Lösung %1 behält und jede andere entfernt. Versuche „Eindeutig machen“ mit einer anderen angezeigten Lösung.</translation>
    </message>
</context>
<context>
    <name>ff::online::CommunityFeed</name>
    <message>
        <source>No hub is set. Choose one under Settings › Online to play the levels other players publish.</source>
        <translation>Kein Hub eingestellt. Wähle einen unter Einstellungen › Online, um die Level zu spielen, die andere Spieler veröffentlichen.</translation>
    </message>
    <message>
        <source>Loading was cancelled. Refresh tries again.</source>
        <translation>Das Laden wurde abgebrochen. „Aktualisieren“ versucht es erneut.</translation>
    </message>
    <message>
        <source>The hub at %1 cannot be reached. The community levels you played are kept on this computer and open from here.</source>
        <translation>Der Hub unter %1 ist nicht erreichbar. Die Spieler-Level, die du gespielt hast, sind auf diesem Computer gespeichert und öffnen sich von hier aus.</translation>
    </message>
    <message>
        <source>This level is not on this computer yet, and the hub cannot be reached.</source>
        <translation>Dieses Level ist noch nicht auf diesem Computer, und der Hub ist nicht erreichbar.</translation>
    </message>
    <message>
        <source>The hub sent a community level that is not valid.</source>
        <translation>Der Hub hat ein ungültiges Spieler-Level geschickt.</translation>
    </message>
</context>
<context>
    <name>ff::online::HubSession</name>
    <message>
        <source>No hub: playing offline.</source>
        <translation>Kein Hub: Du spielst offline.</translation>
    </message>
    <message>
        <source>Connecting to the hub at %1…</source>
        <translation>Verbinde mit dem Hub unter %1…</translation>
    </message>
    <message>
        <source>Online at %1 as %2.</source>
        <translation>Online bei %1 als %2.</translation>
    </message>
    <message>
        <source>Online at %1, not registered.</source>
        <translation>Online bei %1, nicht registriert.</translation>
    </message>
    <message>
        <source>The hub at %1 cannot be reached: playing offline.</source>
        <translation>Der Hub unter %1 ist nicht erreichbar: Du spielst offline.</translation>
    </message>
</context>
<context>
    <name>ff::online::Outbox</name>
    <message>
        <source>The solves waiting for the hub could not be read from %1; the file is kept as %2.</source>
        <translation>Die Lösungen, die auf den Hub warten, konnten nicht aus %1 gelesen werden; die Datei bleibt als %2 erhalten.</translation>
    </message>
    <message>
        <source>%1 of the solves waiting for the hub could not be read from %2; the file is kept as %3.</source>
        <translation>%1 der Lösungen, die auf den Hub warten, konnten nicht aus %2 gelesen werden; die Datei bleibt als %3 erhalten.</translation>
    </message>
    <message>
        <source>The solves waiting for the hub cannot be saved to %1: %2. They are kept while the app runs.</source>
        <translation>Die Lösungen, die auf den Hub warten, können nicht in %1 gespeichert werden: %2. Sie bleiben erhalten, solange die App läuft.</translation>
    </message>
</context>
<context>
    <name>ff::ui::BoardWidget</name>
    <message>
        <source>the monster</source>
        <translation>das Monster</translation>
    </message>
    <message>
        <source>blood</source>
        <translation>Blut</translation>
    </message>
    <message>
        <source>teleporter %1</source>
        <translation>Teleporter %1</translation>
    </message>
    <message>
        <source>your %1</source>
        <translation>%1 (von dir)</translation>
    </message>
    <message>
        <source>exit</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <source>entrance</source>
        <translation>Eingang</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
</context>
<context>
    <name>ff::ui::EngineText</name>
    <message>
        <source>Yours: the monster must not get it. It sees your tokens and turns to them like to any token, and eats one it walks onto. Pushed off the board or onto a teleporter, a token is crushed, which counts as eaten.</source>
        <translation>Deine: Das Monster darf sie nicht bekommen. Es sieht deine Figuren, dreht sich zu ihnen wie zu jeder Figur und frisst eine, auf die es tritt. Vom Spielfeld oder auf einen Teleporter geschoben, wird eine Figur zerquetscht; das zählt wie gefressen.</translation>
    </message>
    <message>
        <source>Feed every one of them to the monster: then the level is solved. To the monster they are tokens like yours. A token behind a pushed stone is pushed along, not eaten.</source>
        <translation>Verfüttere jede von ihnen an das Monster: Dann ist das Level gelöst. Für das Monster sind sie Figuren wie deine. Eine Figur hinter einem geschobenen Stein wird mitgeschoben, nicht gefressen.</translation>
    </message>
    <message>
        <source>Blocks the monster&apos;s sight. The monster pushes it one cell ahead, with everything lined up behind it; pushed off the board or onto a teleporter it is gone.</source>
        <translation>Versperrt dem Monster die Sicht. Das Monster schiebt ihn ein Feld weiter, mit allem, was dahinter in einer Reihe steht; vom Spielfeld oder auf einen Teleporter geschoben, ist er weg.</translation>
    </message>
    <message>
        <source>Clear: the monster sees through it. Pushed like a stone.</source>
        <translation>Durchsichtig: Das Monster sieht hindurch. Wird wie ein Stein geschoben.</translation>
    </message>
    <message>
        <source>Blocks sight. A monster that saw no token and walks into it turns a quarter to the right instead and goes on in the same step. A monster that saw a token pushes it like a stone.</source>
        <translation>Versperrt die Sicht. Ein Monster, das keine Figur gesehen hat und auf ihn trifft, dreht sich stattdessen eine Vierteldrehung nach rechts und geht im selben Schritt weiter. Ein Monster, das eine Figur gesehen hat, schiebt ihn wie einen Stein.</translation>
    </message>
    <message>
        <source>Like the right-turning stone, but the monster turns a quarter to the left.</source>
        <translation>Wie der Rechts-Drehstein, aber das Monster dreht sich eine Vierteldrehung nach links.</translation>
    </message>
    <message>
        <source>Like the right-turning stone, but the monster turns around.</source>
        <translation>Wie der Rechts-Drehstein, aber das Monster kehrt um.</translation>
    </message>
    <message>
        <source>The monster slides across it in the same step, without looking, to the first cell past the pool. Pushed pieces slide across it too. Sight goes over blood; pieces cannot be placed on it.</source>
        <translation>Das Monster rutscht im selben Schritt ohne zu schauen darüber, bis zum ersten Feld hinter der Lache. Geschobene Teile rutschen ebenso darüber. Der Blick geht über Blut hinweg; Teile können nicht darauf gesetzt werden.</translation>
    </message>
    <message>
        <source>Teleporters come in pairs with the same letter. A monster that steps on one comes out of the other, facing its arrow, and its step ends there. A piece pushed onto a teleporter is destroyed. Sight passes over a teleporter, never through it to its twin.</source>
        <translation>Teleporter gibt es paarweise mit demselben Buchstaben. Ein Monster, das auf einen tritt, kommt aus dem anderen heraus, in Richtung seines Pfeils, und sein Schritt endet dort. Ein Teil, das auf einen Teleporter geschoben wird, ist zerstört. Der Blick geht über einen Teleporter hinweg, nie durch ihn zu seinem Zwilling.</translation>
    </message>
    <message>
        <source>Click to place an own token (the monster must not eat it); colour and number on the toolbar.</source>
        <translation>Klicke, um eine eigene Figur zu setzen (das Monster darf sie nicht fressen); Farbe und Nummer in der Werkzeugleiste.</translation>
    </message>
    <message>
        <source>Click to place an enemy token (the monster should eat it); colour and number on the toolbar.</source>
        <translation>Klicke, um eine gegnerische Figur zu setzen (das Monster soll sie fressen); Farbe und Nummer in der Werkzeugleiste.</translation>
    </message>
    <message>
        <source>Click or drag to place stones; they block sight.</source>
        <translation>Klicke oder ziehe, um Steine zu setzen; sie versperren die Sicht.</translation>
    </message>
    <message>
        <source>Click or drag to place crystals; the monster sees through them.</source>
        <translation>Klicke oder ziehe, um Kristalle zu setzen; das Monster sieht durch sie hindurch.</translation>
    </message>
    <message>
        <source>Click to place a stone that turns the monster right.</source>
        <translation>Klicke, um einen Stein zu setzen, der das Monster nach rechts dreht.</translation>
    </message>
    <message>
        <source>Click to place a stone that turns the monster left.</source>
        <translation>Klicke, um einen Stein zu setzen, der das Monster nach links dreht.</translation>
    </message>
    <message>
        <source>Click to place a stone that turns the monster around.</source>
        <translation>Klicke, um einen Stein zu setzen, der das Monster umdreht.</translation>
    </message>
    <message>
        <source>This cell is not part of the floor.</source>
        <translation>Dieses Feld gehört nicht zum Boden.</translation>
    </message>
    <message>
        <source>This cell already holds a piece.</source>
        <translation>Auf diesem Feld liegt schon ein Teil.</translation>
    </message>
    <message>
        <source>The monster stands on this cell.</source>
        <translation>Auf diesem Feld steht das Monster.</translation>
    </message>
    <message>
        <source>Pieces cannot be placed on blood.</source>
        <translation>Auf Blut können keine Teile gesetzt werden.</translation>
    </message>
    <message>
        <source>Pieces cannot be placed on a teleporter.</source>
        <translation>Auf einen Teleporter können keine Teile gesetzt werden.</translation>
    </message>
    <message>
        <source>This level only allows placing on the marked cells.</source>
        <translation>In diesem Level darf nur auf die markierten Felder gesetzt werden.</translation>
    </message>
    <message>
        <source>Every %1 is placed already.</source>
        <translation>Alle Teile der Art „%1“ sind schon gesetzt.</translation>
    </message>
    <message>
        <source>This level has no %1 to place.</source>
        <translation>In diesem Level gibt es kein Teil der Art „%1“ zu setzen.</translation>
    </message>
    <message>
        <source>There is no piece of yours on this cell.</source>
        <translation>Auf diesem Feld liegt kein Teil von dir.</translation>
    </message>
    <message>
        <source>The value must be between %1 and %2.</source>
        <translation>Der Wert muss zwischen %1 und %2 liegen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The pack id must be 1 to 64 characters of a-z, 0-9, &quot;-&quot;, &quot;_&quot; and &quot;.&quot;.</source>
        <translation>Die Paketkennung muss aus 1 bis 64 Zeichen aus a-z, 0-9, „-“, „_“ und „.“ bestehen.</translation>
    </message>
    <message>
        <source>The file is larger than 4 MiB.</source>
        <translation>Die Datei ist größer als 4 MiB.</translation>
    </message>
    <message>
        <source>The clipboard holds no share code.</source>
        <translation>Die Zwischenablage enthält keinen Teilen-Code.</translation>
    </message>
    <message>
        <source>This is not a share code: codes start with &quot;FF2-&quot; (or &quot;FF1-&quot;).</source>
        <translation>Das ist kein Teilen-Code: Codes beginnen mit „FF2-“ (oder „FF1-“).</translation>
    </message>
    <message>
        <source>This share code was made by a newer version (format %1).</source>
        <translation>Dieser Teilen-Code stammt von einer neueren Version (Format %1).</translation>
    </message>
    <message>
        <source>The share code has a wrong character &quot;%1&quot; at position %2.</source>
        <translation>Der Teilen-Code hat ein falsches Zeichen „%1“ an Stelle %2.</translation>
    </message>
    <message>
        <source>The share code is cut off: %1 of %2 characters.</source>
        <translation>Der Teilen-Code ist abgeschnitten: %1 von %2 Zeichen.</translation>
    </message>
    <message>
        <source>The share code has extra characters: %1 instead of %2.</source>
        <translation>Der Teilen-Code hat zu viele Zeichen: %1 statt %2.</translation>
    </message>
    <message>
        <source>The share code is mistyped or altered (its checksum does not match).</source>
        <translation>Der Teilen-Code ist vertippt oder verändert (seine Prüfsumme stimmt nicht).</translation>
    </message>
    <message>
        <source>This text is far too long to be a share code.</source>
        <translation>Dieser Text ist viel zu lang für einen Teilen-Code.</translation>
    </message>
    <message>
        <source>The share code cannot be read: %1</source>
        <translation>Der Teilen-Code kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The id</source>
        <translation>Die Kennung</translation>
    </message>
    <message>
        <source>The title</source>
        <translation>Der Titel</translation>
    </message>
    <message>
        <source>The author</source>
        <translation>Der Autor</translation>
    </message>
    <message>
        <source>The hint</source>
        <translation>Der Hinweis</translation>
    </message>
    <message>
        <source>The week</source>
        <translation>Die Woche</translation>
    </message>
    <message>
        <source> (translation &quot;%1&quot;)</source>
        <translation> (Übersetzung „%1“)</translation>
    </message>
    <message>
        <source>The id must be 1 to 64 characters of a-z, 0-9, &quot;-&quot;, &quot;_&quot; and &quot;.&quot;.</source>
        <translation>Die Kennung muss aus 1 bis 64 Zeichen aus a-z, 0-9, „-“, „_“ und „.“ bestehen.</translation>
    </message>
    <message>
        <source>%1 must not be empty.</source>
        <translation>%1 darf nicht leer sein.</translation>
    </message>
    <message>
        <source>%1 is too long: %2 characters, at most %3.</source>
        <translation>%1 ist zu lang: %2 Zeichen, höchstens %3.</translation>
    </message>
    <message>
        <source>%1 contains bytes that are not text.</source>
        <translation>%1 enthält Bytes, die kein Text sind.</translation>
    </message>
    <message>
        <source>A translation has no language code: %1.</source>
        <translation>Eine Übersetzung hat keinen Sprachcode: %1.</translation>
    </message>
    <message>
        <source>The week must look like 2026-W48.</source>
        <translation>Die Woche muss wie 2026-W48 aussehen.</translation>
    </message>
    <message>
        <source>%1 has only %2 weeks.</source>
        <translation>%1 hat nur %2 Wochen.</translation>
    </message>
    <message>
        <source>%1 is outside the %2x%3 board.</source>
        <translation>%1 liegt außerhalb des %2×%3-Spielfelds.</translation>
    </message>
    <message>
        <source>%1 is a void cell: nothing can be there.</source>
        <translation>%1 ist ein Randfeld: Dort kann nichts sein.</translation>
    </message>
    <message>
        <source>%1 is listed twice.</source>
        <translation>%1 ist doppelt aufgeführt.</translation>
    </message>
    <message>
        <source>Void cell %1 needs its mirror cell %2 to be void too.</source>
        <translation>Zum Randfeld %1 muss auch sein Spiegelfeld %2 ein Randfeld sein.</translation>
    </message>
    <message>
        <source>%1 already has blood or a teleporter.</source>
        <translation>Auf %1 ist schon Blut oder ein Teleporter.</translation>
    </message>
    <message>
        <source>A blood pool has no cells.</source>
        <translation>Eine Blutlache hat keine Felder.</translation>
    </message>
    <message>
        <source>Blood cell %1 does not touch the rest of its pool.</source>
        <translation>Das Blutfeld %1 berührt den Rest seiner Lache nicht.</translation>
    </message>
    <message>
        <source>Teleporter %1 has only one end: place its twin.</source>
        <translation>Teleporter %1 hat nur ein Ende: Setze sein Gegenstück.</translation>
    </message>
    <message>
        <source>Teleporter %1 has more than two ends.</source>
        <translation>Teleporter %1 hat mehr als zwei Enden.</translation>
    </message>
    <message>
        <source>Two objects stand on %1.</source>
        <translation>Auf %1 stehen zwei Gegenstände.</translation>
    </message>
    <message>
        <source>An object stands on the teleporter at %1.</source>
        <translation>Auf dem Teleporter bei %1 steht ein Gegenstand.</translation>
    </message>
    <message>
        <source>The monster stands on an object at %1.</source>
        <translation>Das Monster steht bei %1 auf einem Gegenstand.</translation>
    </message>
    <message>
        <source>The monster stands on blood at %1.</source>
        <translation>Das Monster steht bei %1 auf Blut.</translation>
    </message>
    <message>
        <source>The inventory cannot hold %1 pieces.</source>
        <translation>Der Vorrat kann keine %1 Teile fassen.</translation>
    </message>
    <message>
        <source>The inventory lists %1 twice.</source>
        <translation>Der Vorrat führt %1 doppelt auf.</translation>
    </message>
    <message>
        <source>There is no enemy token: place one on the board or put one in the inventory.</source>
        <translation>Es gibt keine gegnerische Figur: Setze eine auf das Spielfeld oder lege eine in den Vorrat.</translation>
    </message>
    <message>
        <source>The inventory has %1 pieces but only %2 cells are free to place them.</source>
        <translation>Der Vorrat hat %1 Teile, aber nur %2 Felder sind frei, um sie zu setzen.</translation>
    </message>
    <message>
        <source>The stored solution places a piece on %1, which is not free for it.</source>
        <translation>Die gespeicherte Lösung setzt ein Teil auf %1, das dafür nicht frei ist.</translation>
    </message>
    <message>
        <source>The extra value %1 is not JSON.</source>
        <translation>Der Zusatzwert %1 ist kein JSON.</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3.</source>
        <translation>%1 muss zwischen %2 und %3 liegen.</translation>
    </message>
    <message>
        <source>More problems were found than can be listed.</source>
        <translation>Es wurden mehr Probleme gefunden, als sich auflisten lassen.</translation>
    </message>
    <message>
        <source>The pack holds no level.</source>
        <translation>Das Paket enthält kein Level.</translation>
    </message>
    <message>
        <source>Two levels have the id &quot;%1&quot;.</source>
        <translation>Zwei Level haben die Kennung „%1“.</translation>
    </message>
    <message>
        <source>The file is not valid JSON (line %1, column %2).</source>
        <translation>Die Datei ist kein gültiges JSON (Zeile %1, Spalte %2).</translation>
    </message>
    <message>
        <source>This is not a Furunkulus level or pack file.</source>
        <translation>Dies ist keine Level- oder Paketdatei von Furunkulus.</translation>
    </message>
    <message>
        <source>The file has format version %1; this version of Furunkulus reads version 1.</source>
        <translation>Die Datei hat die Formatversion %1; diese Version von Furunkulus liest Version 1.</translation>
    </message>
    <message>
        <source>The required entry &quot;%1&quot; is missing.</source>
        <translation>Der nötige Eintrag „%1“ fehlt.</translation>
    </message>
    <message>
        <source>The entry &quot;%1&quot; is not part of the level format.</source>
        <translation>Der Eintrag „%1“ gehört nicht zum Level-Format.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text (line %1, column %2).</source>
        <translation>Die Datei ist kein UTF-8-Text (Zeile %1, Spalte %2).</translation>
    </message>
    <message>
        <source>The file nests lists and objects more than %1 deep.</source>
        <translation>Die Datei verschachtelt Listen und Objekte tiefer als %1 Ebenen.</translation>
    </message>
    <message>
        <source>An object in the file has more than %1 entries.</source>
        <translation>Ein Objekt in der Datei hat mehr als %1 Einträge.</translation>
    </message>
    <message>
        <source>The file holds a number too large to read.</source>
        <translation>Die Datei enthält eine Zahl, die zu groß zum Lesen ist.</translation>
    </message>
    <message>
        <source>The file could not be read (%1).</source>
        <translation>Die Datei konnte nicht gelesen werden (%1).</translation>
    </message>
    <message>
        <source>This is a level pack, but a single level is expected here.</source>
        <translation>Das ist ein Levelpaket, hier wird aber ein einzelnes Level erwartet.</translation>
    </message>
    <message>
        <source>This is a single level, but a level pack is expected here.</source>
        <translation>Das ist ein einzelnes Level, hier wird aber ein Levelpaket erwartet.</translation>
    </message>
    <message>
        <source>The entry &quot;%1&quot; appears twice.</source>
        <translation>Der Eintrag „%1“ kommt zweimal vor.</translation>
    </message>
    <message>
        <source>This must be a text in quotes.</source>
        <translation>Hier muss ein Text in Anführungszeichen stehen.</translation>
    </message>
    <message>
        <source>This must be an object: entries in { }.</source>
        <translation>Hier muss ein Objekt stehen: Einträge in { }.</translation>
    </message>
    <message>
        <source>This must be a list: values in [ ].</source>
        <translation>Hier muss eine Liste stehen: Werte in [ ].</translation>
    </message>
    <message>
        <source>This must be a cell: [x, y].</source>
        <translation>Hier muss ein Feld stehen: [x, y].</translation>
    </message>
    <message>
        <source>The board must be &quot;standard&quot; or a board object.</source>
        <translation>Das Spielfeld muss &quot;standard&quot; oder ein Spielfeld-Objekt sein.</translation>
    </message>
    <message>
        <source>The direction must be &quot;N&quot;, &quot;E&quot;, &quot;S&quot; or &quot;W&quot;.</source>
        <translation>Die Richtung muss &quot;N&quot;, &quot;E&quot;, &quot;S&quot; oder &quot;W&quot; sein.</translation>
    </message>
    <message>
        <source>The side must be &quot;own&quot; or &quot;enemy&quot;.</source>
        <translation>Die Seite muss &quot;own&quot; oder &quot;enemy&quot; sein.</translation>
    </message>
    <message>
        <source>The goal must be &quot;eat-all-enemies&quot; or &quot;survive-forever&quot;.</source>
        <translation>Das Ziel muss &quot;eat-all-enemies&quot; oder &quot;survive-forever&quot; sein.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a kind of piece.</source>
        <translation>„%1“ ist keine Art von Spielteil.</translation>
    </message>
    <message>
        <source>This list is too long: at most %1 entries.</source>
        <translation>Diese Liste ist zu lang: höchstens %1 Einträge.</translation>
    </message>
    <message>
        <source>north</source>
        <translation>Norden</translation>
    </message>
    <message>
        <source>east</source>
        <translation>Osten</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>west</source>
        <translation>Westen</translation>
    </message>
    <message>
        <source>1 cell north</source>
        <translation>1 Feld nördlich</translation>
    </message>
    <message>
        <source>%1 cells north</source>
        <translation>%1 Felder nördlich</translation>
    </message>
    <message>
        <source>1 cell east</source>
        <translation>1 Feld östlich</translation>
    </message>
    <message>
        <source>%1 cells east</source>
        <translation>%1 Felder östlich</translation>
    </message>
    <message>
        <source>1 cell south</source>
        <translation>1 Feld südlich</translation>
    </message>
    <message>
        <source>%1 cells south</source>
        <translation>%1 Felder südlich</translation>
    </message>
    <message>
        <source>1 cell west</source>
        <translation>1 Feld westlich</translation>
    </message>
    <message>
        <source>%1 cells west</source>
        <translation>%1 Felder westlich</translation>
    </message>
    <message>
        <source>turns right at a right-turning stone</source>
        <translation>dreht sich an einem Rechts-Drehstein nach rechts</translation>
    </message>
    <message>
        <source>turns left at a left-turning stone</source>
        <translation>dreht sich an einem Links-Drehstein nach links</translation>
    </message>
    <message>
        <source>turns around at a U-turn stone</source>
        <translation>kehrt an einem Wendestein um</translation>
    </message>
    <message>
        <source>stops on the blood and %1</source>
        <translation>bleibt auf dem Blut stehen und %1</translation>
    </message>
    <message>
        <source>is hemmed in by turning stones and stays</source>
        <translation>ist von Drehsteinen eingekeilt und bleibt stehen</translation>
    </message>
    <message>
        <source>steps %1 through the wall</source>
        <translation>geht nach %1 durch die Wand</translation>
    </message>
    <message>
        <source>steps %1</source>
        <translation>geht nach %1</translation>
    </message>
    <message>
        <source>slides 1 cell over blood, through the wall</source>
        <translation>rutscht 1 Feld über Blut, durch die Wand</translation>
    </message>
    <message>
        <source>slides 1 cell over blood</source>
        <translation>rutscht 1 Feld über Blut</translation>
    </message>
    <message>
        <source>slides %1 cells over blood, through the wall</source>
        <translation>rutscht %1 Felder über Blut, durch die Wand</translation>
    </message>
    <message>
        <source>slides %1 cells over blood</source>
        <translation>rutscht %1 Felder über Blut</translation>
    </message>
    <message>
        <source>goes through a teleporter and comes out facing %1</source>
        <translation>geht durch einen Teleporter und kommt mit Blick nach %1 heraus</translation>
    </message>
    <message>
        <source>pushes your token</source>
        <translation>schiebt deine Figur</translation>
    </message>
    <message>
        <source>pushes an enemy token</source>
        <translation>schiebt eine gegnerische Figur</translation>
    </message>
    <message>
        <source>pushes a crystal</source>
        <translation>schiebt einen Kristall</translation>
    </message>
    <message>
        <source>pushes a right-turning stone</source>
        <translation>schiebt einen Rechts-Drehstein</translation>
    </message>
    <message>
        <source>pushes a left-turning stone</source>
        <translation>schiebt einen Links-Drehstein</translation>
    </message>
    <message>
        <source>pushes a U-turn stone</source>
        <translation>schiebt einen Wendestein</translation>
    </message>
    <message>
        <source>pushes a stone</source>
        <translation>schiebt einen Stein</translation>
    </message>
    <message>
        <source>%1 and 1 more piece behind it</source>
        <translation>%1 und 1 weiteres Teil dahinter</translation>
    </message>
    <message>
        <source>%1 and %2 more pieces behind it</source>
        <translation>%1 und %2 weitere Teile dahinter</translation>
    </message>
    <message>
        <source>eats your token</source>
        <translation>frisst deine Figur</translation>
    </message>
    <message>
        <source>eats an enemy token</source>
        <translation>frisst eine gegnerische Figur</translation>
    </message>
    <message>
        <source>destroys your token by pushing it</source>
        <translation>zerstört deine Figur durch Schieben</translation>
    </message>
    <message>
        <source>destroys an enemy token by pushing it</source>
        <translation>zerstört eine gegnerische Figur durch Schieben</translation>
    </message>
    <message>
        <source>a pushed piece leaves the board</source>
        <translation>ein geschobenes Teil verlässt das Spielfeld</translation>
    </message>
    <message>
        <source>your token %1</source>
        <translation>deine Figur %1</translation>
    </message>
    <message>
        <source>an enemy token %1</source>
        <translation>eine gegnerische Figur %1</translation>
    </message>
    <message>
        <source>sees no token</source>
        <translation>sieht keine Figur</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>sees %1</source>
        <translation>sieht %1</translation>
    </message>
    <message>
        <source>turns %1</source>
        <translation>dreht sich nach %1</translation>
    </message>
    <message>
        <source>keeps facing %1, toward the nearest token</source>
        <translation>schaut weiter nach %1, zur nächsten Figur</translation>
    </message>
    <message>
        <source>a tie at 1 cell, so it keeps facing %1</source>
        <translation>Gleichstand bei 1 Feld, also schaut es weiter nach %1</translation>
    </message>
    <message>
        <source>a tie at %1 cells, so it keeps facing %2</source>
        <translation>Gleichstand bei %1 Feldern, also schaut es weiter nach %2</translation>
    </message>
    <message>
        <source>keeps facing %1</source>
        <translation>schaut weiter nach %1</translation>
    </message>
    <message>
        <source>Step %1: %2 → %3.</source>
        <translation>Schritt %1: %2 → %3.</translation>
    </message>
    <message>
        <source>%1: the stored solution places %2, the inventory holds %3.</source>
        <translation>%1: Die gespeicherte Lösung setzt %2, der Vorrat hat %3.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>level %1 of the pack</source>
        <translation>Level %1 des Pakets</translation>
    </message>
    <message>
        <source>the pack&apos;s levels</source>
        <translation>die Level des Pakets</translation>
    </message>
    <message>
        <source>piece %1</source>
        <translation>Teil %1</translation>
    </message>
    <message>
        <source>the pieces</source>
        <translation>die Teile</translation>
    </message>
    <message>
        <source>inventory entry %1</source>
        <translation>Eintrag %1 des Vorrats</translation>
    </message>
    <message>
        <source>the inventory</source>
        <translation>der Vorrat</translation>
    </message>
    <message>
        <source>placement %1 of the stored solution</source>
        <translation>Platzierung %1 der gespeicherten Lösung</translation>
    </message>
    <message>
        <source>the stored solution</source>
        <translation>die gespeicherte Lösung</translation>
    </message>
    <message>
        <source>cell %1 of the placement zone</source>
        <translation>Feld %1 des Setzbereichs</translation>
    </message>
    <message>
        <source>the placement zone</source>
        <translation>der Setzbereich</translation>
    </message>
    <message>
        <source>void cell %1</source>
        <translation>Randfeld %1</translation>
    </message>
    <message>
        <source>the void cells</source>
        <translation>die Randfelder</translation>
    </message>
    <message>
        <source>blood cell %1</source>
        <translation>Blutfeld %1</translation>
    </message>
    <message>
        <source>the blood cells</source>
        <translation>die Blutfelder</translation>
    </message>
    <message>
        <source>the board</source>
        <translation>das Spielfeld</translation>
    </message>
    <message>
        <source>the monster</source>
        <translation>das Monster</translation>
    </message>
    <message>
        <source>the rules</source>
        <translation>die Regeln</translation>
    </message>
    <message>
        <source>the difficulty</source>
        <translation>die Schwierigkeit</translation>
    </message>
    <message>
        <source>entry %2 of “%1”</source>
        <translation>Eintrag %2 von „%1“</translation>
    </message>
</context>
<context>
    <name>ff::ui::InventoryPalette</name>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>noch %n</numerusform>
            <numerusform>noch %n</numerusform>
        </translation>
    </message>
    <message>
        <source>all placed</source>
        <translation>alle gesetzt</translation>
    </message>
</context>
<context>
    <name>ff::ui::LegendDialog</name>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>The monster</source>
        <translation>Das Monster</translation>
    </message>
    <message>
        <source>Every step it looks straight ahead, to its left and to its right (never back, never diagonally) and turns towards the nearest token it sees. When two directions tie, or it sees no token, it keeps its way. Then it moves on one cell.</source>
        <translation>Bei jedem Schritt schaut es geradeaus, nach links und nach rechts (nie zurück, nie schräg) und dreht sich zur nächsten Figur, die es sieht. Sind zwei Richtungen gleich nah oder sieht es keine Figur, bleibt es bei seiner Richtung. Dann geht es ein Feld weiter.</translation>
    </message>
    <message>
        <source>Numbers and colours of tokens</source>
        <translation>Zahlen und Farben der Figuren</translation>
    </message>
    <message>
        <source>Letters at the walls</source>
        <translation>Buchstaben an den Wänden</translation>
    </message>
    <message>
        <source>Cell names</source>
        <translation>Feldnamen</translation>
    </message>
    <message>
        <source>The small grey letters a, b, c, … name the columns, the numbers 1, 2, 3, … the rows: hints and messages name a cell like b2 (column b, row 2). Do not take them for the letters at the walls.</source>
        <translation>Die kleinen grauen Buchstaben a, b, c, … benennen die Spalten, die Zahlen 1, 2, 3, … die Reihen: Hinweise und Meldungen nennen ein Feld wie b2 (Spalte b, Reihe 2). Sie sind nicht die Buchstaben an den Wänden.</translation>
    </message>
    <message>
        <source>Placement zone</source>
        <translation>Setzbereich</translation>
    </message>
    <message>
        <source>Exit and entrance</source>
        <translation>Ausgang und Eingang</translation>
    </message>
    <message>
        <source>The two doors in the corners of the standard board, as on the board of Fearsome Floors, the board game this puzzle comes from. A stone, crystal or turning stone pushed onto either is removed.</source>
        <translation>Die zwei Türen in den Ecken des Standardspielfelds, wie auf dem Spielplan von Finstere Flure, dem Brettspiel, aus dem dieses Rätsel stammt. Ein Stein, Kristall oder Drehstein, der auf eine davon geschoben wird, wird entfernt.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Without a colour of its own a token of yours is blue and an enemy&apos;s token gold. Numbers and other colours only tell tokens apart. Whether a token is yours or an enemy&apos;s always shows in its shape: round with a white ring and a shield is yours, square with horns is the enemy&apos;s.</source>
        <translation>Ohne eigene Farbe ist eine Figur von dir blau und eine gegnerische golden. Zahlen und andere Farben unterscheiden nur die Figuren. Ob eine Figur dir oder dem Gegner gehört, zeigt immer ihre Form: rund mit weißem Ring und Schild ist deine, eckig mit Hörnern die des Gegners.</translation>
    </message>
    <message>
        <source>The light gates on the edge of the floor are passages through the wall, not cell names. Only the monster crosses walls. It walks into the wall at a gate and comes back in through the gate with the same letter, still heading the same way, in the same step; both gates light up orange. Sight and pushed pieces do not cross walls. In the picture it left a2 through the gate F and came back in onto d2. After Z the gates are marked ★, then a, b, c, …: the same pairs, only more of them. The letter in a teleporter names its pair and has nothing to do with the gates.</source>
        <translation>Die hellen Tore am Rand des Bodens sind Durchgänge durch die Wand, keine Feldnamen. Nur das Monster geht durch Wände. Es geht bei einem Tor in die Wand und kommt durch das Tor mit demselben Buchstaben wieder herein, in dieselbe Richtung, im selben Schritt; beide Tore leuchten orange auf. Blick und geschobene Teile gehen nicht durch Wände. Im Bild hat es a2 durch das Tor F verlassen und ist auf d2 wieder hereingekommen. Nach Z sind die Tore mit ★ markiert, dann mit a, b, c, …: dieselben Paare, nur mehr davon. Der Buchstabe in einem Teleporter benennt sein Paar und hat mit den Toren nichts zu tun.</translation>
    </message>
    <message>
        <source>When a level marks cells green with dots, your pieces may go only there. To the monster it is floor like any other.</source>
        <translation>Wenn ein Level Felder grün mit Punkten markiert, dürfen deine Teile nur dorthin. Für das Monster ist es Boden wie jeder andere.</translation>
    </message>
    <message>
        <source>Yellow frame: your pieces</source>
        <translation>Gelber Rahmen: deine Teile</translation>
    </message>
    <message>
        <source>A yellow frame marks a piece you placed: drag it to move it, right-click it or press Delete to take it back. Pieces without a frame belong to the level and stay where they are.</source>
        <translation>Ein gelber Rahmen markiert ein Teil, das du gesetzt hast: Ziehe es, um es zu verschieben; ein Rechtsklick oder Entf nimmt es zurück. Teile ohne Rahmen gehören zum Level und bleiben, wo sie sind.</translation>
    </message>
    <message>
        <source>Cyan frame: the keyboard cursor</source>
        <translation>Türkiser Rahmen: der Tastaturcursor</translation>
    </message>
    <message>
        <source>The arrow keys move it; a letter key picks a piece and Space or Enter places it on the cursor&apos;s cell. On a piece you placed, both frames show.</source>
        <translation>Die Pfeiltasten bewegen ihn; eine Buchstabentaste wählt ein Teil, und Leertaste oder Eingabe setzt es auf das Feld des Cursors. Auf einem gesetzten Teil zeigen sich beide Rahmen.</translation>
    </message>
    <message>
        <source>Green dashed frame: a hint, green frame: a free cell</source>
        <translation>Grün gestrichelter Rahmen: ein Tipp, grüner Rahmen: ein freies Feld</translation>
    </message>
    <message>
        <source>A see-through piece in a green dashed frame is a hint: that piece on that cell. A plain green frame follows the mouse while a piece is in hand: the cell takes it.</source>
        <translation>Ein durchscheinendes Teil in einem grün gestrichelten Rahmen ist ein Tipp: dieses Teil auf dieses Feld. Ein einfacher grüner Rahmen folgt der Maus, solange du ein Teil in der Hand hast: Das Feld nimmt es an.</translation>
    </message>
    <message>
        <source>Red frame and red cross: not here</source>
        <translation>Roter Rahmen und rotes Kreuz: nicht hier</translation>
    </message>
    <message>
        <source>A red frame under the mouse: the cell does not take the piece in hand. A red cross flashes where a piece was refused; the line under the board says why.</source>
        <translation>Ein roter Rahmen unter der Maus: Das Feld nimmt das Teil in der Hand nicht an. Ein rotes Kreuz blitzt dort auf, wo ein Teil abgelehnt wurde; die Zeile unter dem Spielfeld sagt, warum.</translation>
    </message>
    <message>
        <source>Red ring: the token eaten</source>
        <translation>Roter Ring: die gefressene Figur</translation>
    </message>
    <message>
        <source>After a lost run a red ring marks the token of yours the monster ate.</source>
        <translation>Nach einem verlorenen Lauf markiert ein roter Ring deine Figur, die das Monster gefressen hat.</translation>
    </message>
    <message>
        <source>The monster&apos;s path and sight</source>
        <translation>Weg und Blick des Monsters</translation>
    </message>
    <message>
        <source>A line with arrows shows the way the monster went: its last step bright yellow, older steps fading, jumps through a wall or a teleporter dotted, an endless loop orange. With &quot;Show the monster&apos;s sight&quot; the yellow rays show what it sees, the brightest the way it turns, and yellow rings mark the tokens it sees.</source>
        <translation>Eine Linie mit Pfeilen zeigt den Weg des Monsters: sein letzter Schritt hellgelb, ältere Schritte verblassend, Sprünge durch eine Wand oder einen Teleporter gepunktet, eine Endlosschleife orange. Mit „Blick des Monsters zeigen“ zeigen die gelben Strahlen, was es sieht, der hellste die Richtung, in die es sich dreht, und gelbe Ringe markieren die Figuren, die es sieht.</translation>
    </message>
</context>
<context>
    <name>ff::ui::LevelFiles</name>
    <message>
        <source>Levels and packs (%1);;All files (*)</source>
        <translation>Level und Pakete (%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Packs (*%1)</source>
        <translation>Pakete (*%1)</translation>
    </message>
    <message>
        <source>Levels (*%1)</source>
        <translation>Level (*%1)</translation>
    </message>
    <message>
        <source>The file cannot be opened: %1</source>
        <translation>Die Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>The file cannot be read as a level.</source>
        <translation>Die Datei kann nicht als Level gelesen werden.</translation>
    </message>
</context>
<context>
    <name>ff::ui::LevelWords</name>
    <message>
        <source>Random puzzle · difficulty %1 · seed %2</source>
        <translation>Zufallsrätsel · Schwierigkeit %1 · Startwert %2</translation>
    </message>
</context>
<context>
    <name>ff::ui::PlacementDocument</name>
    <message>
        <source>Place %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neustart</translation>
    </message>
</context>
<context>
    <name>ff::ui::PlayerView</name>
    <message>
        <source>Release the monster</source>
        <translation>Monster loslassen</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Skip to end</source>
        <translation>Zum Ende</translation>
    </message>
    <message>
        <source>Still completable?</source>
        <translation>Noch lösbar?</translation>
    </message>
    <message>
        <source>Show one piece</source>
        <translation>Ein Teil zeigen</translation>
    </message>
    <message>
        <source>Show the monster&apos;s sight</source>
        <translation>Blick des Monsters zeigen</translation>
    </message>
    <message>
        <source>Show the path</source>
        <translation>Weg zeigen</translation>
    </message>
    <message>
        <source>Let the monster run once every piece is placed (Ctrl+Return)</source>
        <translation>Das Monster laufen lassen, sobald alle Teile gesetzt sind (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Take every placed piece back</source>
        <translation>Alle gesetzten Teile zurücknehmen</translation>
    </message>
    <message>
        <source>Pause or resume the run (Space)</source>
        <translation>Lauf anhalten oder fortsetzen (Leertaste)</translation>
    </message>
    <message>
        <source>Play one step of the monster, then pause (Right arrow)</source>
        <translation>Einen Schritt des Monsters spielen, dann anhalten (Pfeil rechts)</translation>
    </message>
    <message>
        <source>Show the end of the run at once (Esc)</source>
        <translation>Das Ende des Laufs sofort zeigen (Esc)</translation>
    </message>
    <message>
        <source>Ask whether the pieces placed so far can still lead to a solution</source>
        <translation>Fragen, ob die bisher gesetzten Teile noch zu einer Lösung führen können</translation>
    </message>
    <message>
        <source>Show one more piece of a solution that fits what you placed</source>
        <translation>Ein weiteres Teil einer Lösung zeigen, die zu deinen gesetzten Teilen passt</translation>
    </message>
    <message>
        <source>Draw the way the monster walks during a run</source>
        <translation>Während eines Laufs den Weg des Monsters zeichnen</translation>
    </message>
    <message>
        <source>Pieces to place</source>
        <translation>Zu setzende Teile</translation>
    </message>
    <message>
        <source>Click a piece, then a cell; drag pieces to move them, right-click or drag them off the board to take them back. Keys: arrows move, the letter picks a piece, Space places, Delete removes, Ctrl+Enter releases the monster.</source>
        <translation>Klicke ein Teil an, dann ein Feld; ziehe Teile, um sie zu verschieben; klicke sie mit der rechten Maustaste an oder ziehe sie vom Spielfeld, um sie zurückzunehmen. Tasten: Pfeile bewegen, der Buchstabe wählt ein Teil, Leertaste setzt, Entf entfernt, Strg+Eingabe lässt das Monster los.</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Monster run</source>
        <translation>Monsterlauf</translation>
    </message>
    <message>
        <source>This level cannot be played: %1</source>
        <translation>Dieses Level kann nicht gespielt werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>Saved pieces left out because they do not fit this level: %n</source>
        <translation>
            <numerusform>Gespeicherte Teile, die nicht zu diesem Level passen und weggelassen wurden: %n</numerusform>
            <numerusform>Gespeicherte Teile, die nicht zu diesem Level passen und weggelassen wurden: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Every placed piece was taken back.</source>
        <translation>Alle gesetzten Teile wurden zurückgenommen.</translation>
    </message>
    <message numerus="yes">
        <source>Place every piece before releasing the monster: %n still to place.</source>
        <translation>
            <numerusform>Setze alle Teile, bevor du das Monster loslässt: noch %n zu setzen.</numerusform>
            <numerusform>Setze alle Teile, bevor du das Monster loslässt: noch %n zu setzen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The monster is on the prowl…</source>
        <translation>Das Monster geht auf Beutezug …</translation>
    </message>
    <message>
        <source>Space resumes, Right arrow plays one step, Esc skips to the end.</source>
        <translation>Leertaste setzt fort, Pfeil rechts spielt einen Schritt, Esc springt zum Ende.</translation>
    </message>
    <message>
        <source>Space pauses, Right arrow plays one step, Esc skips to the end.</source>
        <translation>Leertaste hält an, Pfeil rechts spielt einen Schritt, Esc springt zum Ende.</translation>
    </message>
    <message>
        <source>Asking the solver…</source>
        <translation>Der Löser wird gefragt …</translation>
    </message>
    <message>
        <source>The solver cannot use this placement.</source>
        <translation>Der Löser kann mit dieser Aufstellung nichts anfangen.</translation>
    </message>
    <message>
        <source>No placement at all solves this level.</source>
        <translation>Keine einzige Aufstellung löst dieses Level.</translation>
    </message>
    <message>
        <source>Yes: the pieces placed so far can still lead to a solution.</source>
        <translation>Ja: Die bisher gesetzten Teile können noch zu einer Lösung führen.</translation>
    </message>
    <message>
        <source>One %1 belongs on %2 (shown see-through on the board).</source>
        <translation>Ein Teil der Art „%1“ gehört auf %2 (durchscheinend auf dem Spielfeld gezeigt).</translation>
    </message>
    <message>
        <source>Every piece is placed and this placement solves the level. Release the monster!</source>
        <translation>Alle Teile sind gesetzt und diese Aufstellung löst das Level. Lass das Monster los!</translation>
    </message>
    <message>
        <source>(This tells nothing new, so it does not count as a hint.)</source>
        <translation>(Das ist nichts Neues und zählt deshalb nicht als Hinweis.)</translation>
    </message>
    <message>
        <source>the %1 on %2</source>
        <translation>das Teil „%1“ auf %2</translation>
    </message>
    <message>
        <source>No: with the pieces where they are now, the level cannot be solved. Take back %1.</source>
        <translation>Nein: Mit den Teilen an ihren jetzigen Plätzen ist das Level nicht lösbar. Nimm %1 zurück.</translation>
    </message>
    <message>
        <source>Every piece is placed. Release the monster, or move a piece by dragging it.</source>
        <translation>Alle Teile sind gesetzt. Lass das Monster los oder verschiebe ein Teil durch Ziehen.</translation>
    </message>
    <message>
        <source>Choose a piece to place first (click it in the list, or press its key).</source>
        <translation>Wähle zuerst ein Teil zum Setzen (klicke es in der Liste an oder drücke seine Taste).</translation>
    </message>
    <message>
        <source>Every piece is placed. Release the monster when you are ready.</source>
        <translation>Alle Teile sind gesetzt. Lass das Monster los, wenn du bereit bist.</translation>
    </message>
    <message numerus="yes">
        <source>Pieces still to place: %n</source>
        <translation>
            <numerusform>Noch zu setzende Teile: %n</numerusform>
            <numerusform>Noch zu setzende Teile: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Every piece is placed.</source>
        <translation>Alle Teile sind gesetzt.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Weiter</translation>
    </message>
</context>
<context>
    <name>ff::ui::PuzzleCard</name>
    <message>
        <source>Share code (in Furunkulus: File › Paste share code):</source>
        <translation>Teilen-Code (in Furunkulus: Datei › Teilen-Code einfügen):</translation>
    </message>
    <message>
        <source>Pieces to place</source>
        <translation>Zu setzende Teile</translation>
    </message>
    <message>
        <source>Cannot write “%1”: %2</source>
        <translation>„%1“ kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ff::ui::RunResultPanel</name>
    <message>
        <source>Back to placing (Enter)</source>
        <translation>Zurück zum Setzen (Eingabe)</translation>
    </message>
    <message>
        <source>Leave the result and move your pieces again (Enter or Esc, or a click on the board)</source>
        <translation>Das Ergebnis schließen und deine Teile wieder verschieben (Eingabe, Esc oder ein Klick auf das Spielfeld)</translation>
    </message>
    <message>
        <source>The solution</source>
        <translation>Die Lösung</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Gelöst!</translation>
    </message>
    <message>
        <source>The monster roams forever and none of your tokens was lost.</source>
        <translation>Das Monster streift ewig umher und keine deiner Figuren ging verloren.</translation>
    </message>
    <message>
        <source>The monster ate every enemy token. Steps taken: %1.</source>
        <translation>Das Monster hat alle gegnerischen Figuren gefressen. Benötigte Schritte: %1.</translation>
    </message>
    <message>
        <source>One of your tokens was crushed</source>
        <translation>Deine Figur wurde zerquetscht</translation>
    </message>
    <message>
        <source>One of your tokens was eaten</source>
        <translation>Deine Figur wurde gefressen</translation>
    </message>
    <message>
        <source>In step %1 the monster ate your token (circled in red).</source>
        <translation>In Schritt %1 hat das Monster deine Figur gefressen (rot eingekreist).</translation>
    </message>
    <message>
        <source>In step %1 the monster pushed your token onto a teleporter, which destroyed it (circled in red: where it stood last).</source>
        <translation>In Schritt %1 hat das Monster deine Figur auf einen Teleporter geschoben, der sie zerstört hat (rot eingekreist: wo sie zuletzt stand).</translation>
    </message>
    <message>
        <source>In step %1 the monster came across the wall and pushed your token into itself (circled in red: where it stood last).</source>
        <translation>In Schritt %1 kam das Monster durch die Wand und hat deine Figur gegen sich selbst geschoben (rot eingekreist: wo sie zuletzt stand).</translation>
    </message>
    <message>
        <source>In step %1 the monster pushed your token off the board (circled in red: where it stood last).</source>
        <translation>In Schritt %1 hat das Monster deine Figur vom Spielfeld geschoben (rot eingekreist: wo sie zuletzt stand).</translation>
    </message>
    <message>
        <source>It was the token with the number %1.</source>
        <translation>Es war die Figur mit der Nummer %1.</translation>
    </message>
    <message>
        <source>The monster wanders forever</source>
        <translation>Das Monster irrt ewig umher</translation>
    </message>
    <message>
        <source>In step %1 it came back to where it had been before, facing the same way on the same board: it repeats that loop (marked in orange) forever. Enemy tokens left: %2.</source>
        <translation>In Schritt %1 kam es wieder dorthin, wo es schon einmal war – mit derselben Blickrichtung und auf unverändertem Spielfeld: Es wiederholt diese Schleife (orange markiert) ewig. Übrige gegnerische Figuren: %2.</translation>
    </message>
    <message>
        <source>Step limit reached</source>
        <translation>Schrittgrenze erreicht</translation>
    </message>
    <message>
        <source>The run was stopped at step %1 without a result.</source>
        <translation>Der Lauf wurde bei Schritt %1 ohne Ergebnis abgebrochen.</translation>
    </message>
</context>
<context>
    <name>ff::ui::RunTimeline</name>
    <message>
        <source>Back to the start of the run (Home)</source>
        <translation>Zurück zum Anfang des Laufs (Pos1)</translation>
    </message>
    <message>
        <source>One step back (Left arrow or comma)</source>
        <translation>Einen Schritt zurück (Pfeil links oder Komma)</translation>
    </message>
    <message>
        <source>One step forward (Right arrow or period)</source>
        <translation>Einen Schritt vor (Pfeil rechts oder Punkt)</translation>
    </message>
    <message>
        <source>To the end of the run (End)</source>
        <translation>Zum Ende des Laufs (Ende)</translation>
    </message>
    <message>
        <source>Drag to see the board after any step of the run</source>
        <translation>Ziehen, um das Spielfeld nach jedem Schritt des Laufs zu sehen</translation>
    </message>
    <message>
        <source>Start: the monster has not taken a step yet.</source>
        <translation>Start: Das Monster hat noch keinen Schritt gemacht.</translation>
    </message>
</context>
<context>
    <name>ff::ui::ShareActions</name>
    <message>
        <source>Cop&amp;y share code</source>
        <translation>Teilen-&amp;Code kopieren</translation>
    </message>
    <message>
        <source>Copy this level as a short text that others can paste (Ctrl+Shift+C)</source>
        <translation>Dieses Level als kurzen Text kopieren, den andere einfügen können (Strg+Umschalt+C)</translation>
    </message>
    <message>
        <source>E&amp;xport image…</source>
        <translation>Bild e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Save a picture of this puzzle with its share code, ready to post (PNG)</source>
        <translation>Ein Bild dieses Rätsels mit seinem Teilen-Code speichern, fertig zum Posten (PNG)</translation>
    </message>
    <message>
        <source>Pas&amp;te share code</source>
        <translation>Teilen-Code &amp;einfügen</translation>
    </message>
    <message>
        <source>Play the level of a share code copied to the clipboard (Ctrl+Shift+V)</source>
        <translation>Das Level eines Teilen-Codes aus der Zwischenablage spielen (Strg+Umschalt+V)</translation>
    </message>
    <message>
        <source>Choose a level that can be played to copy its share code.</source>
        <translation>Wähle ein spielbares Level, um seinen Teilen-Code zu kopieren.</translation>
    </message>
    <message>
        <source>The share code of “%1” is in the clipboard (%2 characters). Paste it into a message; others open it with File › Paste share code.</source>
        <translation>Der Teilen-Code von „%1“ ist in der Zwischenablage (%2 Zeichen). Füge ihn in eine Nachricht ein; andere öffnen ihn mit Datei › Teilen-Code einfügen.</translation>
    </message>
    <message>
        <source>Choose a level that can be played to export its picture.</source>
        <translation>Wähle ein spielbares Level, um sein Bild zu exportieren.</translation>
    </message>
    <message>
        <source>Export a puzzle card</source>
        <translation>Rätselkarte exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Cannot export the image</source>
        <translation>Das Bild kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Saved the puzzle card: %1</source>
        <translation>Rätselkarte gespeichert: %1</translation>
    </message>
    <message>
        <source>Paste share code</source>
        <translation>Teilen-Code einfügen</translation>
    </message>
    <message>
        <source>The clipboard holds no share code. Copy the whole code (it starts with “FF2-” or “FF1-”) and try again.</source>
        <translation>Die Zwischenablage enthält keinen Teilen-Code. Kopiere den ganzen Code (er beginnt mit „FF2-“ oder „FF1-“) und versuche es erneut.</translation>
    </message>
</context>
<context>
    <name>ff::ui::ShareDialog</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Share code</source>
        <translation>Teilen-Code</translation>
    </message>
    <message>
        <source>The share code of “%1”. Send it to friends; they open it with File › Paste share code.</source>
        <translation>Der Teilen-Code von „%1“. Schicke ihn Freunden; sie öffnen ihn mit Datei › Teilen-Code einfügen.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
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
<context>
    <name>main</name>
    <message>
        <source>Furunkulus: place the pieces, release the monster, solve the puzzle.</source>
        <translation>Furunkulus: Teile setzen, Monster loslassen, Rätsel lösen.</translation>
    </message>
    <message>
        <source>Open the level editor: on FILE or CODE, or on a new empty level.</source>
        <translation>Den Level-Editor öffnen: mit FILE oder CODE oder mit einem neuen, leeren Level.</translation>
    </message>
    <message>
        <source>furunkulus: give one FILE or CODE at most.</source>
        <translation>furunkulus: Höchstens ein FILE oder einen CODE angeben.</translation>
    </message>
    <message>
        <source>For level authors: play the weekly levels of future weeks now.</source>
        <translation>Für Level-Autoren: die Wochenlevel künftiger Wochen schon jetzt spielen.</translation>
    </message>
    <message>
        <source>Use the hub at URL for this run (instead of the one in the settings).</source>
        <translation>Für diesen Start den Hub unter URL verwenden (statt dem aus den Einstellungen).</translation>
    </message>
    <message>
        <source>furunkulus: “%1” is no hub address (like http://127.0.0.1:8080).</source>
        <translation>furunkulus: „%1“ ist keine Hub-Adresse (etwa http://127.0.0.1:8080).</translation>
    </message>
    <message>
        <source>A level (.ffl.json) or pack (.ffpack.json) to open, or a share code (FF2-…) or a link (furunkulus:…) whose level to open.</source>
        <translation>Ein Level (.ffl.json) oder Paket (.ffpack.json) zum Öffnen, oder ein Teilen-Code (FF2-…) oder ein Link (furunkulus:…), dessen Level geöffnet wird.</translation>
    </message>
</context>
</TS>
